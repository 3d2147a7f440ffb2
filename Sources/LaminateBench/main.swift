import LaminateDialect
print("laminate-bench: not yet")

# exit before anything else: code 1.
--> {"method":"exit"}
exit 1

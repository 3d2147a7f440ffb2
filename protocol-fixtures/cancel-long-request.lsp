# $/cancelRequest answers a request still running with RequestCancelled (-32800).
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"id":2,"method":"laminate/wait","params":{"milliseconds":30000}}
--> {"method":"$/cancelRequest","params":{"id":2}}
<-- {"id":2,"error":{"code":-32800,"message":"request cancelled"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

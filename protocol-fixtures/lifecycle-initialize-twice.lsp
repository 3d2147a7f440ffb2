# A second initialize is an InvalidRequest.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"id":2,"method":"initialize","params":{"capabilities":{}}}
<-- {"id":2,"error":{"code":-32600,"message":"the server is already initialized"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

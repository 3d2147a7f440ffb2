# A request whose id is neither integer nor string is an InvalidRequest.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"id":[1],"method":"shutdown"}
<-- {"id":null,"error":{"code":-32600,"message":"\"id\" must be an integer or a string"}}
--> {"id":2,"method":"shutdown","params":5}
<-- {"id":2,"error":{"code":-32600,"message":"\"params\" must be an object or an array"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

# A JSON body that is not an object is an InvalidRequest (-32600) with id null.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
==> "Content-Length: 5\r\n\r\n[1,2]"
<-- {"id":null,"error":{"code":-32600,"message":"message is not a JSON object"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

# A frame that is not JSON gets ParseError (-32700, id null) and the next frame is read normally.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
==> "Content-Length: 9\r\n\r\n{\"id\":2,]"
<-- {"id":null,"error":{"code":-32700,"message":"<any>"}}
--> {"id":3,"method":"laminate/unknown"}
<-- {"id":3,"error":{"code":-32601,"message":"method not found: laminate/unknown"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

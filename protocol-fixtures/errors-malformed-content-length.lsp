# A malformed Content-Length is reported on stderr and skipped; the stream resynchronises.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
==> "Content-Length: twelve\r\n\r\n{\"id\":2,\"method\":\"shutdown\"}"
==> "Content-Length: -5\r\n\r\n"
--> {"id":3,"method":"laminate/unknown"}
<-- {"id":3,"error":{"code":-32601,"message":"method not found: laminate/unknown"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

# A 4 GB Content-Length is over the 64 MiB limit: reported, nothing allocated, the next header is read.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
==> "Content-Length: 4294967296\r\n\r\n{\"id\":2,\"method\":\"shutdown\"}"
--> {"id":3,"method":"laminate/unknown"}
<-- {"id":3,"error":{"code":-32601,"message":"method not found: laminate/unknown"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

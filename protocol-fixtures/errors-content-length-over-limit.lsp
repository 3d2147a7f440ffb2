# A 4 GB Content-Length is over the 64 MiB limit: refused unread with InvalidRequest (id null, since the body was never read), nothing allocated, the next header is read.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
==> "Content-Length: 4294967296\r\n\r\n{\"id\":2,\"method\":\"shutdown\"}"
<-- {"id":null,"error":{"code":-32600,"message":"message refused unread: its Content-Length 4294967296 exceeds the limit of 67108864 bytes (64 MiB)"}}
--> {"id":3,"method":"laminate/unknown"}
<-- {"id":3,"error":{"code":-32601,"message":"method not found: laminate/unknown"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

# A header without Content-Length is reported on stderr and skipped; the next message is served.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
==> "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{\"id\":2,\"method\":\"shutdown\"}"
--> {"id":3,"method":"laminate/unknown"}
<-- {"id":3,"error":{"code":-32601,"message":"method not found: laminate/unknown"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

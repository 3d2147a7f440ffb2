# A Content-Type header, any header case and extra blank lines are tolerated.
==> "content-length: 58\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{}}"
<-- {"id":1,"error":{"code":-32602,"message":"missing field \"params.capabilities\""}}
==> "\r\n\r\nContent-Length: 75\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"initialize\",\"params\":{\"capabilities\":{}}}"
<-- {"id":2,"result":"<any>"}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

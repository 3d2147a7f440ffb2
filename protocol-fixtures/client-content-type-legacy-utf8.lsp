# VS Code's first clients and some older ones write the charset without its
# dash (charset=utf8); LSP allows only UTF-8, so any Content-Type spelling is
# accepted and the body is read as UTF-8.
==> "Content-Length: 92\r\nContent-Type: application/vscode-jsonrpc; charset=utf8\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"processId\":null,\"capabilities\":{}}}"
<-- {"id":1,"result":"<any>"}
==> "Content-Length: 77\r\nContent-Type: application/vscode-jsonrpc; charset=utf8\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"laminate/wait\",\"params\":{\"milliseconds\":0}}"
<-- {"id":2,"result":null}
==> "Content-Type: application/vscode-jsonrpc; charset=utf8\r\nContent-Length: 45\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":99,\"method\":\"shutdown\"}"
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

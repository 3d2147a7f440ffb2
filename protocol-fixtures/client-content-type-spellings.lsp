# Clients spell the Content-Type header in many ways: with or without the
# charset's dash, any case, quoted, without a space, application/json, no
# charset at all; before or after Content-Length. All are accepted.
==> "Content-Length: 92\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"processId\":null,\"capabilities\":{}}}"
<-- {"id":1,"result":"<any>"}
==> "Content-Type: application/vscode-jsonrpc; charset=UTF-8\r\nContent-Length: 77\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"laminate/wait\",\"params\":{\"milliseconds\":0}}"
<-- {"id":2,"result":null}
==> "Content-Length: 77\r\ncontent-type: application/vscode-jsonrpc;charset=UTF8\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"laminate/wait\",\"params\":{\"milliseconds\":0}}"
<-- {"id":3,"result":null}
==> "CONTENT-TYPE: APPLICATION/VSCODE-JSONRPC; CHARSET=\"utf-8\"\r\nContent-Length: 77\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"laminate/wait\",\"params\":{\"milliseconds\":0}}"
<-- {"id":4,"result":null}
==> "Content-Length: 77\r\nContent-Type:application/json; charset=utf-8\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"laminate/wait\",\"params\":{\"milliseconds\":0}}"
<-- {"id":5,"result":null}
==> "Content-Type: application/vscode-jsonrpc\r\nContent-Length: 77\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":\"laminate/wait\",\"params\":{\"milliseconds\":0}}"
<-- {"id":6,"result":null}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

# An unknown request gets MethodNotFound (-32601); notifications are not requests.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"id":2,"method":"textDocument/implementation","params":{}}
<-- {"id":2,"error":{"code":-32601,"message":"method not found: textDocument/implementation"}}
--> {"id":3,"method":"textDocument/didOpen","params":{}}
<-- {"id":3,"error":{"code":-32601,"message":"method not found: textDocument/didOpen"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

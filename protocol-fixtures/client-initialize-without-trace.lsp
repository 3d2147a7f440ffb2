# Neovim and Helix leave trace out of initialize: tracing is off, so a
# problem is only logged on standard error, nothing goes to the client.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/missing.md","version":2},"contentChanges":[{"text":"lost"}]}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

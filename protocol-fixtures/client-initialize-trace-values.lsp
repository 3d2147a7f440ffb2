# trace may be left out or "off" (Neovim, Helix); VS Code's trace setting
# also has "compact", and the LSP 3.17 type listing spells "message". A trace
# value the server does not know is read as "messages" rather than failing
# initialize or $/setTrace: the client asked for a trace.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{},"trace":"compact"}}
<-- {"id":1,"result":"<any>"}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/missing.md","version":2},"contentChanges":[{"text":"lost"}]}}
<-- {"method":"$/logTrace","params":{"message":"change for file:///w/missing.md, which is not open, ignored"}}
<-- {"method":"window/logMessage","params":{"type":2,"message":"change for file:///w/missing.md, which is not open, ignored"}}
--> {"method":"$/setTrace","params":{"value":"off"}}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/missing.md","version":3},"contentChanges":[{"text":"lost"}]}}
<-- {"method":"window/logMessage","params":{"type":2,"message":"change for file:///w/missing.md, which is not open, ignored"}}
--> {"method":"$/setTrace","params":{"value":"message"}}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/missing.md","version":4},"contentChanges":[{"text":"lost"}]}}
<-- {"method":"$/logTrace","params":{"message":"change for file:///w/missing.md, which is not open, ignored"}}
<-- {"method":"window/logMessage","params":{"type":2,"message":"change for file:///w/missing.md, which is not open, ignored"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

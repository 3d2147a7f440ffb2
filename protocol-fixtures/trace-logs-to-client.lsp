# Every log line goes to the client as window/logMessage; with tracing on, also as $/logTrace.
--> {"id":1,"method":"initialize","params":{"processId":4242,"capabilities":{},"trace":"messages"}}
<-- {"id":1,"result":"<any>"}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/missing.md","version":2},"contentChanges":[{"text":"lost"}]}}
<-- {"method":"$/logTrace","params":{"message":"change for file:///w/missing.md, which is not open, ignored"}}
<-- {"method":"window/logMessage","params":{"type":2,"message":"change for file:///w/missing.md, which is not open, ignored"}}
--> {"method":"$/setTrace","params":{"value":"off"}}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/missing.md","version":3},"contentChanges":[{"text":"lost"}]}}
<-- {"method":"window/logMessage","params":{"type":2,"message":"change for file:///w/missing.md, which is not open, ignored"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

# A notification is never answered, whatever is wrong with it (JSON-RPC 2.0
# §4.1: the client is not listening for an answer, and some clients treat a
# response to nothing as a protocol error). Each problem is logged instead;
# tracing is on, so each log line reaches the client as $/logTrace as well
# as window/logMessage: an unknown method (info), params of the wrong shape,
# params that are neither object nor array, a change for a document that is
# not open, and null params where params are required. Once tracing is off
# again, a problem is still logged as window/logMessage.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{},"trace":"messages"}}
<-- {"id":1,"result":"<any>"}
--> {"method":"custom/somethingHappened","params":{}}
<-- {"method":"$/logTrace","params":{"message":"unknown notification custom/somethingHappened, ignored"}}
<-- {"method":"window/logMessage","params":{"type":3,"message":"unknown notification custom/somethingHappened, ignored"}}
--> {"method":"textDocument/didOpen","params":{"textDocument":5}}
<-- {"method":"$/logTrace","params":{"message":"textDocument/didOpen: field \"params.textDocument\" should be an object"}}
<-- {"method":"window/logMessage","params":{"type":1,"message":"textDocument/didOpen: field \"params.textDocument\" should be an object"}}
--> {"method":"textDocument/didSave","params":5}
<-- {"method":"$/logTrace","params":{"message":"notification textDocument/didSave ignored: \"params\" must be an object or an array"}}
<-- {"method":"window/logMessage","params":{"type":1,"message":"notification textDocument/didSave ignored: \"params\" must be an object or an array"}}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/missing.md","version":2},"contentChanges":[{"text":"lost"}]}}
<-- {"method":"$/logTrace","params":{"message":"change for file:///w/missing.md, which is not open, ignored"}}
<-- {"method":"window/logMessage","params":{"type":2,"message":"change for file:///w/missing.md, which is not open, ignored"}}
--> {"method":"textDocument/didChange","params":null}
<-- {"method":"$/logTrace","params":{"message":"textDocument/didChange: field \"params\" should be an object, not null"}}
<-- {"method":"window/logMessage","params":{"type":1,"message":"textDocument/didChange: field \"params\" should be an object, not null"}}
--> {"method":"$/setTrace","params":{"value":"off"}}
--> {"method":"textDocument/didSave","params":5}
<-- {"method":"window/logMessage","params":{"type":1,"message":"notification textDocument/didSave ignored: \"params\" must be an object or an array"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

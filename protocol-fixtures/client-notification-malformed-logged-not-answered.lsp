# A malformed message without an "id" member is a notification to JSON-RPC,
# so it gets no answer either, only a log line: a wrong jsonrpc version, a
# method that is not a string, no method at all. Bodies too broken to tell
# (not JSON, not an object) are still answered with id null, as JSON-RPC
# says (see errors-parse-error-then-next-frame).
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{},"trace":"messages"}}
<-- {"id":1,"result":"<any>"}
--> {"jsonrpc":"1.0","method":"textDocument/didSave","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
<-- {"method":"$/logTrace","params":{"message":"notification textDocument/didSave ignored: \"jsonrpc\" must be \"2.0\""}}
<-- {"method":"window/logMessage","params":{"type":1,"message":"notification textDocument/didSave ignored: \"jsonrpc\" must be \"2.0\""}}
--> {"method":42,"params":{}}
<-- {"method":"$/logTrace","params":{"message":"message without an id ignored: \"method\" must be a string"}}
<-- {"method":"window/logMessage","params":{"type":1,"message":"message without an id ignored: \"method\" must be a string"}}
--> {"params":{}}
<-- {"method":"$/logTrace","params":{"message":"message without an id ignored: message has no \"method\", \"result\" or \"error\""}}
<-- {"method":"window/logMessage","params":{"type":1,"message":"message without an id ignored: message has no \"method\", \"result\" or \"error\""}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

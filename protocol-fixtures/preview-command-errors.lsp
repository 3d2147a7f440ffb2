# Mistakes in workspace/executeCommand get InvalidParams naming them: an
# unknown command, no arguments, a first argument that is not a URI, an
# unknown option, and a document that is not open. None starts a preview.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"initialized","params":{}}
--> {"id":2,"method":"workspace/executeCommand","params":{"command":"laminate.frobnicate","arguments":["file:///w/a.md"]}}
<-- {"id":2,"error":{"code":-32602,"message":"unknown command laminate.frobnicate (the server has laminate.preview)"}}
--> {"id":3,"method":"workspace/executeCommand","params":{"command":"laminate.preview"}}
<-- {"id":3,"error":{"code":-32602,"message":"laminate.preview takes the document's URI, then optionally \"allow-html\" or \"stop\"; it got no arguments"}}
--> {"id":4,"method":"workspace/executeCommand","params":{"command":"laminate.preview","arguments":[42]}}
<-- {"id":4,"error":{"code":-32602,"message":"laminate.preview takes the document's URI, then optionally \"allow-html\" or \"stop\"; the first argument is 42"}}
--> {"id":5,"method":"workspace/executeCommand","params":{"command":"laminate.preview","arguments":["file:///w/a.md","loudly"]}}
<-- {"id":5,"error":{"code":-32602,"message":"laminate.preview takes the document's URI, then optionally \"allow-html\" or \"stop\"; \"loudly\" is not one of them"}}
--> {"id":6,"method":"workspace/executeCommand","params":{"command":"laminate.preview","arguments":["file:///w/a.md"]}}
<-- {"id":6,"error":{"code":-32602,"message":"document file:///w/a.md is not open"}}
--> {"id":7,"method":"workspace/executeCommand","params":{"arguments":["file:///w/a.md"]}}
<-- {"id":7,"error":{"code":-32602,"message":"<any>"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

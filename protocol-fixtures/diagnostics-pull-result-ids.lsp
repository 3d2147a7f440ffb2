# Pull diagnostics: a client with the textDocument.diagnostic capability gets diagnosticProvider and no pushed diagnostics; a full report has a resultId, asking again with it gets an unchanged report, an edit gets a new full report, and a document that is not open is an error.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{"textDocument":{"diagnostic":{"dynamicRegistration":false},"publishDiagnostics":{}}}}}
<-- {"id":1,"result":{"capabilities":{"diagnosticProvider":{"interFileDependencies":true,"workspaceDiagnostics":true},"positionEncoding":"utf-16","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/p.md","languageId":"markdown","version":1,"text":"^[Bake](alignment: \"centre\")\n"}}}
--> {"id":2,"method":"textDocument/diagnostic","params":{"textDocument":{"uri":"file:///w/p.md"}}}
<-- {"id":2,"result":{"items":[{"code":"LAM006","data":{"fixes":[{"edits":[{"newText":"\"center\"","range":{"end":{"character":27,"line":0},"start":{"character":19,"line":0}}}],"isPreferred":true,"title":"Change to 'center'"}],"version":1},"message":"'alignment' must be one of left, center, right, natural, justified, but \"centre\" is not — did you mean 'center'?","range":{"end":{"character":27,"line":0},"start":{"character":19,"line":0}},"severity":1,"source":"laminate"}],"kind":"full","resultId":"4ea76d07bb5697db"}}
--> {"id":3,"method":"textDocument/diagnostic","params":{"textDocument":{"uri":"file:///w/p.md"},"previousResultId":"4ea76d07bb5697db"}}
<-- {"id":4,"result":{"items":[],"kind":"full","resultId":"09612b07b5ecb5a5"}}
<-- {"error":{"code":-32602,"message":"document file:///w/other.md is not open"},"id":5}
<-- {"id":3,"result":{"kind":"unchanged","resultId":"4ea76d07bb5697db"}}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/p.md","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":20},"end":{"line":0,"character":26}},"text":"center"}]}}
--> {"id":4,"method":"textDocument/diagnostic","params":{"textDocument":{"uri":"file:///w/p.md"},"previousResultId":"4ea76d07bb5697db"}}
<-- {"id":99,"result":null}
--> {"id":5,"method":"textDocument/diagnostic","params":{"textDocument":{"uri":"file:///w/other.md"}}}
--> {"method":"textDocument/didClose","params":{"textDocument":{"uri":"file:///w/p.md"}}}
--> {"id":99,"method":"shutdown"}
--> {"method":"exit"}
exit 0

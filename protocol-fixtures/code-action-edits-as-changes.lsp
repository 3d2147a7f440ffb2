# A client without documentChanges support gets the edit as changes by URI.
--> {"id":1,"method":"initialize","params":{"capabilities":{}}}
<-- {"id":1,"result":{"capabilities":{"...":"<any>","codeActionProvider":{"codeActionKinds":["quickfix","refactor.rewrite.bold","refactor.rewrite.italic","refactor.rewrite.strikethrough","refactor.rewrite.code","refactor.rewrite.ingredient.mark","refactor.rewrite.ingredient.markAll","refactor.rewrite.ingredient.remove","source.fixAll.laminate"],"resolveProvider":true},"positionEncoding":"utf-16","textDocumentSync":{"change":2,"openClose":true,"save":{"includeText":false}}},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/r.md","languageId":"markdown","version":1,"text":"Melt the butter slowly.\n"}}}
--> {"id":2,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/r.md"},"range":{"start":{"line":0,"character":9},"end":{"line":0,"character":15}},"context":{"diagnostics":[],"only":["refactor.rewrite.italic"]}}}
<-- {"id":2,"result":[{"edit":{"changes":{"file:///w/r.md":[{"newText":"*","range":{"end":{"character":9,"line":0},"start":{"character":9,"line":0}}},{"newText":"*","range":{"end":{"character":15,"line":0},"start":{"character":15,"line":0}}}]}},"kind":"refactor.rewrite.italic","title":"Make italic"}]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

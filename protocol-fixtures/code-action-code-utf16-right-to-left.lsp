# utf-16 positions: code on a Hebrew word, then on a word whose accent is a combining mark (the word is five utf-16 units).
--> {"id":1,"method":"initialize","params":{"capabilities":{}}}
<-- {"id":1,"result":{"capabilities":{"...":"<any>","codeActionProvider":{"codeActionKinds":["quickfix","refactor.rewrite.bold","refactor.rewrite.italic","refactor.rewrite.strikethrough","refactor.rewrite.code","refactor.rewrite.ingredient.mark","refactor.rewrite.ingredient.markAll","refactor.rewrite.ingredient.remove","source.fixAll.laminate"],"resolveProvider":true},"positionEncoding":"utf-16","textDocumentSync":{"change":2,"openClose":true,"save":{"includeText":false}}},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/r.md","languageId":"markdown","version":1,"text":"שלום עולם\ncafe\u0301 au lait\n"}}}
--> {"id":2,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/r.md"},"range":{"start":{"line":0,"character":5},"end":{"line":0,"character":9}},"context":{"diagnostics":[],"only":["refactor.rewrite.code"]}}}
<-- {"id":2,"result":[{"edit":{"changes":{"file:///w/r.md":[{"newText":"`עולם`","range":{"end":{"character":9,"line":0},"start":{"character":5,"line":0}}}]}},"kind":"refactor.rewrite.code","title":"Format as code"}]}
--> {"id":3,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/r.md"},"range":{"start":{"line":1,"character":2},"end":{"line":1,"character":2}},"context":{"diagnostics":[],"only":["refactor.rewrite.code"]}}}
<-- {"id":3,"result":[{"edit":{"changes":{"file:///w/r.md":[{"newText":"`café`","range":{"end":{"character":5,"line":1},"start":{"character":0,"line":1}}}]}},"kind":"refactor.rewrite.code","title":"Format as code"}]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

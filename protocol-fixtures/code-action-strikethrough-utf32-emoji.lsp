# utf-32 positions: strikethrough on a word after an emoji; an emoji is one column.
--> {"id":1,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-32"]}}}}
<-- {"id":1,"result":{"capabilities":{"...":"<any>","codeActionProvider":{"codeActionKinds":["quickfix","refactor.rewrite.bold","refactor.rewrite.italic","refactor.rewrite.strikethrough","refactor.rewrite.code","refactor.rewrite.ingredient.mark","refactor.rewrite.ingredient.markAll","refactor.rewrite.ingredient.remove","source.fixAll.laminate"],"resolveProvider":true},"positionEncoding":"utf-32","textDocumentSync":{"change":2,"openClose":true,"save":{"includeText":false}}},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/r.md","languageId":"markdown","version":1,"text":"🧈🍞 toast 👩‍👩‍👧 now\n"}}}
--> {"id":2,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/r.md"},"range":{"start":{"line":0,"character":3},"end":{"line":0,"character":8}},"context":{"diagnostics":[],"only":["refactor.rewrite.strikethrough"]}}}
<-- {"id":2,"result":[{"edit":{"changes":{"file:///w/r.md":[{"newText":"~~","range":{"end":{"character":3,"line":0},"start":{"character":3,"line":0}}},{"newText":"~~","range":{"end":{"character":8,"line":0},"start":{"character":8,"line":0}}}]}},"kind":"refactor.rewrite.strikethrough","title":"Strike through"}]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

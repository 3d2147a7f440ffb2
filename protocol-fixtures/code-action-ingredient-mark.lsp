# Mark as ingredient: the id the text already has elsewhere; a new text
# gets the next free id; formatting inside the selection is kept.
--> {"id":1,"method":"initialize","params":{"capabilities":{}}}
<-- {"id":1,"result":{"capabilities":{"...":"<any>","codeActionProvider":{"codeActionKinds":["quickfix","refactor.rewrite.bold","refactor.rewrite.italic","refactor.rewrite.strikethrough","refactor.rewrite.code","refactor.rewrite.ingredient.mark","refactor.rewrite.ingredient.markAll","refactor.rewrite.ingredient.remove","source.fixAll.laminate"],"resolveProvider":true},"positionEncoding":"utf-16","textDocumentSync":{"change":2,"openClose":true,"save":{"includeText":false}}},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/r.md","languageId":"markdown","version":1,"text":"^[Butter](ingredient: 3) first, then **butter** and salt.\n"}}}
--> {"id":2,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/r.md"},"range":{"start":{"line":0,"character":37},"end":{"line":0,"character":47}},"context":{"diagnostics":[],"only":["refactor.rewrite.ingredient.mark"]}}}
<-- {"id":2,"result":[{"edit":{"changes":{"file:///w/r.md":[{"newText":"^[","range":{"end":{"character":37,"line":0},"start":{"character":37,"line":0}}},{"newText":"](ingredient: 3)","range":{"end":{"character":47,"line":0},"start":{"character":47,"line":0}}}]}},"kind":"refactor.rewrite.ingredient.mark","title":"Mark 'butter' as ingredient 3"}]}
--> {"id":3,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/r.md"},"range":{"start":{"line":0,"character":53},"end":{"line":0,"character":53}},"context":{"diagnostics":[],"only":["refactor.rewrite.ingredient.mark"]}}}
<-- {"id":3,"result":[{"edit":{"changes":{"file:///w/r.md":[{"newText":"^[","range":{"end":{"character":52,"line":0},"start":{"character":52,"line":0}}},{"newText":"](ingredient: 4)","range":{"end":{"character":56,"line":0},"start":{"character":56,"line":0}}}]}},"kind":"refactor.rewrite.ingredient.mark","title":"Mark 'salt' as ingredient 4"}]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

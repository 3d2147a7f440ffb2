# Remove ingredient marking: unwraps a span that holds only ingredient;
# removes just the key when the span has other attributes.
--> {"id":1,"method":"initialize","params":{"capabilities":{}}}
<-- {"id":1,"result":{"capabilities":{"...":"<any>","codeActionProvider":{"codeActionKinds":["quickfix","refactor.rewrite.bold","refactor.rewrite.italic","refactor.rewrite.strikethrough","refactor.rewrite.code","refactor.rewrite.ingredient.mark","refactor.rewrite.ingredient.markAll","refactor.rewrite.ingredient.remove","source.fixAll.laminate"],"resolveProvider":true},"positionEncoding":"utf-16","textDocumentSync":{"change":2,"openClose":true,"save":{"includeText":false}}},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/r.md","languageId":"markdown","version":1,"text":"Add ^[butter](ingredient: 3) and ^[milk](ingredient: 4, foregroundColor: \"green\").\n"}}}
--> {"id":2,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/r.md"},"range":{"start":{"line":0,"character":8},"end":{"line":0,"character":8}},"context":{"diagnostics":[],"only":["refactor.rewrite.ingredient"]}}}
<-- {"id":2,"result":[{"edit":{"changes":{"file:///w/r.md":[{"newText":"","range":{"end":{"character":6,"line":0},"start":{"character":4,"line":0}}},{"newText":"","range":{"end":{"character":28,"line":0},"start":{"character":12,"line":0}}}]}},"kind":"refactor.rewrite.ingredient.remove","title":"Remove ingredient marking"}]}
--> {"id":3,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/r.md"},"range":{"start":{"line":0,"character":35},"end":{"line":0,"character":39}},"context":{"diagnostics":[],"only":["refactor.rewrite.ingredient"]}}}
<-- {"id":3,"result":[{"edit":{"changes":{"file:///w/r.md":[{"newText":"","range":{"end":{"character":56,"line":0},"start":{"character":41,"line":0}}}]}},"kind":"refactor.rewrite.ingredient.remove","title":"Remove ingredient marking"}]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

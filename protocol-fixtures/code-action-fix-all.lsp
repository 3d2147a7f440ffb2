# source.fixAll.laminate: every safe fix in one edit, only when asked for by kind.
--> {"id":1,"method":"initialize","params":{"capabilities":{}}}
<-- {"id":1,"result":{"capabilities":{"codeActionProvider":{"codeActionKinds":["quickfix","refactor.rewrite.bold","refactor.rewrite.italic","refactor.rewrite.strikethrough","refactor.rewrite.code","refactor.rewrite.ingredient.mark","refactor.rewrite.ingredient.markAll","refactor.rewrite.ingredient.remove","source.fixAll.laminate"],"resolveProvider":true},"positionEncoding":"utf-16","textDocumentSync":{"change":2,"openClose":true,"save":{"includeText":false}}},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/r.md","languageId":"markdown","version":1,"text":"^[a](foregroundColor: \"gren\")\n\n^[b](kern: 1, kern: 2)\n"}}}
--> {"id":2,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/r.md"},"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"context":{"diagnostics":[],"only":["source.fixAll.laminate"]}}}
<-- {"id":2,"result":[{"diagnostics":[{"code":"LAM007","message":"'foregroundColor' must be a color name or a hex color (#RGB, #RRGGBB, #RRGGBBAA), but \"gren\" is not — did you mean 'green'?","range":{"end":{"character":28,"line":0},"start":{"character":22,"line":0}},"severity":1,"source":"laminate"},{"code":"LAM010","message":"'kern' is set twice in this span; Foundation uses the first value, 1, and ignores 2.","range":{"end":{"character":18,"line":2},"start":{"character":14,"line":2}},"relatedInformation":[{"location":{"range":{"end":{"character":9,"line":2},"start":{"character":5,"line":2}},"uri":"file:///w/r.md"},"message":"first 'kern'"}],"severity":2,"source":"laminate"}],"edit":{"changes":{"file:///w/r.md":[{"newText":"\"green\"","range":{"end":{"character":28,"line":0},"start":{"character":22,"line":0}}},{"newText":"","range":{"end":{"character":21,"line":2},"start":{"character":12,"line":2}}}]}},"kind":"source.fixAll.laminate","title":"Fix all 2 problems"}]}
--> {"id":3,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/r.md"},"range":{"start":{"line":1,"character":0},"end":{"line":1,"character":0}},"context":{"diagnostics":[]}}}
<-- {"id":3,"result":[]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

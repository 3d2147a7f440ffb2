# On an automatic trigger the document is validated again only when the
# editor reports a problem at the cursor; the user's own request always is.
--> {"id":1,"method":"initialize","params":{"capabilities":{}}}
<-- {"id":1,"result":{"capabilities":{"...":"<any>","codeActionProvider":{"codeActionKinds":["quickfix","refactor.rewrite.bold","refactor.rewrite.italic","refactor.rewrite.strikethrough","refactor.rewrite.code","refactor.rewrite.ingredient.mark","refactor.rewrite.ingredient.markAll","refactor.rewrite.ingredient.remove","source.fixAll.laminate"],"resolveProvider":true},"positionEncoding":"utf-16","textDocumentSync":{"change":2,"openClose":true,"save":{"includeText":false}}},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/r.md","languageId":"markdown","version":1,"text":"^[x](kern: 1, kern: 2)\n"}}}
--> {"id":2,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/r.md"},"range":{"start":{"line":0,"character":15},"end":{"line":0,"character":15}},"context":{"diagnostics":[],"only":["quickfix"],"triggerKind":2}}}
<-- {"id":2,"result":[]}
--> {"id":3,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/r.md"},"range":{"start":{"line":0,"character":15},"end":{"line":0,"character":15}},"context":{"diagnostics":[{"range":{"start":{"line":0,"character":14},"end":{"line":0,"character":18}},"severity":2,"code":"LAM010","source":"laminate","message":"'kern' is set twice"}],"only":["quickfix"],"triggerKind":2}}}
<-- {"id":3,"result":[{"diagnostics":[{"code":"LAM010","message":"'kern' is set twice","range":{"end":{"character":18,"line":0},"start":{"character":14,"line":0}},"severity":2,"source":"laminate"}],"edit":{"changes":{"file:///w/r.md":[{"newText":"","range":{"end":{"character":21,"line":0},"start":{"character":12,"line":0}}}]}},"isPreferred":true,"kind":"quickfix","title":"Remove the second 'kern'"}]}
--> {"id":4,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/r.md"},"range":{"start":{"line":0,"character":15},"end":{"line":0,"character":15}},"context":{"diagnostics":[],"only":["quickfix"],"triggerKind":1}}}
<-- {"id":4,"result":[{"diagnostics":[{"code":"LAM010","message":"'kern' is set twice in this span; Foundation uses the first value, 1, and ignores 2.","range":{"end":{"character":18,"line":0},"start":{"character":14,"line":0}},"relatedInformation":[{"location":{"range":{"end":{"character":9,"line":0},"start":{"character":5,"line":0}},"uri":"file:///w/r.md"},"message":"first 'kern'"}],"severity":2,"source":"laminate"}],"edit":{"changes":{"file:///w/r.md":[{"newText":"","range":{"end":{"character":21,"line":0},"start":{"character":12,"line":0}}}]}},"isPreferred":true,"kind":"quickfix","title":"Remove the second 'kern'"}]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

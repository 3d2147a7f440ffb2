# utf-8 positions: italic on a CJK word (three bytes a character); the
# edit's columns count bytes.
--> {"id":1,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-8"]}}}}
<-- {"id":1,"result":{"capabilities":{"...":"<any>","codeActionProvider":{"codeActionKinds":["quickfix","refactor.rewrite.bold","refactor.rewrite.italic","refactor.rewrite.strikethrough","refactor.rewrite.code","refactor.rewrite.ingredient.mark","refactor.rewrite.ingredient.markAll","refactor.rewrite.ingredient.remove","source.fixAll.laminate"],"resolveProvider":true},"positionEncoding":"utf-8","textDocumentSync":{"change":2,"openClose":true,"save":{"includeText":false}}},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/r.md","languageId":"markdown","version":1,"text":"我喜欢 黄油 和面包\n"}}}
--> {"id":2,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/r.md"},"range":{"start":{"line":0,"character":12},"end":{"line":0,"character":12}},"context":{"diagnostics":[],"only":["refactor.rewrite.italic"]}}}
<-- {"id":2,"result":[{"edit":{"changes":{"file:///w/r.md":[{"newText":"*","range":{"end":{"character":10,"line":0},"start":{"character":10,"line":0}}},{"newText":"*","range":{"end":{"character":16,"line":0},"start":{"character":16,"line":0}}}]}},"kind":"refactor.rewrite.italic","title":"Make italic"}]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

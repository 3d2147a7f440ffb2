# No formatting toggles inside a code span, a code block, an attribute list
# or a link destination; the code toggle inside a code span unwraps it.
--> {"id":1,"method":"initialize","params":{"capabilities":{}}}
<-- {"id":1,"result":{"capabilities":{"...":"<any>","codeActionProvider":{"codeActionKinds":["quickfix","refactor.rewrite.bold","refactor.rewrite.italic","refactor.rewrite.strikethrough","refactor.rewrite.code","refactor.rewrite.ingredient.mark","refactor.rewrite.ingredient.markAll","refactor.rewrite.ingredient.remove","source.fixAll.laminate"],"resolveProvider":true},"positionEncoding":"utf-16","textDocumentSync":{"change":2,"openClose":true,"save":{"includeText":false}}},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/r.md","languageId":"markdown","version":1,"text":"run `make` now\n\n    code\n\n^[x](kern: 1) [a](https://b.org)\n"}}}
--> {"id":2,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/r.md"},"range":{"start":{"line":0,"character":6},"end":{"line":0,"character":6}},"context":{"diagnostics":[],"only":["refactor"]}}}
<-- {"id":2,"result":[{"edit":{"changes":{"file:///w/r.md":[{"newText":"make","range":{"end":{"character":10,"line":0},"start":{"character":4,"line":0}}}]}},"kind":"refactor.rewrite.code","title":"Remove code formatting"}]}
--> {"id":3,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/r.md"},"range":{"start":{"line":2,"character":5},"end":{"line":2,"character":5}},"context":{"diagnostics":[],"only":["refactor"]}}}
<-- {"id":3,"result":[]}
--> {"id":4,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/r.md"},"range":{"start":{"line":4,"character":6},"end":{"line":4,"character":6}},"context":{"diagnostics":[],"only":["refactor"]}}}
<-- {"id":4,"result":[]}
--> {"id":5,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/r.md"},"range":{"start":{"line":4,"character":22},"end":{"line":4,"character":22}},"context":{"diagnostics":[],"only":["refactor"]}}}
<-- {"id":5,"result":[]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

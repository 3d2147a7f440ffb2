# Mark all occurrences: every whole word in plain text, not in code, not
# already marked, not inside a longer word; one edit, one id.
--> {"id":1,"method":"initialize","params":{"capabilities":{"workspace":{"workspaceEdit":{"documentChanges":true}}}}}
<-- {"id":1,"result":{"capabilities":{"...":"<any>","codeActionProvider":{"codeActionKinds":["quickfix","refactor.rewrite.bold","refactor.rewrite.italic","refactor.rewrite.strikethrough","refactor.rewrite.code","refactor.rewrite.ingredient.mark","refactor.rewrite.ingredient.markAll","refactor.rewrite.ingredient.remove","source.fixAll.laminate"],"resolveProvider":true},"positionEncoding":"utf-16","textDocumentSync":{"change":2,"openClose":true,"save":{"includeText":false}}},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/r.md","languageId":"markdown","version":1,"text":"# Salt\n\nA pinch of salt, ^[salt](ingredient: 2) and `salt`.\nSalted? No: salt.\n"}}}
--> {"id":2,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/r.md"},"range":{"start":{"line":2,"character":11},"end":{"line":2,"character":15}},"context":{"diagnostics":[],"only":["refactor.rewrite.ingredient.markAll"]}}}
<-- {"id":2,"result":[{"edit":{"documentChanges":[{"edits":[{"newText":"^[","range":{"end":{"character":2,"line":0},"start":{"character":2,"line":0}}},{"newText":"](ingredient: 2)","range":{"end":{"character":6,"line":0},"start":{"character":6,"line":0}}},{"newText":"^[","range":{"end":{"character":11,"line":2},"start":{"character":11,"line":2}}},{"newText":"](ingredient: 2)","range":{"end":{"character":15,"line":2},"start":{"character":15,"line":2}}},{"newText":"^[","range":{"end":{"character":12,"line":3},"start":{"character":12,"line":3}}},{"newText":"](ingredient: 2)","range":{"end":{"character":16,"line":3},"start":{"character":16,"line":3}}}],"textDocument":{"uri":"file:///w/r.md","version":1}}]},"kind":"refactor.rewrite.ingredient.markAll","title":"Mark all 3 occurrences of 'salt' as ingredient 2"}]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

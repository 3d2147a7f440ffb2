# Bold on a selection with spaces around it wraps the trimmed word, as a
# versioned documentChanges edit; after applying it, Bold on the cursor
# inside the word removes exactly the stars that make it bold.
--> {"id":1,"method":"initialize","params":{"capabilities":{"workspace":{"workspaceEdit":{"documentChanges":true}}}}}
<-- {"id":1,"result":{"capabilities":{"...":"<any>","codeActionProvider":{"codeActionKinds":["quickfix","refactor.rewrite.bold","refactor.rewrite.italic","refactor.rewrite.strikethrough","refactor.rewrite.code","refactor.rewrite.ingredient.mark","refactor.rewrite.ingredient.markAll","refactor.rewrite.ingredient.remove","source.fixAll.laminate"],"resolveProvider":true},"positionEncoding":"utf-16","textDocumentSync":{"change":2,"openClose":true,"save":{"includeText":false}}},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/r.md","languageId":"markdown","version":1,"text":"Melt the butter slowly.\n"}}}
--> {"id":2,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/r.md"},"range":{"start":{"line":0,"character":8},"end":{"line":0,"character":16}},"context":{"diagnostics":[],"only":["refactor.rewrite.bold"]}}}
<-- {"id":2,"result":[{"edit":{"documentChanges":[{"edits":[{"newText":"**","range":{"end":{"character":9,"line":0},"start":{"character":9,"line":0}}},{"newText":"**","range":{"end":{"character":15,"line":0},"start":{"character":15,"line":0}}}],"textDocument":{"uri":"file:///w/r.md","version":1}}]},"kind":"refactor.rewrite.bold","title":"Make bold"}]}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/r.md","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":15},"end":{"line":0,"character":15}},"text":"**"},{"range":{"start":{"line":0,"character":9},"end":{"line":0,"character":9}},"text":"**"}]}}
--> {"id":3,"method":"laminate/documentText","params":{"textDocument":{"uri":"file:///w/r.md"}}}
<-- {"id":3,"result":{"lineCount":2,"text":"Melt the **butter** slowly.\n","uri":"file:///w/r.md","version":2}}
--> {"id":4,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/r.md"},"range":{"start":{"line":0,"character":13},"end":{"line":0,"character":13}},"context":{"diagnostics":[],"only":["refactor.rewrite.bold"]}}}
<-- {"id":4,"result":[{"edit":{"documentChanges":[{"edits":[{"newText":"","range":{"end":{"character":11,"line":0},"start":{"character":9,"line":0}}},{"newText":"","range":{"end":{"character":19,"line":0},"start":{"character":17,"line":0}}}],"textDocument":{"uri":"file:///w/r.md","version":2}}]},"kind":"refactor.rewrite.bold","title":"Remove bold"}]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

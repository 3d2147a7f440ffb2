# The server carries stale ingredient markings across versions itself: after
# typing inside an ingredient's text, the code actions for it offer to keep
# (re-mark) or remove the marking even when the editor sends no diagnostics
# back in the request's context.
--> {"id":1,"method":"initialize","params":{"capabilities":{"textDocument":{"publishDiagnostics":{}}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-16","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/r.md","languageId":"markdown","version":1,"text":"Add ^[butter](ingredient: 3).\n"}}}
--> {"id":2,"method":"laminate/flushDiagnostics"}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[],"uri":"file:///w/r.md","version":1}}
<-- {"id":2,"result":null}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/r.md","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":12},"end":{"line":0,"character":12}},"text":"y"}]}}
--> {"id":3,"method":"laminate/flushDiagnostics"}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":"<any>","uri":"file:///w/r.md","version":2}}
<-- {"id":3,"result":null}
--> {"id":4,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/r.md"},"range":{"start":{"line":0,"character":8},"end":{"line":0,"character":8}},"context":{"diagnostics":[],"only":["quickfix","refactor.rewrite.ingredient"]}}}
<-- {"id":4,"result":[{"diagnostics":[{"code":"LAM013","message":"The ingredient 3 marking was made for \"butter\", but its text is now \"buttery\"; mark it again or remove it.","range":{"end":{"character":29,"line":0},"start":{"character":4,"line":0}},"severity":2,"source":"laminate"}],"edit":{"changes":{"file:///w/r.md":[{"newText":"ingredient: 3","range":{"end":{"character":28,"line":0},"start":{"character":15,"line":0}}}]}},"kind":"quickfix","title":"Keep ingredient 3 for \"buttery\""},{"diagnostics":[{"code":"LAM013","message":"The ingredient 3 marking was made for \"butter\", but its text is now \"buttery\"; mark it again or remove it.","range":{"end":{"character":29,"line":0},"start":{"character":4,"line":0}},"severity":2,"source":"laminate"}],"edit":{"changes":{"file:///w/r.md":[{"newText":"","range":{"end":{"character":6,"line":0},"start":{"character":4,"line":0}}},{"newText":"","range":{"end":{"character":29,"line":0},"start":{"character":13,"line":0}}}]}},"kind":"quickfix","title":"Remove the ingredient marking"},{"edit":{"changes":{"file:///w/r.md":[{"newText":"3","range":{"end":{"character":28,"line":0},"start":{"character":27,"line":0}}}]}},"kind":"refactor.rewrite.ingredient.mark","title":"Re-mark 'buttery' as ingredient 3"},{"edit":{"changes":{"file:///w/r.md":[{"newText":"","range":{"end":{"character":6,"line":0},"start":{"character":4,"line":0}}},{"newText":"","range":{"end":{"character":29,"line":0},"start":{"character":13,"line":0}}}]}},"kind":"refactor.rewrite.ingredient.remove","title":"Remove ingredient marking"}]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

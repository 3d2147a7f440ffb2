# Stale ingredients across versions: text typed next to a span leaves it alone; typing inside its text makes the marking stale (LAM013, with fixes to keep it for the new text or remove it), and it stays stale in later versions until the keep fix (which rewrites the attribute) is applied.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{"textDocument":{"publishDiagnostics":{}}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-16","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/bake.md","languageId":"markdown","version":1,"text":"Fold in the ^[butter](ingredient: 3).\n"}}}
--> {"id":6,"method":"laminate/flushDiagnostics"}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[],"uri":"file:///w/bake.md","version":1}}
<-- {"id":6,"result":null}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/bake.md","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":12},"end":{"line":0,"character":12}},"text":"soft "}]}}
--> {"id":2,"method":"laminate/flushDiagnostics"}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[],"uri":"file:///w/bake.md","version":2}}
<-- {"id":2,"result":null}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/bake.md","version":3},"contentChanges":[{"range":{"start":{"line":0,"character":22},"end":{"line":0,"character":22}},"text":"t"}]}}
--> {"id":3,"method":"laminate/flushDiagnostics"}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"code":"LAM013","data":{"fixes":[{"edits":[{"newText":"ingredient: 3","range":{"end":{"character":41,"line":0},"start":{"character":28,"line":0}}}],"isPreferred":false,"title":"Keep ingredient 3 for \"buttter\""},{"edits":[{"newText":"","range":{"end":{"character":19,"line":0},"start":{"character":17,"line":0}}},{"newText":"","range":{"end":{"character":42,"line":0},"start":{"character":26,"line":0}}}],"isPreferred":false,"title":"Remove the ingredient marking"}],"version":3},"message":"The ingredient 3 marking was made for \"butter\", but its text is now \"buttter\"; mark it again or remove it.","range":{"end":{"character":42,"line":0},"start":{"character":17,"line":0}},"severity":2,"source":"laminate"}],"uri":"file:///w/bake.md","version":3}}
<-- {"id":3,"result":null}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/bake.md","version":4},"contentChanges":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":4}},"text":"Stir"}]}}
--> {"id":4,"method":"laminate/flushDiagnostics"}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"code":"LAM013","data":{"fixes":[{"edits":[{"newText":"ingredient: 3","range":{"end":{"character":41,"line":0},"start":{"character":28,"line":0}}}],"isPreferred":false,"title":"Keep ingredient 3 for \"buttter\""},{"edits":[{"newText":"","range":{"end":{"character":19,"line":0},"start":{"character":17,"line":0}}},{"newText":"","range":{"end":{"character":42,"line":0},"start":{"character":26,"line":0}}}],"isPreferred":false,"title":"Remove the ingredient marking"}],"version":4},"message":"The ingredient 3 marking was made for \"butter\", but its text is now \"buttter\"; mark it again or remove it.","range":{"end":{"character":42,"line":0},"start":{"character":17,"line":0}},"severity":2,"source":"laminate"}],"uri":"file:///w/bake.md","version":4}}
<-- {"id":4,"result":null}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/bake.md","version":5},"contentChanges":[{"range":{"start":{"line":0,"character":28},"end":{"line":0,"character":41}},"text":"ingredient: 3"}]}}
--> {"id":5,"method":"laminate/flushDiagnostics"}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[],"uri":"file:///w/bake.md","version":5}}
<-- {"id":5,"result":null}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

# Link diagnostics in utf-8 follow an open document's headings: a.md links to a heading of b.md, both
# open (neither on disk). When b.md's heading changes, a.md is checked again and its link reported
# (LAM026); when it changes back, the report goes. Each check waits for the one before (flushes).
--> {"id":1,"method":"initialize","params":{"rootUri":"file://{{fixtures}}/workspaces/links","capabilities":{"general":{"positionEncodings":["utf-8"]},"textDocument":{"publishDiagnostics":{}}}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"initialized","params":{}}
--> {"id":2,"method":"laminate/flushIndex"}
<-- {"id":2,"result":null}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/links/b.md","languageId":"markdown","version":1,"text":"# Sauce 😀\n"}}}
--> {"id":3,"method":"laminate/flushDiagnostics"}
<-- {"id":3,"result":null}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[],"uri":"file://{{fixtures}}/workspaces/links/b.md","version":1}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/links/a.md","languageId":"markdown","version":1,"text":"[ソース 😀](b.md#sauce-)\n"}}}
--> {"id":4,"method":"laminate/flushDiagnostics"}
<-- {"id":4,"result":null}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[],"uri":"file://{{fixtures}}/workspaces/links/a.md","version":1}}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/links/b.md","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":2},"end":{"line":0,"character":7}},"text":"Gravy"}]}}
--> {"id":5,"method":"laminate/flushDiagnostics"}
<-- {"id":5,"result":null}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[],"uri":"file://{{fixtures}}/workspaces/links/b.md","version":2}}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"code":"LAM026","data":{"fixes":[],"version":1},"message":"No heading of 'b.md' has the anchor '#sauce-'.","range":{"end":{"character":28,"line":0},"start":{"character":22,"line":0}},"severity":2,"source":"laminate"}],"uri":"file://{{fixtures}}/workspaces/links/a.md","version":1}}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/links/b.md","version":3},"contentChanges":[{"range":{"start":{"line":0,"character":2},"end":{"line":0,"character":7}},"text":"Sauce"}]}}
--> {"id":6,"method":"laminate/flushDiagnostics"}
<-- {"id":6,"result":null}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[],"uri":"file://{{fixtures}}/workspaces/links/b.md","version":3}}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[],"uri":"file://{{fixtures}}/workspaces/links/a.md","version":1}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

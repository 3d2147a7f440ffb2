# Link diagnostics in utf-8, pushed for an open document (index.md, not on disk) in workspaces/links:
# a fragment that names no heading of sauces.md (LAM026, did you mean the CJK anchor), a missing image
# (LAM025) and a fragment of this document (LAM026); 😀 and バ before the positions. The quick fix replaces
# the fragment. When the index loses sauces.md (a watched-file delete) its fragment can no longer be
# checked and the diagnostics are published again; when it is read again (a change), they come back.
--> {"id":1,"method":"initialize","params":{"rootUri":"file://{{fixtures}}/workspaces/links","capabilities":{"general":{"positionEncodings":["utf-8"]},"textDocument":{"publishDiagnostics":{}}}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"initialized","params":{}}
--> {"id":2,"method":"laminate/flushIndex"}
<-- {"id":2,"result":null}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/links/index.md","languageId":"markdown","version":1,"text":"# 😀 Index\n\nSee [バター 😀](sauces.md#バタ-sauce) and ![cake](images/cake.png), ![gone 😀](images/gone.png), [top](#-index) and [typo](#-indx).\n"}}}
--> {"id":3,"method":"laminate/flushDiagnostics"}
<-- {"id":3,"result":null}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"code":"LAM026","data":{"fixes":[{"edits":[{"newText":"バター-sauce-","range":{"end":{"character":43,"line":2},"start":{"character":31,"line":2}}}],"isPreferred":true,"title":"Change to '#バター-sauce-'"}],"version":1},"message":"No heading of 'sauces.md' has the anchor '#バタ-sauce' — did you mean '#バター-sauce-'?","range":{"end":{"character":43,"line":2},"start":{"character":31,"line":2}},"severity":2,"source":"laminate"},{"code":"LAM025","data":{"fixes":[],"version":1},"message":"The image leads to 'images/gone.png', which does not exist.","range":{"end":{"character":103,"line":2},"start":{"character":88,"line":2}},"severity":2,"source":"laminate"},{"code":"LAM026","data":{"fixes":[{"edits":[{"newText":"-index","range":{"end":{"character":138,"line":2},"start":{"character":133,"line":2}}}],"isPreferred":true,"title":"Change to '#-index'"}],"version":1},"message":"No heading of this document has the anchor '#-indx' — did you mean '#-index'?","range":{"end":{"character":138,"line":2},"start":{"character":133,"line":2}},"severity":2,"source":"laminate"}],"uri":"file://{{fixtures}}/workspaces/links/index.md","version":1}}
--> {"id":4,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/links/index.md"},"range":{"start":{"line":2,"character":34},"end":{"line":2,"character":34}},"context":{"diagnostics":[],"only":["quickfix"]}}}
<-- {"id":4,"result":[{"diagnostics":[{"code":"LAM026","message":"No heading of 'sauces.md' has the anchor '#バタ-sauce' — did you mean '#バター-sauce-'?","range":{"end":{"character":43,"line":2},"start":{"character":31,"line":2}},"severity":2,"source":"laminate"}],"edit":{"changes":{"file://{{fixtures}}/workspaces/links/index.md":[{"newText":"バター-sauce-","range":{"end":{"character":43,"line":2},"start":{"character":31,"line":2}}}]}},"isPreferred":true,"kind":"quickfix","title":"Change to '#バター-sauce-'"}]}
--> {"method":"workspace/didChangeWatchedFiles","params":{"changes":[{"uri":"file://{{fixtures}}/workspaces/links/sauces.md","type":3}]}}
--> {"id":5,"method":"laminate/flushDiagnostics"}
<-- {"id":5,"result":null}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"code":"LAM025","data":{"fixes":[],"version":1},"message":"The image leads to 'images/gone.png', which does not exist.","range":{"end":{"character":103,"line":2},"start":{"character":88,"line":2}},"severity":2,"source":"laminate"},{"code":"LAM026","data":{"fixes":[{"edits":[{"newText":"-index","range":{"end":{"character":138,"line":2},"start":{"character":133,"line":2}}}],"isPreferred":true,"title":"Change to '#-index'"}],"version":1},"message":"No heading of this document has the anchor '#-indx' — did you mean '#-index'?","range":{"end":{"character":138,"line":2},"start":{"character":133,"line":2}},"severity":2,"source":"laminate"}],"uri":"file://{{fixtures}}/workspaces/links/index.md","version":1}}
--> {"method":"workspace/didChangeWatchedFiles","params":{"changes":[{"uri":"file://{{fixtures}}/workspaces/links/sauces.md","type":2}]}}
--> {"id":6,"method":"laminate/flushIndex"}
<-- {"id":6,"result":null}
--> {"id":7,"method":"laminate/flushDiagnostics"}
<-- {"id":7,"result":null}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"code":"LAM026","data":{"fixes":[{"edits":[{"newText":"バター-sauce-","range":{"end":{"character":43,"line":2},"start":{"character":31,"line":2}}}],"isPreferred":true,"title":"Change to '#バター-sauce-'"}],"version":1},"message":"No heading of 'sauces.md' has the anchor '#バタ-sauce' — did you mean '#バター-sauce-'?","range":{"end":{"character":43,"line":2},"start":{"character":31,"line":2}},"severity":2,"source":"laminate"},{"code":"LAM025","data":{"fixes":[],"version":1},"message":"The image leads to 'images/gone.png', which does not exist.","range":{"end":{"character":103,"line":2},"start":{"character":88,"line":2}},"severity":2,"source":"laminate"},{"code":"LAM026","data":{"fixes":[{"edits":[{"newText":"-index","range":{"end":{"character":138,"line":2},"start":{"character":133,"line":2}}}],"isPreferred":true,"title":"Change to '#-index'"}],"version":1},"message":"No heading of this document has the anchor '#-indx' — did you mean '#-index'?","range":{"end":{"character":138,"line":2},"start":{"character":133,"line":2}},"severity":2,"source":"laminate"}],"uri":"file://{{fixtures}}/workspaces/links/index.md","version":1}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

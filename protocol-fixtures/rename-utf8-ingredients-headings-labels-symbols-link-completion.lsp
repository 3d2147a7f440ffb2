# Rename, workspace/symbol and link completion in utf-8, on workspaces/rename (notes.md on disk, index.md open):
# 😀, バター and ê before the positions; versioned documentChanges (null for the file that is not open);
# refusals as RequestFailed and InvalidParams.
--> {"id":1,"method":"initialize","params":{"rootUri":"file://{{fixtures}}/workspaces/rename","capabilities":{"general":{"positionEncodings":["utf-8"]},"textDocument":{"rename":{"prepareSupport":true}},"workspace":{"workspaceEdit":{"documentChanges":true}}}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/rename/index.md","languageId":"markdown","version":1,"text":"# 😀 Index\n## Sauce chaude\nFold ^[バター](ingredient: 3) into [the sauce](#sauce-chaude), see [crêpes][c].\n\n[c]: notes.md\n\nGo [a](#) [b](no) [d][]\n"}}}
--> {"id":2,"method":"laminate/flushIndex"}
<-- {"id":2,"result":null}
# prepareRename on an ingredient id after バター: the id and its number.
--> {"id":3,"method":"textDocument/prepareRename","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/rename/index.md"},"position":{"line":2,"character":30}}}
<-- {"id":3,"result":{"placeholder":"3","range":{"end":{"character":31,"line":2},"start":{"character":30,"line":2}}}}
# 4 already marks salt in notes.md: RequestFailed.
--> {"id":4,"method":"textDocument/rename","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/rename/index.md"},"position":{"line":2,"character":30},"newName":"4"}}
<-- {"error":{"code":-32803,"message":"Ingredient 4 already marks \"salt\" (in notes.md); choose an id no other ingredient has."},"id":4}
# not a positive whole number: InvalidParams.
--> {"id":5,"method":"textDocument/rename","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/rename/index.md"},"position":{"line":2,"character":30},"newName":"three"}}
<-- {"error":{"code":-32602,"message":"An ingredient id must be a positive whole number, but 'three' is not."},"id":5}
# renumbered from the span's text: the open document with its version, notes.md (not open, read again) with version null.
--> {"id":6,"method":"textDocument/rename","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/rename/index.md"},"position":{"line":2,"character":10},"newName":"8"}}
<-- {"id":6,"result":{"documentChanges":[{"edits":[{"newText":"8","range":{"end":{"character":31,"line":2},"start":{"character":30,"line":2}}}],"textDocument":{"uri":"file://{{fixtures}}/workspaces/rename/index.md","version":1}},{"edits":[{"newText":"8","range":{"end":{"character":26,"line":2},"start":{"character":25,"line":2}}}],"textDocument":{"uri":"file://{{fixtures}}/workspaces/rename/notes.md","version":null}}]}}
# prepareRename on a heading: its text.
--> {"id":7,"method":"textDocument/prepareRename","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/rename/index.md"},"position":{"line":1,"character":6}}}
<-- {"id":7,"result":{"placeholder":"Sauce chaude","range":{"end":{"character":15,"line":1},"start":{"character":3,"line":1}}}}
# the heading's text and every link to its anchor, here and in notes.md.
--> {"id":8,"method":"textDocument/rename","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/rename/index.md"},"position":{"line":1,"character":6},"newName":"Sauce 😀 froide"}}
<-- {"id":8,"result":{"documentChanges":[{"edits":[{"newText":"Sauce 😀 froide","range":{"end":{"character":15,"line":1},"start":{"character":3,"line":1}}},{"newText":"sauce--froide","range":{"end":{"character":63,"line":2},"start":{"character":51,"line":2}}}],"textDocument":{"uri":"file://{{fixtures}}/workspaces/rename/index.md","version":1}},{"edits":[{"newText":"sauce--froide","range":{"end":{"character":37,"line":4},"start":{"character":25,"line":4}}}],"textDocument":{"uri":"file://{{fixtures}}/workspaces/rename/notes.md","version":null}}]}}
# prepareRename on a label's use.
--> {"id":9,"method":"textDocument/prepareRename","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/rename/index.md"},"position":{"line":2,"character":80}}}
<-- {"id":9,"result":{"placeholder":"c","range":{"end":{"character":81,"line":2},"start":{"character":80,"line":2}}}}
# the label in its definition and its use.
--> {"id":10,"method":"textDocument/rename","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/rename/index.md"},"position":{"line":4,"character":1},"newName":"crêpes 😀"}}
<-- {"id":10,"result":{"documentChanges":[{"edits":[{"newText":"crêpes 😀","range":{"end":{"character":81,"line":2},"start":{"character":80,"line":2}}},{"newText":"crêpes 😀","range":{"end":{"character":2,"line":4},"start":{"character":1,"line":4}}}],"textDocument":{"uri":"file://{{fixtures}}/workspaces/rename/index.md","version":1}}]}}
# plain text: null.
--> {"id":11,"method":"textDocument/prepareRename","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/rename/index.md"},"position":{"line":2,"character":1}}}
<-- {"id":11,"result":null}
# plain text: RequestFailed.
--> {"id":12,"method":"textDocument/rename","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/rename/index.md"},"position":{"line":2,"character":1},"newName":"x"}}
<-- {"error":{"code":-32803,"message":"Nothing at the cursor can be renamed: put it on an ingredient, a label or a heading."},"id":12}
# workspace/symbol: the heading that matches, from the open document.
--> {"id":13,"method":"workspace/symbol","params":{"query":"sauce"}}
<-- {"id":13,"result":[{"kind":15,"location":{"range":{"end":{"character":15,"line":1},"start":{"character":3,"line":1}},"uri":"file://{{fixtures}}/workspaces/rename/index.md"},"name":"Sauce chaude"}]}
# workspace/symbol by an ingredient's id: its span in each file.
--> {"id":14,"method":"workspace/symbol","params":{"query":"3"}}
<-- {"id":14,"result":[{"kind":13,"location":{"range":{"end":{"character":16,"line":2},"start":{"character":7,"line":2}},"uri":"file://{{fixtures}}/workspaces/rename/index.md"},"name":"バター (ingredient 3)"},{"kind":13,"location":{"range":{"end":{"character":11,"line":2},"start":{"character":2,"line":2}},"uri":"file://{{fixtures}}/workspaces/rename/notes.md"},"name":"バター (ingredient 3)"}]}
# completion after ](#: this document's anchors.
--> {"id":15,"method":"textDocument/completion","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/rename/index.md"},"position":{"line":6,"character":8}}}
<-- {"id":15,"result":{"isIncomplete":false,"items":[{"detail":"😀 Index","insertTextFormat":1,"kind":18,"label":"-index","sortText":"0000","textEdit":{"newText":"-index","range":{"end":{"character":8,"line":6},"start":{"character":8,"line":6}}}},{"detail":"Sauce chaude","insertTextFormat":1,"kind":18,"label":"sauce-chaude","sortText":"0001","textEdit":{"newText":"sauce-chaude","range":{"end":{"character":8,"line":6},"start":{"character":8,"line":6}}}}]}}
# completion after ](no: the workspace files that match, relative to the document.
--> {"id":16,"method":"textDocument/completion","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/rename/index.md"},"position":{"line":6,"character":16}}}
<-- {"id":16,"result":{"isIncomplete":false,"items":[{"insertTextFormat":1,"kind":17,"label":"notes.md","sortText":"0000","textEdit":{"newText":"notes.md","range":{"end":{"character":16,"line":6},"start":{"character":14,"line":6}}}}]}}
# completion in [d][: the link labels defined.
--> {"id":17,"method":"textDocument/completion","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/rename/index.md"},"position":{"line":6,"character":22}}}
<-- {"id":17,"result":{"isIncomplete":false,"items":[{"detail":"link definition","insertTextFormat":1,"kind":18,"label":"c","sortText":"0000","textEdit":{"newText":"c","range":{"end":{"character":22,"line":6},"start":{"character":22,"line":6}}}}]}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

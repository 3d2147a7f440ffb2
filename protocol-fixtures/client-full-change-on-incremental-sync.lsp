# The server syncs incrementally, but clients also send whole-text changes
# (VS Code after a reload from disk, Neovim after :edit!, eglot on a revert)
# and mix them with ranged ones in one didChange (rangeLength included, as
# VS Code sends it). Each change applies to the text the ones before it left.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"one\ntwo\n"}}}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/doc.md","version":2},"contentChanges":[{"text":"Reloaded\nfrom disk\n"}]}}
--> {"id":2,"method":"laminate/documentText","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
<-- {"id":2,"result":{"uri":"file:///w/doc.md","version":2,"text":"Reloaded\nfrom disk\n","lineCount":3}}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/doc.md","version":3},"contentChanges":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":8}},"rangeLength":8,"text":"Edited"},{"text":"alpha\nbeta\n"},{"range":{"start":{"line":1,"character":0},"end":{"line":1,"character":4}},"rangeLength":4,"text":"gamma"},{"range":{"start":{"line":0,"character":5},"end":{"line":0,"character":5}},"rangeLength":0,"text":"!"}]}}
--> {"id":3,"method":"laminate/documentText","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
<-- {"id":3,"result":{"uri":"file:///w/doc.md","version":3,"text":"alpha!\ngamma\n","lineCount":3}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

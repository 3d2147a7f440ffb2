# Several incremental changes in one notification are applied in order, each against the text the previous one left.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"one\ntwo\nthree"}}}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/doc.md","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":3}},"text":"ONE"},{"range":{"start":{"line":1,"character":3},"end":{"line":1,"character":3}},"text":" and a half"},{"range":{"start":{"line":2,"character":0},"end":{"line":2,"character":5}},"text":"3"},{"range":{"start":{"line":0,"character":3},"end":{"line":1,"character":0}},"text":" "},{"range":{"start":{"line":1,"character":0},"end":{"line":1,"character":0}},"text":"> "}]}}
--> {"id":2,"method":"laminate/documentText","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
<-- {"id":2,"result":{"uri":"file:///w/doc.md","version":2,"text":"ONE two and a half\n> 3","lineCount":2}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

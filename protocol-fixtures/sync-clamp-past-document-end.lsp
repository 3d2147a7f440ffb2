# A line past the last line means the end of the document.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"last line"}}}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/doc.md","version":2},"contentChanges":[{"range":{"start":{"line":7,"character":0},"end":{"line":9,"character":3}},"text":" + more"}]}}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/doc.md","version":3},"contentChanges":[{"range":{"start":{"line":0,"character":4},"end":{"line":50,"character":0}},"text":""}]}}
--> {"id":2,"method":"laminate/documentText","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
<-- {"id":2,"result":{"uri":"file:///w/doc.md","version":3,"text":"last","lineCount":1}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

# Versions follow didChange; a full change then incremental ones mix freely.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":5,"text":"a"}}}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/doc.md","version":6},"contentChanges":[{"text":"hello"}]}}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/doc.md","version":7},"contentChanges":[{"range":{"start":{"line":0,"character":5},"end":{"line":0,"character":5}},"text":" world"}]}}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/doc.md","version":9},"contentChanges":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":1}},"text":"H"}]}}
--> {"id":2,"method":"laminate/documentText","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
<-- {"id":2,"result":{"uri":"file:///w/doc.md","version":9,"text":"Hello world","lineCount":1}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

# A character past the end of its line means the end of the line (LSP).
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"short\r\nline two"}}}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/doc.md","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":100},"end":{"line":0,"character":200}},"text":"!"}]}}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/doc.md","version":3},"contentChanges":[{"range":{"start":{"line":1,"character":4},"end":{"line":1,"character":999}},"text":""}]}}
--> {"id":2,"method":"laminate/documentText","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
<-- {"id":2,"result":{"uri":"file:///w/doc.md","version":3,"text":"short!\r\nline","lineCount":2}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

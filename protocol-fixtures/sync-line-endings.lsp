# Lines end at \n, \r\n and a lone \r, as LSP says.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"a\rb\r\nc\nd"}}}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/doc.md","version":2},"contentChanges":[{"range":{"start":{"line":1,"character":1},"end":{"line":1,"character":1}},"text":"B"},{"range":{"start":{"line":2,"character":0},"end":{"line":2,"character":1}},"text":"C"},{"range":{"start":{"line":3,"character":0},"end":{"line":3,"character":0}},"text":"D"}]}}
--> {"id":2,"method":"laminate/documentText","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
<-- {"id":2,"result":{"uri":"file:///w/doc.md","version":2,"text":"a\rbB\r\nC\nDd","lineCount":4}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

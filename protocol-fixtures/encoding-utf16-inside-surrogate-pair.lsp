# utf-16: a column inside a surrogate pair means the start of the character.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"a😀b"}}}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/doc.md","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":2},"end":{"line":0,"character":2}},"text":"X"}]}}
--> {"id":2,"method":"laminate/documentText","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
<-- {"id":2,"result":{"uri":"file:///w/doc.md","version":2,"text":"aX😀b","lineCount":1}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

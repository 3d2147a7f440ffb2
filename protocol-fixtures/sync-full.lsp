# Full sync: a change without a range replaces the whole text.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"# Title\n\nOld text.\n"}}}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/doc.md","version":2},"contentChanges":[{"text":"Brand new\ntext"}]}}
--> {"id":2,"method":"laminate/documentText","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
<-- {"id":2,"result":{"uri":"file:///w/doc.md","version":2,"text":"Brand new\ntext","lineCount":2}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

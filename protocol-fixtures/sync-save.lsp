# didSave changes nothing in the server's copy.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"saved text"}}}
--> {"method":"textDocument/didSave","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
--> {"id":2,"method":"laminate/documentText","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
<-- {"id":2,"result":{"uri":"file:///w/doc.md","version":1,"text":"saved text","lineCount":1}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

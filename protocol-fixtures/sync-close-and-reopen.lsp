# didClose forgets a document; didOpen again starts from the new text.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"first"}}}
--> {"method":"textDocument/didClose","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
--> {"id":2,"method":"laminate/documentText","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
<-- {"id":2,"error":{"code":-32602,"message":"document file:///w/doc.md is not open"}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":3,"text":"second"}}}
--> {"id":3,"method":"laminate/documentText","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
<-- {"id":3,"result":{"uri":"file:///w/doc.md","version":3,"text":"second","lineCount":1}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

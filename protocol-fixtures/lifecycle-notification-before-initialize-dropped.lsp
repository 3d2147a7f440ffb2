# Notifications before initialize are dropped: the document opened early is not open.
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"early"}}}
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"id":2,"method":"laminate/documentText","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
<-- {"id":2,"error":{"code":-32602,"message":"document file:///w/doc.md is not open"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

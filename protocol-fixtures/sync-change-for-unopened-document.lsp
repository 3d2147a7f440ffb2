# A change for a document that is not open is reported and ignored.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/other.md","version":2},"contentChanges":[{"text":"lost"}]}}
--> {"id":2,"method":"laminate/documentText","params":{"textDocument":{"uri":"file:///w/other.md"}}}
<-- {"id":2,"error":{"code":-32602,"message":"document file:///w/other.md is not open"}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/other.md","languageId":"markdown","version":1,"text":"fresh"}}}
--> {"id":3,"method":"laminate/documentText","params":{"textDocument":{"uri":"file:///w/other.md"}}}
<-- {"id":3,"result":{"uri":"file:///w/other.md","version":1,"text":"fresh","lineCount":1}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

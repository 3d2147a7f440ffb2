# A long request does not hold up the requests behind it; cancelling it answers it.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"abc"}}}
--> {"id":"long","method":"laminate/wait","params":{"milliseconds":30000}}
--> {"id":3,"method":"laminate/documentText","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
<-- {"id":3,"result":{"uri":"file:///w/doc.md","version":1,"text":"abc","lineCount":1}}
--> {"method":"$/cancelRequest","params":{"id":"long"}}
<-- {"id":"long","error":{"code":-32800,"message":"request cancelled"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

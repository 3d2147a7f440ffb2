# A client that does not declare window.showDocument gets the preview's
# URL as the command's result and no request to open it: the editor shows
# or opens the URL itself. Closing the document stops its preview.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{"window":{"showDocument":{"support":false}}}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/recipe.md","languageId":"markdown","version":1,"text":"**bold**"}}}
--> {"id":2,"method":"workspace/executeCommand","params":{"command":"laminate.preview","arguments":["file:///w/recipe.md"]}}
<-- {"id":2,"result":"<any>"}
--> {"method":"textDocument/didClose","params":{"textDocument":{"uri":"file:///w/recipe.md"}}}
--> {"id":3,"method":"workspace/executeCommand","params":{"command":"laminate.preview","arguments":["file:///w/recipe.md","stop"]}}
<-- {"id":3,"result":null}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

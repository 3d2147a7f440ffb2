# laminate.preview for an open document, from a client that can show
# documents: the server asks it to open the preview's page in a browser
# (window/showDocument, external) and returns the page's URL. Asked again,
# it shows the same page again; "stop" stops it (null), and a stop of a
# preview that is not running is no error. The preview ends with the server.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{"window":{"showDocument":{"support":true}}}}}
<-- {"id":1,"result":{"capabilities":{"executeCommandProvider":{"commands":["laminate.preview"]},"...":"<any>"},"serverInfo":"<any>"}}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/recipe.md","languageId":"markdown","version":1,"text":"Add ^[milk](ingredient: 4)."}}}
--> {"id":2,"method":"workspace/executeCommand","params":{"command":"laminate.preview","arguments":["file:///w/recipe.md"]}}
<-- {"id":"laminate-1","method":"window/showDocument","params":{"uri":"<any>","external":true}}
<-- {"id":2,"result":"<any>"}
--> {"id":"laminate-1","result":{"success":true}}
--> {"id":3,"method":"workspace/executeCommand","params":{"command":"laminate.preview","arguments":[{"uri":"file:///w/recipe.md"}]}}
<-- {"id":"laminate-2","method":"window/showDocument","params":{"uri":"<any>","external":true}}
<-- {"id":3,"result":"<any>"}
--> {"id":"laminate-2","result":{"success":false}}
--> {"id":4,"method":"workspace/executeCommand","params":{"command":"laminate.preview","arguments":["file:///w/recipe.md","stop"]}}
<-- {"id":4,"result":null}
--> {"id":5,"method":"workspace/executeCommand","params":{"command":"laminate.preview","arguments":["file:///w/recipe.md","stop"]}}
<-- {"id":5,"result":null}
--> {"id":6,"method":"workspace/executeCommand","params":{"command":"laminate.preview","arguments":["file:///w/recipe.md","allow-html"]}}
<-- {"id":"laminate-3","method":"window/showDocument","params":{"uri":"<any>","external":true}}
<-- {"id":6,"result":"<any>"}
--> {"id":"laminate-3","result":{"success":true}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

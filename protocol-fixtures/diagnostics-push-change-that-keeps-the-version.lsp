# A client that sends a change without raising the version (here one that keeps the text's length too) still gets the new text's diagnostics: the server tells its texts apart by more than the version and the length. The published version is the client's.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{"textDocument":{"publishDiagnostics":{}}}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/recipe.md","languageId":"markdown","version":1,"text":"Add ^[milk](foregroundColor: \"gren\").\n"}}}
--> {"id":2,"method":"laminate/flushDiagnostics"}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"code":"LAM007","data":"<any>","message":"<any>","range":{"end":{"character":35,"line":0},"start":{"character":29,"line":0}},"severity":1,"source":"laminate"}],"uri":"file:///w/recipe.md","version":1}}
<-- {"id":2,"result":null}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/recipe.md","version":1},"contentChanges":[{"range":{"start":{"line":0,"character":30},"end":{"line":0,"character":34}},"text":"blue"}]}}
--> {"id":3,"method":"laminate/flushDiagnostics"}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[],"uri":"file:///w/recipe.md","version":1}}
<-- {"id":3,"result":null}
--> {"id":4,"method":"laminate/documentText","params":{"textDocument":{"uri":"file:///w/recipe.md"}}}
<-- {"id":4,"result":{"uri":"file:///w/recipe.md","version":1,"text":"Add ^[milk](foregroundColor: \"blue\").\n","lineCount":2}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

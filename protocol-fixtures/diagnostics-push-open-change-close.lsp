# Pushed diagnostics: after didOpen and each didChange, the problems of the newest text with its version (code, source, severity, the other place of a conflicting ingredient id as related information, the quick fixes in data); closing clears them (no version).
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{"textDocument":{"publishDiagnostics":{"relatedInformation":true}}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-16","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/recipe.md","languageId":"markdown","version":1,"text":"Add ^[milk](ingredient: 1, foregroundColor: \"gren\") and ^[salt](ingredient: 1).\n"}}}
--> {"id":2,"method":"laminate/flushDiagnostics"}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"code":"LAM007","data":{"fixes":[{"edits":[{"newText":"\"green\"","range":{"end":{"character":50,"line":0},"start":{"character":44,"line":0}}}],"isPreferred":true,"title":"Change to 'green'"}],"version":1},"message":"'foregroundColor' must be a color name or a hex color (#RGB, #RRGGBB, #RRGGBBAA), but \"gren\" is not — did you mean 'green'?","range":{"end":{"character":50,"line":0},"start":{"character":44,"line":0}},"severity":1,"source":"laminate"},{"code":"LAM014","data":{"fixes":[],"version":1},"message":"Ingredient 1 already marks \"milk\", but here it marks \"salt\".","range":{"end":{"character":77,"line":0},"start":{"character":76,"line":0}},"relatedInformation":[{"location":{"range":{"end":{"character":51,"line":0},"start":{"character":4,"line":0}},"uri":"file:///w/recipe.md"},"message":"ingredient 1 is \"milk\" here"}],"severity":2,"source":"laminate"}],"uri":"file:///w/recipe.md","version":1}}
<-- {"id":2,"result":null}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/recipe.md","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":45},"end":{"line":0,"character":49}},"text":"green"}]}}
--> {"id":3,"method":"laminate/flushDiagnostics"}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"code":"LAM014","data":{"fixes":[],"version":2},"message":"Ingredient 1 already marks \"milk\", but here it marks \"salt\".","range":{"end":{"character":78,"line":0},"start":{"character":77,"line":0}},"relatedInformation":[{"location":{"range":{"end":{"character":52,"line":0},"start":{"character":4,"line":0}},"uri":"file:///w/recipe.md"},"message":"ingredient 1 is \"milk\" here"}],"severity":2,"source":"laminate"}],"uri":"file:///w/recipe.md","version":2}}
<-- {"id":3,"result":null}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/recipe.md","version":3},"contentChanges":[{"range":{"start":{"line":0,"character":77},"end":{"line":0,"character":78}},"text":"2"}]}}
--> {"id":4,"method":"laminate/flushDiagnostics"}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[],"uri":"file:///w/recipe.md","version":3}}
<-- {"id":4,"result":null}
--> {"method":"textDocument/didClose","params":{"textDocument":{"uri":"file:///w/recipe.md"}}}
--> {"id":99,"method":"shutdown"}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[],"uri":"file:///w/recipe.md"}}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

# The formatting definition found next to a document is used for its problems (kern is outside the definition's scope), and the definition's own problems (an unknown field) are published for the definition file's URI. Checks wait 10 s here, so the definition file's problems come first. Reporting the file changed when its bytes did not re-checks nothing.
--> {"id":1,"method":"initialize","params":{"processId":null,"rootUri":"file://{{fixtures}}/workspaces/diagnostics-definition","capabilities":{"textDocument":{"publishDiagnostics":{}}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-16","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"initialized","params":{}}
--> {"method":"workspace/didChangeConfiguration","params":{"settings":{"laminate":{"diagnostics":{"delayMilliseconds":10000}}}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/diagnostics-definition/recipe.md","languageId":"markdown","version":1,"text":"^[Hard](difficulty: \"hard\", kern: 1)\n"}}}
--> {"id":2,"method":"laminate/flushDiagnostics"}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"code":"LAM106","data":{"fixes":[]},"message":"'colour' is not a field of the definition; it is ignored.","range":{"end":{"character":10,"line":5},"start":{"character":2,"line":5}},"severity":2,"source":"laminate"}],"uri":"file://{{fixtures}}/workspaces/diagnostics-definition/.laminate.json"}}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"code":"LAM003","data":{"fixes":[{"edits":[{"newText":"","range":{"end":{"character":35,"line":0},"start":{"character":26,"line":0}}}],"isPreferred":false,"title":"Remove 'kern'"}],"version":1},"message":"'kern' is not in this project's scope (foregroundColor, ingredient, difficulty).","range":{"end":{"character":32,"line":0},"start":{"character":28,"line":0}},"severity":2,"source":"laminate"}],"uri":"file://{{fixtures}}/workspaces/diagnostics-definition/recipe.md","version":1}}
<-- {"id":2,"result":null}
--> {"method":"workspace/didChangeWatchedFiles","params":{"changes":[{"uri":"file://{{fixtures}}/workspaces/diagnostics-definition/.laminate.json","type":2}]}}
--> {"id":3,"method":"laminate/flushDiagnostics"}
<-- {"id":3,"result":null}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

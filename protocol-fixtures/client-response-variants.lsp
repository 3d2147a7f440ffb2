# Answers to the server's own requests: some JSON-RPC libraries write
# "error": null beside the result, which is read as no error (the settings
# answered here turn semantic tokens off). A broken answer
# (both a result and an error) is logged and never answered: a response to a
# response would only confuse the client.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{"workspace":{"configuration":true,"didChangeWatchedFiles":{"dynamicRegistration":true}},"textDocument":{"semanticTokens":{"requests":{"full":true},"tokenTypes":[],"tokenModifiers":[],"formats":["relative"]}}},"trace":"messages"}}
<-- {"id":1,"result":"<any>"}
--> {"method":"initialized","params":null}
<-- {"id":"laminate-1","method":"client/registerCapability","params":"<any>"}
<-- {"id":"laminate-2","method":"workspace/configuration","params":{"items":[{"section":"laminate"}]}}
--> {"id":"laminate-1","result":null,"error":{"code":-32601,"message":"no"}}
<-- {"method":"$/logTrace","params":{"message":"response \"laminate-1\" ignored: a response has both \"result\" and \"error\""}}
<-- {"method":"window/logMessage","params":{"type":1,"message":"response \"laminate-1\" ignored: a response has both \"result\" and \"error\""}}
--> {"id":"laminate-2","result":[{"semanticTokens":{"enabled":false}}],"error":null}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"*a*"}}}
--> {"id":2,"method":"textDocument/semanticTokens/full","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
<-- {"id":2,"result":{"data":[],"resultId":"<any>"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

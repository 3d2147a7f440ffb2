# A client that accepts workspace/semanticTokens/refresh is asked to request
# tokens again when laminate.semanticTokens changes (not when another setting
# changes, nor when the same value is sent again).
--> {"id":1,"method":"initialize","params":{"capabilities":{"workspace":{"semanticTokens":{"refreshSupport":true}},"textDocument":{"semanticTokens":{"requests":{"full":{"delta":true}},"tokenTypes":[],"tokenModifiers":[],"formats":["relative"]}}}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"initialized","params":{}}
--> {"method":"workspace/didChangeConfiguration","params":{"settings":{"laminate":{"semanticTokens":{"enabled":false}}}}}
<-- {"id":"laminate-1","method":"workspace/semanticTokens/refresh"}
--> {"id":"laminate-1","result":null}
--> {"method":"workspace/didChangeConfiguration","params":{"settings":{"laminate":{"semanticTokens":{"enabled":false},"trace":"off"}}}}
--> {"method":"workspace/didChangeConfiguration","params":{"settings":{"laminate":{"semanticTokens":{"enabled":true,"markdown":false}}}}}
<-- {"id":"laminate-2","method":"workspace/semanticTokens/refresh"}
--> {"id":"laminate-2","result":null}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

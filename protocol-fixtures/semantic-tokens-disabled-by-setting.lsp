# laminate.semanticTokens.enabled = false: every token request answers with
# no tokens (the provider stays advertised: capabilities are fixed at
# initialize, and the setting may change at any time). Empty data rather
# than null, because an empty result makes every client drop the tokens it
# shows. Turning the setting back on brings the tokens back.
--> {"id":1,"method":"initialize","params":{"capabilities":{"textDocument":{"semanticTokens":{"requests":{"full":{"delta":true},"range":true},"tokenTypes":[],"tokenModifiers":[],"formats":["relative"]}}}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"*a* ^[b](c: 1)\n"}}}
--> {"method":"workspace/didChangeConfiguration","params":{"settings":{"laminate":{"semanticTokens":{"enabled":false}}}}}
--> {"id":2,"method":"textDocument/semanticTokens/full","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
<-- {"id":2,"result":{"data":[],"resultId":"1.2"}}
--> {"id":3,"method":"textDocument/semanticTokens/range","params":{"textDocument":{"uri":"file:///w/doc.md"},"range":{"start":{"line":0,"character":0},"end":{"line":1,"character":0}}}}
<-- {"id":3,"result":{"data":[]}}
--> {"id":4,"method":"textDocument/semanticTokens/full/delta","params":{"textDocument":{"uri":"file:///w/doc.md"},"previousResultId":"1.2"}}
<-- {"id":4,"result":{"edits":[],"resultId":"1.2"}}
--> {"method":"workspace/didChangeConfiguration","params":{"settings":{"laminate":{"semanticTokens":{"enabled":true}}}}}
--> {"id":5,"method":"textDocument/semanticTokens/full","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
#   0:0 +1 delimiter emphasis "*"
#   0:1 +1 text emphasis "a"
#   0:2 +1 delimiter emphasis "*"
#   0:4 +2 decorator "^["
#   0:6 +1 attributedText "b"
#   0:7 +1 decorator "]"
#   0:8 +1 decorator "("
#   0:9 +1 property "c"
#   0:12 +1 number "1"
#   0:13 +1 decorator ")"
<-- {"id":5,"result":{"data":[0,0,1,11,1,0,1,1,0,1,0,1,1,11,1,0,2,2,20,0,0,2,1,25,0,0,1,1,20,0,0,1,1,20,0,0,1,1,21,0,0,3,1,22,0,0,1,1,20,0],"resultId":"1.3"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

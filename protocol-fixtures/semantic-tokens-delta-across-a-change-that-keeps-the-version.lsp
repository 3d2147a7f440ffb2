# A client that changes the text without raising the version, then asks
# for a delta against the result it had: the delta is against that result's
# tokens, not against the new text's. Result ids name the server's revision
# of the text ("2.1" here although the version is still 1), so the two texts
# of version 1 have two ids. (Before, both were "1.1": the delta stored the
# new tokens under that id and answered with no edits.)
--> {"id":1,"method":"initialize","params":{"capabilities":{"textDocument":{"semanticTokens":{"requests":{"full":{"delta":true},"range":true},"tokenTypes":[],"tokenModifiers":[],"formats":["relative"]}}}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"# One\n\nplain words\n"}}}
--> {"id":2,"method":"textDocument/semanticTokens/full","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
<-- {"id":2,"result":{"data":"<any>","resultId":"1.1"}}
# "plain words" becomes "plain *new* words", still version 1.
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/doc.md","version":1},"contentChanges":[{"range":{"start":{"line":2,"character":6},"end":{"line":2,"character":6}},"text":"*new* "}]}}
--> {"id":3,"method":"textDocument/semanticTokens/full/delta","params":{"textDocument":{"uri":"file:///w/doc.md"},"previousResultId":"1.1"}}
<-- {"id":3,"result":{"edits":[{"data":[2,6,1,11,1,0,1,3,0,1,0,3,1,11,1],"deleteCount":0,"start":10}],"resultId":"2.1"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

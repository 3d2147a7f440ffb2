# full, then an edit that adds emphasis in the second paragraph, then
# full/delta against the first result: one edit replacing only the integers
# that changed (the new tokens, and the line delta of the token after them).
# Result ids name the text (its revision in the server) and configuration generation ("2.1"), so a
# delta does not depend on which concurrent request finished first. A delta
# against the current result returns no edits; against an id the server
# does not know, the tokens in full.
--> {"id":1,"method":"initialize","params":{"capabilities":{"textDocument":{"semanticTokens":{"requests":{"full":{"delta":true},"range":true},"tokenTypes":[],"tokenModifiers":[],"formats":["relative"]}}}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"# One\n\nplain words\n\n^[x](k: 1)\n"}}}
--> {"id":2,"method":"textDocument/semanticTokens/full","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
#   0:0 +1 headingMarker level1 "#"
#   0:2 +3 heading level1 "One"
#   4:0 +2 decorator "^["
#   4:2 +1 attributedText "x"
#   4:3 +1 decorator "]"
#   4:4 +1 decorator "("
#   4:5 +1 property "k"
#   4:8 +1 number "1"
#   4:9 +1 decorator ")"
<-- {"id":2,"result":{"data":[0,0,1,2,8,0,2,3,1,8,4,0,2,20,0,0,2,1,25,0,0,1,1,20,0,0,1,1,20,0,0,1,1,21,0,0,3,1,22,0,0,1,1,20,0],"resultId":"1.1"}}
# "plain words" becomes "plain *new* words".
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/doc.md","version":2},"contentChanges":[{"range":{"start":{"line":2,"character":6},"end":{"line":2,"character":6}},"text":"*new* "}]}}
--> {"id":3,"method":"textDocument/semanticTokens/full/delta","params":{"textDocument":{"uri":"file:///w/doc.md"},"previousResultId":"1.1"}}
<-- {"id":3,"result":{"edits":[{"data":[2,6,1,11,1,0,1,3,0,1,0,3,1,11,1,2],"deleteCount":1,"start":10}],"resultId":"2.1"}}
--> {"id":4,"method":"textDocument/semanticTokens/full/delta","params":{"textDocument":{"uri":"file:///w/doc.md"},"previousResultId":"2.1"}}
<-- {"id":4,"result":{"edits":[],"resultId":"2.1"}}
--> {"id":5,"method":"textDocument/semanticTokens/full/delta","params":{"textDocument":{"uri":"file:///w/doc.md"},"previousResultId":"not-ours"}}
#   0:0 +1 headingMarker level1 "#"
#   0:2 +3 heading level1 "One"
#   2:6 +1 delimiter emphasis "*"
#   2:7 +3 text emphasis "new"
#   2:10 +1 delimiter emphasis "*"
#   4:0 +2 decorator "^["
#   4:2 +1 attributedText "x"
#   4:3 +1 decorator "]"
#   4:4 +1 decorator "("
#   4:5 +1 property "k"
#   4:8 +1 number "1"
#   4:9 +1 decorator ")"
<-- {"id":5,"result":{"data":[0,0,1,2,8,0,2,3,1,8,2,6,1,11,1,0,1,3,0,1,0,3,1,11,1,2,0,2,20,0,0,2,1,25,0,0,1,1,20,0,0,1,1,20,0,0,1,1,21,0,0,3,1,22,0,0,1,1,20,0],"resultId":"2.1"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

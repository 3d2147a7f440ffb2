# utf-8: columns and lengths count utf-8 units, with an emoji outside the
# BMP, a ZWJ sequence, CJK, a combining mark and right-to-left text.
--> {"id":1,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-8"]},"textDocument":{"semanticTokens":{"requests":{"full":{"delta":true},"range":true},"tokenTypes":[],"tokenModifiers":[],"formats":["relative"]}}}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"# 😀 *日本* é *x*\n\n^[עברית](ingredient: 1, note: \"👩‍👩‍👧 مرحبا\") **é**\n"}}}
--> {"id":2,"method":"textDocument/semanticTokens/full","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
#   0:0 +1 headingMarker level1 "#"
#   0:2 +4 heading level1 "😀"
#   0:7 +1 delimiter emphasis,level1 "*"
#   0:8 +6 heading emphasis,level1 "日本"
#   0:14 +1 delimiter emphasis,level1 "*"
#   0:16 +3 heading level1 "é"
#   0:20 +1 delimiter emphasis,level1 "*"
#   0:21 +1 heading emphasis,level1 "x"
#   0:22 +1 delimiter emphasis,level1 "*"
#   2:0 +2 decorator "^["
#   2:2 +10 ingredient "עברית"
#   2:12 +1 decorator "]"
#   2:13 +1 decorator "("
#   2:14 +10 property "ingredient"
#   2:26 +1 number "1"
#   2:29 +4 property "note"
#   2:35 +31 string "\"👩‍👩‍👧 مرحبا\""
#   2:66 +1 decorator ")"
#   2:68 +2 delimiter strong "**"
#   2:70 +2 text strong "é"
#   2:72 +2 delimiter strong "**"
<-- {"id":2,"result":{"data":[0,0,1,2,8,0,2,4,1,8,0,5,1,11,9,0,1,6,1,9,0,6,1,11,9,0,2,3,1,8,0,4,1,11,9,0,1,1,1,9,0,1,1,11,9,2,0,2,20,0,0,2,10,26,0,0,10,1,20,0,0,1,1,20,0,0,1,10,21,0,0,12,1,22,0,0,3,4,21,0,0,6,31,14,0,0,31,1,20,0,0,2,2,11,2,0,2,2,0,2,0,2,2,11,2],"resultId":"1.1"}}
--> {"id":3,"method":"textDocument/semanticTokens/range","params":{"textDocument":{"uri":"file:///w/doc.md"},"range":{"start":{"line":2,"character":0},"end":{"line":2,"character":8}}}}
#   2:0 +2 decorator "^["
#   2:2 +10 ingredient "עברית"
<-- {"id":3,"result":{"data":[2,0,2,20,0,0,2,10,26,0]}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

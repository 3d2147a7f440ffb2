# A client that augments its own syntax highlighting (augmentsSyntaxTokens)
# gets only what Attributed Markdown adds to Markdown: attribute spans and
# definitions and their text (here inside emphasis, which its own Markdown
# grammar colours). laminate.semanticTokens.markdown = true sends every token
# regardless; false would send only attribute tokens to any client.
--> {"id":1,"method":"initialize","params":{"capabilities":{"textDocument":{"semanticTokens":{"requests":{"full":true},"tokenTypes":[],"tokenModifiers":[],"formats":["relative"],"augmentsSyntaxTokens":true}}}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"# Milk\n\n*Add ^[milk](ingredient: 1)* and `code`.\n\n^[warm]: temperature: 40\n"}}}
--> {"id":2,"method":"textDocument/semanticTokens/full","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
#   2:5 +2 decorator emphasis "^["
#   2:7 +4 ingredient emphasis "milk"
#   2:11 +1 decorator emphasis "]"
#   2:12 +1 decorator emphasis "("
#   2:13 +10 property "ingredient"
#   2:25 +1 number "1"
#   2:26 +1 decorator emphasis ")"
#   4:0 +2 decorator definition "^["
#   4:2 +4 label definition "warm"
#   4:6 +1 decorator definition "]"
#   4:7 +1 decorator definition ":"
#   4:9 +11 property definition "temperature"
#   4:22 +2 number definition "40"
<-- {"id":2,"result":{"data":[2,5,2,20,1,0,2,4,26,1,0,4,1,20,1,0,1,1,20,1,0,1,10,21,0,0,12,1,22,0,0,1,1,20,1,2,0,2,20,512,0,2,4,15,512,0,4,1,20,512,0,1,1,20,512,0,2,11,21,512,0,13,2,22,512],"resultId":"1.1"}}
--> {"method":"workspace/didChangeConfiguration","params":{"settings":{"laminate":{"semanticTokens":{"markdown":true}}}}}
--> {"id":3,"method":"textDocument/semanticTokens/full","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
#   0:0 +1 headingMarker level1 "#"
#   0:2 +4 heading level1 "Milk"
#   2:0 +1 delimiter emphasis "*"
#   2:1 +3 text emphasis "Add"
#   2:5 +2 decorator emphasis "^["
#   2:7 +4 ingredient emphasis "milk"
#   2:11 +1 decorator emphasis "]"
#   2:12 +1 decorator emphasis "("
#   2:13 +10 property "ingredient"
#   2:25 +1 number "1"
#   2:26 +1 decorator emphasis ")"
#   2:27 +1 delimiter emphasis "*"
#   2:33 +1 delimiter "`"
#   2:34 +4 code "code"
#   2:38 +1 delimiter "`"
#   4:0 +2 decorator definition "^["
#   4:2 +4 label definition "warm"
#   4:6 +1 decorator definition "]"
#   4:7 +1 decorator definition ":"
#   4:9 +11 property definition "temperature"
#   4:22 +2 number definition "40"
<-- {"id":3,"result":{"data":[0,0,1,2,8,0,2,4,1,8,2,0,1,11,1,0,1,3,0,1,0,4,2,20,1,0,2,4,26,1,0,4,1,20,1,0,1,1,20,1,0,1,10,21,0,0,12,1,22,0,0,1,1,20,1,0,1,1,11,1,0,6,1,11,0,0,1,4,8,0,0,4,1,11,0,2,0,2,20,512,0,2,4,15,512,0,4,1,20,512,0,1,1,20,512,0,2,11,21,512,0,13,2,22,512],"resultId":"1.2"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

# Without multilineTokenSupport, a token that crosses a line end (a code
# span, an attribute string continued with a backslash, inline HTML) is cut
# into one token per line, and the block quote's ">" between the pieces
# keeps its own token.
--> {"id":1,"method":"initialize","params":{"capabilities":{"textDocument":{"semanticTokens":{"requests":{"full":{"delta":true},"range":true},"tokenTypes":[],"tokenModifiers":[],"formats":["relative"]}}}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"> a `code\n> span` and <b\n> class=\"x\">\n\n^[t](k: \"one\\\ntwo\")\n"}}}
--> {"id":2,"method":"textDocument/semanticTokens/full","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
#   0:0 +1 quoteMarker ">"
#   0:4 +1 delimiter "`"
#   0:5 +4 code "code"
#   1:0 +1 quoteMarker ">"
#   1:2 +4 code "span"
#   1:6 +1 delimiter "`"
#   1:12 +2 html "<b"
#   2:0 +1 quoteMarker ">"
#   2:2 +10 html "class=\"x\">"
#   4:0 +2 decorator "^["
#   4:2 +1 attributedText "t"
#   4:3 +1 decorator "]"
#   4:4 +1 decorator "("
#   4:5 +1 property "k"
#   4:8 +5 string "\"one\\"
#   5:0 +4 string "two\""
#   5:4 +1 decorator ")"
<-- {"id":2,"result":{"data":[0,0,1,4,0,0,4,1,11,0,0,1,4,8,0,1,0,1,4,0,0,2,4,8,0,0,4,1,11,0,0,6,2,16,0,1,0,1,4,0,0,2,10,16,0,2,0,2,20,0,0,2,1,25,0,0,1,1,20,0,0,1,1,20,0,0,1,1,21,0,0,3,5,14,0,1,0,4,14,0,0,4,1,20,0],"resultId":"1.1"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

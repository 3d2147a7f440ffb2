# textDocument/semanticTokens/range: the tokens that meet the range (from
# line 2 to line 3 here), whole, without a resultId. A range past the
# end of the document is clamped.
--> {"id":1,"method":"initialize","params":{"capabilities":{"textDocument":{"semanticTokens":{"requests":{"full":{"delta":true},"range":true},"tokenTypes":[],"tokenModifiers":[],"formats":["relative"]}}}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"# Top\n\n- *one* and ^[two](n: 2)\n- `three`\n\n> **four**\n"}}}
--> {"id":2,"method":"textDocument/semanticTokens/range","params":{"textDocument":{"uri":"file:///w/doc.md"},"range":{"start":{"line":2,"character":4},"end":{"line":3,"character":3}}}}
#   2:3 +3 text emphasis "one"
#   2:6 +1 delimiter emphasis "*"
#   2:12 +2 decorator "^["
#   2:14 +3 attributedText "two"
#   2:17 +1 decorator "]"
#   2:18 +1 decorator "("
#   2:19 +1 property "n"
#   2:22 +1 number "2"
#   2:23 +1 decorator ")"
#   3:0 +1 listMarker "-"
#   3:2 +1 delimiter "`"
<-- {"id":2,"result":{"data":[2,3,3,0,1,0,3,1,11,1,0,6,2,20,0,0,2,3,25,0,0,3,1,20,0,0,1,1,20,0,0,1,1,21,0,0,3,1,22,0,0,1,1,20,0,1,0,1,3,0,0,2,1,11,0]}}
--> {"id":3,"method":"textDocument/semanticTokens/range","params":{"textDocument":{"uri":"file:///w/doc.md"},"range":{"start":{"line":5,"character":0},"end":{"line":40,"character":0}}}}
#   5:0 +1 quoteMarker ">"
#   5:2 +2 delimiter strong "**"
#   5:4 +4 text strong "four"
#   5:8 +2 delimiter strong "**"
<-- {"id":3,"result":{"data":[5,0,1,4,0,0,2,2,11,2,0,2,4,0,2,0,4,2,11,2]}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

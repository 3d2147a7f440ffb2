# A client that declares semantic tokens gets the provider with its legend;
# textDocument/semanticTokens/full returns the whole document's tokens with a
# resultId. utf-16 (the default). The tokens, five integers each:
--> {"id":1,"method":"initialize","params":{"capabilities":{"textDocument":{"semanticTokens":{"requests":{"full":{"delta":true},"range":true},"tokenTypes":[],"tokenModifiers":[],"formats":["relative"]}}}}}
<-- {"id":1,"result":{"capabilities":{"...":"<any>","positionEncoding":"utf-16","semanticTokensProvider":{"full":{"delta":true},"legend":{"tokenModifiers":["emphasis","strong","strikethrough","level1","level2","level3","level4","level5","level6","definition","image","bold","italic","underline","lineThrough","colorBlack","colorWhite","colorGray","colorRed","colorOrange","colorYellow","colorGreen","colorMint","colorTeal","colorCyan","colorBlue","colorIndigo","colorPurple","colorPink","colorBrown"],"tokenTypes":["text","heading","headingMarker","listMarker","quoteMarker","thematicBreak","fence","infoString","code","tablePipe","tableDelimiter","delimiter","link","url","string","label","html","comment","escapeSequence","entity","decorator","property","number","boolean","keyword","attributedText","ingredient"]},"range":true},"textDocumentSync":{"change":2,"openClose":true,"save":{"includeText":false}}},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"# Title *it*\n\nAdd ^[**milk**](ingredient: 2, note: \"warm\").\n"}}}
--> {"id":2,"method":"textDocument/semanticTokens/full","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
#   0:0 +1 headingMarker level1 "#"
#   0:2 +5 heading level1 "Title"
#   0:8 +1 delimiter emphasis,level1 "*"
#   0:9 +2 heading emphasis,level1 "it"
#   0:11 +1 delimiter emphasis,level1 "*"
#   2:4 +2 decorator "^["
#   2:6 +2 delimiter strong "**"
#   2:8 +4 ingredient strong "milk"
#   2:12 +2 delimiter strong "**"
#   2:14 +1 decorator "]"
#   2:15 +1 decorator "("
#   2:16 +10 property "ingredient"
#   2:28 +1 number "2"
#   2:31 +4 property "note"
#   2:37 +6 string "\"warm\""
#   2:43 +1 decorator ")"
<-- {"id":2,"result":{"data":[0,0,1,2,8,0,2,5,1,8,0,6,1,11,9,0,1,2,1,9,0,2,1,11,9,2,4,2,20,0,0,2,2,11,2,0,2,4,26,2,0,4,2,11,2,0,2,1,20,0,0,1,1,20,0,0,1,10,21,0,0,12,1,22,0,0,3,4,21,0,0,6,6,14,0,0,6,1,20,0],"resultId":"1.1"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

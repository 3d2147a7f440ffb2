# Folding ranges in utf-8 for a client that takes characters: the section
# under the heading, a block quote, an attribute span over two lines (ending
# before " tail") and an HTML comment (kind comment). Each range starts at the
# end of its first line. Columns count bytes: 😀 is four, 日本 six, バター nine, e + U+0301 three.
--> {"id":1,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-8"]},"textDocument":{"foldingRange":{"lineFoldingOnly":false}}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-8","foldingRangeProvider":true,"...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"# 😀 日本\n\n> café 😀\n> バター\n\n^[😀 x\ny](ingredient: 7) tail\n\n<!--\nnote\n-->\n"}}}
--> {"id":2,"method":"textDocument/foldingRange","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
<-- {"id":2,"result":[{"endCharacter":3,"endLine":10,"kind":"region","startCharacter":13,"startLine":0},{"endCharacter":11,"endLine":3,"kind":"region","startCharacter":13,"startLine":2},{"endCharacter":17,"endLine":6,"kind":"region","startCharacter":8,"startLine":5},{"endCharacter":3,"endLine":10,"kind":"comment","startCharacter":4,"startLine":8}]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

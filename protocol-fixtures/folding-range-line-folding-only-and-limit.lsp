# A client with lineFoldingOnly gets lines only, and with rangeLimit 2 the
# first two ranges in document order (the section, then the quote).
--> {"id":1,"method":"initialize","params":{"capabilities":{"textDocument":{"foldingRange":{"lineFoldingOnly":true,"rangeLimit":2}}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-16","foldingRangeProvider":true,"...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"# 😀 日本\n\n> café 😀\n> バター\n\n^[😀 x\ny](ingredient: 7) tail\n\n<!--\nnote\n-->\n"}}}
--> {"id":2,"method":"textDocument/foldingRange","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
<-- {"id":2,"result":[{"endLine":10,"kind":"region","startLine":0},{"endLine":3,"kind":"region","startLine":2}]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

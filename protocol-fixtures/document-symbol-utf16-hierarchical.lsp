# The outline in utf-16 for a client with hierarchicalDocumentSymbolSupport:
# headings nested by level (each range its section, each selection range its
# text), ingredients under their section once per id, a link definition.
# Columns count utf-16 units: 😀 is two, バター three, é written as e + U+0301 two.
--> {"id":1,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-16"]},"textDocument":{"documentSymbol":{"hierarchicalDocumentSymbolSupport":true}}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-16","documentSymbolProvider":true,"...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"# 😀 Crêpes\n\nAdd ^[バター](ingredient: 7) and ^[バター](ingredient: 7).\n\n## Cafe\u0301 日本\n\n😀 ^[cafe\u0301](ingredient: 8)\n\n[home]: /u\n"}}}
--> {"id":2,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
<-- {"id":2,"result":[{"children":[{"detail":"ingredient 7","kind":13,"name":"バター","range":{"end":{"character":25,"line":2},"start":{"character":4,"line":2}},"selectionRange":{"end":{"character":9,"line":2},"start":{"character":6,"line":2}}},{"children":[{"detail":"ingredient 8","kind":13,"name":"café","range":{"end":{"character":26,"line":6},"start":{"character":3,"line":6}},"selectionRange":{"end":{"character":10,"line":6},"start":{"character":5,"line":6}}},{"detail":"/u","kind":20,"name":"[home]","range":{"end":{"character":10,"line":8},"start":{"character":0,"line":8}},"selectionRange":{"end":{"character":5,"line":8},"start":{"character":1,"line":8}}}],"kind":15,"name":"Café 日本","range":{"end":{"character":10,"line":8},"start":{"character":0,"line":4}},"selectionRange":{"end":{"character":11,"line":4},"start":{"character":3,"line":4}}}],"kind":15,"name":"😀 Crêpes","range":{"end":{"character":10,"line":8},"start":{"character":0,"line":0}},"selectionRange":{"end":{"character":11,"line":0},"start":{"character":2,"line":0}}}]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

# A client without hierarchicalDocumentSymbolSupport gets SymbolInformation[]:
# every symbol in document order, a parent before its children, each with
# its section's range as its location and its parent's name as containerName.
--> {"id":1,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-16"]}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-16","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"Intro\n===\n\n> ## 日本 ^[😀](ingredient: 1)\n\n^[green]: foregroundColor: \"green\"\n"}}}
--> {"id":2,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
<-- {"id":2,"result":[{"kind":15,"location":{"range":{"end":{"character":34,"line":5},"start":{"character":0,"line":0}},"uri":"file:///w/doc.md"},"name":"Intro"},{"containerName":"Intro","kind":15,"location":{"range":{"end":{"character":28,"line":3},"start":{"character":2,"line":3}},"uri":"file:///w/doc.md"},"name":"日本 😀"},{"containerName":"日本 😀","kind":13,"location":{"range":{"end":{"character":28,"line":3},"start":{"character":8,"line":3}},"uri":"file:///w/doc.md"},"name":"😀"},{"containerName":"Intro","kind":7,"location":{"range":{"end":{"character":34,"line":5},"start":{"character":0,"line":5}},"uri":"file:///w/doc.md"},"name":"^[green]"}]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

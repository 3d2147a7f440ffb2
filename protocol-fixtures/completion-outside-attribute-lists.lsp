# No completion outside attribute lists and links: in text with parentheses, in a
# link destination that is a URL (`http:`), in a code span.
--> {"id":1,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-16"]},"textDocument":{"completion":{"completionItem":{"snippetSupport":true}}}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-16","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"Some (text) and [a link](http://x) and `^[x](code`\n"}}}
--> {"id":2,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///w/doc.md"},"position":{"line":0,"character":8},"context":{"triggerKind":2,"triggerCharacter":"("}}}
<-- {"id":2,"result":null}
--> {"id":3,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///w/doc.md"},"position":{"line":0,"character":26},"context":{"triggerKind":2,"triggerCharacter":"("}}}
<-- {"id":3,"result":null}
--> {"id":4,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///w/doc.md"},"position":{"line":0,"character":49},"context":{"triggerKind":2,"triggerCharacter":"("}}}
<-- {"id":4,"result":null}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

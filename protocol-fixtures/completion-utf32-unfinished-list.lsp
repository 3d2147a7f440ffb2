# The same in utf-32: edit ranges count code points, 😀 is one.
--> {"id":1,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-32"]},"textDocument":{"completion":{"completionItem":{"snippetSupport":true}}}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-32","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"😀 ^[バター](font: {n"}}}
--> {"id":2,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///w/doc.md"},"position":{"line":0,"character":17}}}
<-- {"id":2,"result":{"isIncomplete":false,"items":[{"detail":"string","insertTextFormat":2,"kind":10,"label":"name","sortText":"0000","textEdit":{"newText":"name: \"$1\"","range":{"end":{"character":17,"line":0},"start":{"character":16,"line":0}}}},{"detail":"number > 0, required","insertTextFormat":2,"kind":10,"label":"size","sortText":"0001","textEdit":{"newText":"size: $1","range":{"end":{"character":17,"line":0},"start":{"character":16,"line":0}}}}]}}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/doc.md","version":2},"contentChanges":[{"text":"😀 ^[バター](fontDesign: "}]}}
--> {"id":3,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///w/doc.md"},"position":{"line":0,"character":21},"context":{"triggerKind":2,"triggerCharacter":" "}}}
<-- {"id":3,"result":{"isIncomplete":false,"items":[{"filterText":"default","insertTextFormat":1,"kind":20,"label":"default","sortText":"0000","textEdit":{"newText":"\"default\"","range":{"end":{"character":21,"line":0},"start":{"character":21,"line":0}}}},{"filterText":"serif","insertTextFormat":1,"kind":20,"label":"serif","sortText":"0001","textEdit":{"newText":"\"serif\"","range":{"end":{"character":21,"line":0},"start":{"character":21,"line":0}}}},{"filterText":"rounded","insertTextFormat":1,"kind":20,"label":"rounded","sortText":"0002","textEdit":{"newText":"\"rounded\"","range":{"end":{"character":21,"line":0},"start":{"character":21,"line":0}}}},{"filterText":"monospaced","insertTextFormat":1,"kind":20,"label":"monospaced","sortText":"0003","textEdit":{"newText":"\"monospaced\"","range":{"end":{"character":21,"line":0},"start":{"character":21,"line":0}}}}]}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

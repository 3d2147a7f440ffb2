# Completion in utf-16 while an attribute list is still being typed (no `)` yet,
# so the parser sees literal text): the fields of a `font` object as snippets,
# then after `fontDesign: ` its values. Edit ranges count utf-16 units: 😀 is two.
--> {"id":1,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-16"]},"textDocument":{"completion":{"completionItem":{"snippetSupport":true}}}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-16","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"😀 ^[バター](font: {n"}}}
--> {"id":2,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///w/doc.md"},"position":{"line":0,"character":18}}}
<-- {"id":2,"result":{"isIncomplete":false,"items":[{"detail":"string","insertTextFormat":2,"kind":10,"label":"name","sortText":"0000","textEdit":{"newText":"name: \"$1\"","range":{"end":{"character":18,"line":0},"start":{"character":17,"line":0}}}},{"detail":"number > 0, required","insertTextFormat":2,"kind":10,"label":"size","sortText":"0001","textEdit":{"newText":"size: $1","range":{"end":{"character":18,"line":0},"start":{"character":17,"line":0}}}}]}}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/doc.md","version":2},"contentChanges":[{"text":"😀 ^[バター](fontDesign: "}]}}
--> {"id":3,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///w/doc.md"},"position":{"line":0,"character":22},"context":{"triggerKind":2,"triggerCharacter":" "}}}
<-- {"id":3,"result":{"isIncomplete":false,"items":[{"filterText":"default","insertTextFormat":1,"kind":20,"label":"default","sortText":"0000","textEdit":{"newText":"\"default\"","range":{"end":{"character":22,"line":0},"start":{"character":22,"line":0}}}},{"filterText":"serif","insertTextFormat":1,"kind":20,"label":"serif","sortText":"0001","textEdit":{"newText":"\"serif\"","range":{"end":{"character":22,"line":0},"start":{"character":22,"line":0}}}},{"filterText":"rounded","insertTextFormat":1,"kind":20,"label":"rounded","sortText":"0002","textEdit":{"newText":"\"rounded\"","range":{"end":{"character":22,"line":0},"start":{"character":22,"line":0}}}},{"filterText":"monospaced","insertTextFormat":1,"kind":20,"label":"monospaced","sortText":"0003","textEdit":{"newText":"\"monospaced\"","range":{"end":{"character":22,"line":0},"start":{"character":22,"line":0}}}}]}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

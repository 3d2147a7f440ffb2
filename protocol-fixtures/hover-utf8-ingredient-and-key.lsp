# Hover in utf-8 on a line with an emoji and CJK text: on a key (the catalog
# entry), on ingredient text (its other places and the attribute table), on a
# blank line (null). Ranges count utf-8 bytes: 😀 is four, each katakana three.
--> {"id":1,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-8"]},"textDocument":{"hover":{"contentFormat":["markdown"]}}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-8","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"😀 ^[バター](ingredient: 7) and ^[milk](fontDesign: \"serif\")\n\n- ^[バター](ingredient: 7)\n"}}}
--> {"id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///w/doc.md"},"position":{"line":0,"character":53}}}
<-- {"id":2,"result":{"contents":{"kind":"markdown","value":"**fontDesign** — enum\n\nThe design of the system font.\n\n`default` `serif` `rounded` `monospaced`"},"range":{"end":{"character":55,"line":0},"start":{"character":45,"line":0}}}}
--> {"id":3,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///w/doc.md"},"position":{"line":0,"character":10}}}
<-- {"id":3,"result":{"contents":{"kind":"markdown","value":"**Ingredient 7** — `バター`\n\nAlso in 1 other place:\n\n| line | text |\n|---|---|\n| 3 | `バター` |\n\n| attribute | value | from |\n|---|---|---|\n| `presentationIntent` | `paragraph` | paragraph, line 1 |\n| `ingredient` | `7` | `^[バター](…)`, line 1 |"},"range":{"end":{"character":32,"line":0},"start":{"character":5,"line":0}}}}
--> {"id":4,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///w/doc.md"},"position":{"line":1,"character":0}}}
<-- {"id":4,"result":null}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

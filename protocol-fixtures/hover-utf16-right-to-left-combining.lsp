# Hover in utf-16 over right-to-left text with combining marks (niqqud) and
# a decomposed é, for a client that shows plain text only: the strong
# emphasis's range counts every combining mark as a unit.
--> {"id":1,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-16"]},"textDocument":{"hover":{"contentFormat":["plaintext"]}}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-16","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"שָׁלוֹם **עוֹלָם** ^[café](kern: 1)\n"}}}
--> {"id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///w/doc.md"},"position":{"line":0,"character":12}}}
<-- {"id":2,"result":{"contents":{"kind":"plaintext","value":"| attribute | value | from |\n|---|---|---|\n| `inlinePresentationIntent` | `stronglyEmphasized` | `**…**`, line 1 |\n| `presentationIntent` | `paragraph` | paragraph, line 1 |"},"range":{"end":{"character":18,"line":0},"start":{"character":8,"line":0}}}}
--> {"id":3,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///w/doc.md"},"position":{"line":0,"character":30}}}
<-- {"id":3,"result":{"contents":{"kind":"plaintext","value":"**kern** — number\n\nExtra space between characters, in points.\n\npoints, finite"},"range":{"end":{"character":32,"line":0},"start":{"character":28,"line":0}}}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

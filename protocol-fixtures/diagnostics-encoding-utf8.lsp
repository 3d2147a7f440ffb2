# Pushed diagnostic ranges, related information and fix edits in utf-8, on a line with an emoji (astral), CJK, right-to-left text and a combining mark (e + U+0301) before the problems.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{"general":{"positionEncodings":["utf-8"]},"textDocument":{"publishDiagnostics":{}}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-8","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/enc.md","languageId":"markdown","version":1,"text":"🍞 パン שלום e\u0301 ^[ミルク](ingredient: 1, kern: \"x\") ^[חלב](ingredient: 1)\n"}}}
--> {"id":2,"method":"laminate/flushDiagnostics"}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"code":"LAM004","data":{"fixes":[],"version":1},"message":"'kern' must be a number, but \"x\" is a string.","range":{"end":{"character":62,"line":0},"start":{"character":59,"line":0}},"severity":1,"source":"laminate"},{"code":"LAM014","data":{"fixes":[],"version":1},"message":"Ingredient 1 already marks \"ミルク\", but here it marks \"חלב\".","range":{"end":{"character":87,"line":0},"start":{"character":86,"line":0}},"relatedInformation":[{"location":{"range":{"end":{"character":63,"line":0},"start":{"character":25,"line":0}},"uri":"file:///w/enc.md"},"message":"ingredient 1 is \"ミルク\" here"}],"severity":2,"source":"laminate"}],"uri":"file:///w/enc.md","version":1}}
<-- {"id":2,"result":null}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/enc.md","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"text":"x"}]}}
--> {"id":99,"method":"shutdown"}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"code":"LAM004","data":{"fixes":[],"version":2},"message":"'kern' must be a number, but \"x\" is a string.","range":{"end":{"character":63,"line":0},"start":{"character":60,"line":0}},"severity":1,"source":"laminate"},{"code":"LAM014","data":{"fixes":[],"version":2},"message":"Ingredient 1 already marks \"ミルク\", but here it marks \"חלב\".","range":{"end":{"character":88,"line":0},"start":{"character":87,"line":0}},"relatedInformation":[{"location":{"range":{"end":{"character":64,"line":0},"start":{"character":26,"line":0}},"uri":"file:///w/enc.md"},"message":"ingredient 1 is \"ミルク\" here"}],"severity":2,"source":"laminate"}],"uri":"file:///w/enc.md","version":2}}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

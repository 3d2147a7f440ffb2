# Pushed diagnostic ranges, related information and fix edits in utf-32, on a line with an emoji (astral), CJK, right-to-left text and a combining mark (e + U+0301) before the problems.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{"general":{"positionEncodings":["utf-32"]},"textDocument":{"publishDiagnostics":{}}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-32","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/enc.md","languageId":"markdown","version":1,"text":"🍞 パン שלום e\u0301 ^[ミルク](ingredient: 1, kern: \"x\") ^[חלב](ingredient: 1)\n"}}}
--> {"id":2,"method":"laminate/flushDiagnostics"}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"code":"LAM004","data":{"fixes":[],"version":1},"message":"'kern' must be a number, but \"x\" is a string.","range":{"end":{"character":44,"line":0},"start":{"character":41,"line":0}},"severity":1,"source":"laminate"},{"code":"LAM014","data":{"fixes":[],"version":1},"message":"Ingredient 1 already marks \"ミルク\", but here it marks \"חלב\".","range":{"end":{"character":66,"line":0},"start":{"character":65,"line":0}},"relatedInformation":[{"location":{"range":{"end":{"character":45,"line":0},"start":{"character":13,"line":0}},"uri":"file:///w/enc.md"},"message":"ingredient 1 is \"ミルク\" here"}],"severity":2,"source":"laminate"}],"uri":"file:///w/enc.md","version":1}}
<-- {"id":2,"result":null}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/enc.md","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"text":"x"}]}}
--> {"id":99,"method":"shutdown"}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"code":"LAM004","data":{"fixes":[],"version":2},"message":"'kern' must be a number, but \"x\" is a string.","range":{"end":{"character":45,"line":0},"start":{"character":42,"line":0}},"severity":1,"source":"laminate"},{"code":"LAM014","data":{"fixes":[],"version":2},"message":"Ingredient 1 already marks \"ミルク\", but here it marks \"חלב\".","range":{"end":{"character":67,"line":0},"start":{"character":66,"line":0}},"relatedInformation":[{"location":{"range":{"end":{"character":46,"line":0},"start":{"character":14,"line":0}},"uri":"file:///w/enc.md"},"message":"ingredient 1 is \"ミルク\" here"}],"severity":2,"source":"laminate"}],"uri":"file:///w/enc.md","version":2}}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

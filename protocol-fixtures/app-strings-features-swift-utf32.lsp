# Every feature inside a Hint.swift (swift) in utf-32 positions, after emoji and CJK text (in the catalog, also inside JSON \u escapes, a surrogate pair among them): hover on a span's text, completion of a value (its text escaped for the literal), semantic tokens only over the strings' spans, a quick fix re-escaped, colours and a presentation written back into the literal, and after typing into the string its diagnostics, a token delta and a range; every position outside the strings (a comment, the catalog's "version") gets an empty answer, never an error.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{"general":{"positionEncodings":["utf-32"]},"textDocument":{"publishDiagnostics":{},"hover":{"contentFormat":["markdown"]},"semanticTokens":{"requests":{"full":{"delta":true},"range":true},"tokenTypes":[],"tokenModifiers":[],"formats":["relative"]}}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-32","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/Hint.swift","languageId":"swift","version":1,"text":"import SwiftUI\nlet a = \"😀\" // 漢字\nText(\"😀 漢字 ^[Centered](foregroundColor: \\\"rde\\\", fontDesign: \\\"se\\\")\")\nText(##\"^[Raw](foregroundColor: \"#FF0000\")\"##)\n// 漢字 a comment\n"}}}
--> {"id":2,"method":"laminate/flushDiagnostics"}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"code":"LAM007","data":{"fixes":[{"edits":[{"newText":"\\\"red\\\"","range":{"end":{"character":47,"line":2},"start":{"character":40,"line":2}}}],"isPreferred":true,"title":"Change to 'red'"}],"version":1},"message":"'foregroundColor' must be a color name or a hex color (#RGB, #RRGGBB, #RRGGBBAA), but \"rde\" is not — did you mean 'red'?","range":{"end":{"character":47,"line":2},"start":{"character":40,"line":2}},"severity":1,"source":"laminate"},{"code":"LAM006","data":{"fixes":[],"version":1},"message":"'fontDesign' must be one of default, serif, rounded, monospaced, but \"se\" is not.","range":{"end":{"character":67,"line":2},"start":{"character":61,"line":2}},"severity":1,"source":"laminate"}],"uri":"file:///w/Hint.swift","version":1}}
<-- {"id":2,"result":null}
--> {"id":3,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///w/Hint.swift"},"position":{"line":2,"character":16}}}
<-- {"id":3,"result":{"contents":{"kind":"markdown","value":"| attribute | value | from |\n|---|---|---|\n| `presentationIntent` | `paragraph` | paragraph, line 1 |\n| `foregroundColor` | `\"rde\"` | `^[Centered](…)`, line 1 |\n| `fontDesign` | `\"se\"` | `^[Centered](…)`, line 1 |"},"range":{"end":{"character":68,"line":2},"start":{"character":11,"line":2}}}}
--> {"id":4,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///w/Hint.swift"},"position":{"line":4,"character":11}}}
<-- {"id":4,"result":null}
--> {"id":5,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///w/Hint.swift"},"position":{"line":2,"character":65}}}
<-- {"id":5,"result":{"isIncomplete":false,"items":[{"insertTextFormat":1,"kind":20,"label":"default","sortText":"0000","textEdit":{"newText":"default","range":{"end":{"character":65,"line":2},"start":{"character":63,"line":2}}}},{"insertTextFormat":1,"kind":20,"label":"serif","sortText":"0001","textEdit":{"newText":"serif","range":{"end":{"character":65,"line":2},"start":{"character":63,"line":2}}}},{"insertTextFormat":1,"kind":20,"label":"rounded","sortText":"0002","textEdit":{"newText":"rounded","range":{"end":{"character":65,"line":2},"start":{"character":63,"line":2}}}},{"insertTextFormat":1,"kind":20,"label":"monospaced","sortText":"0003","textEdit":{"newText":"monospaced","range":{"end":{"character":65,"line":2},"start":{"character":63,"line":2}}}}]}}
--> {"id":6,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///w/Hint.swift"},"position":{"line":4,"character":11}}}
<-- {"id":6,"result":null}
--> {"id":7,"method":"textDocument/semanticTokens/full","params":{"textDocument":{"uri":"file:///w/Hint.swift"}}}
<-- {"id":7,"result":{"data":[2,11,2,20,0,0,2,8,25,0,0,8,1,20,0,0,1,1,20,0,0,1,15,21,0,0,17,7,14,0,0,9,10,21,0,0,12,6,14,0,0,6,1,20,0,1,8,2,20,0,0,2,3,25,262144,0,3,1,20,0,0,1,1,20,0,0,1,15,21,0,0,17,9,14,0,0,9,1,20,0],"resultId":"1.1"}}
--> {"id":8,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/Hint.swift"},"range":{"start":{"line":2,"character":43},"end":{"line":2,"character":43}},"context":{"diagnostics":[],"only":["quickfix"]}}}
<-- {"id":8,"result":[{"diagnostics":[{"code":"LAM007","message":"'foregroundColor' must be a color name or a hex color (#RGB, #RRGGBB, #RRGGBBAA), but \"rde\" is not — did you mean 'red'?","range":{"end":{"character":47,"line":2},"start":{"character":40,"line":2}},"severity":1,"source":"laminate"}],"edit":{"changes":{"file:///w/Hint.swift":[{"newText":"\\\"red\\\"","range":{"end":{"character":47,"line":2},"start":{"character":40,"line":2}}}]}},"isPreferred":true,"kind":"quickfix","title":"Change to 'red'"}]}
--> {"id":9,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/Hint.swift"},"range":{"start":{"line":4,"character":11},"end":{"line":4,"character":11}},"context":{"diagnostics":[]}}}
<-- {"id":9,"result":[]}
--> {"id":10,"method":"textDocument/documentColor","params":{"textDocument":{"uri":"file:///w/Hint.swift"}}}
<-- {"id":10,"result":[{"color":{"alpha":1,"blue":0,"green":0,"red":1},"range":{"end":{"character":40,"line":3},"start":{"character":33,"line":3}}}]}
--> {"id":11,"method":"textDocument/colorPresentation","params":{"textDocument":{"uri":"file:///w/Hint.swift"},"color":{"red":0,"green":0.5,"blue":1,"alpha":1},"range":{"start":{"line":3,"character":33},"end":{"line":3,"character":40}}}}
<-- {"id":11,"result":[{"label":"#0080FF","textEdit":{"newText":"#0080FF","range":{"end":{"character":40,"line":3},"start":{"character":33,"line":3}}}}]}
--> {"id":12,"method":"textDocument/colorPresentation","params":{"textDocument":{"uri":"file:///w/Hint.swift"},"color":{"red":0,"green":0.5,"blue":1,"alpha":1},"range":{"start":{"line":4,"character":11},"end":{"line":4,"character":11}}}}
<-- {"id":12,"result":[]}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/Hint.swift","version":2},"contentChanges":[{"range":{"start":{"line":2,"character":16},"end":{"line":2,"character":16}},"text":"x"}]}}
--> {"id":13,"method":"laminate/flushDiagnostics"}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"code":"LAM007","data":{"fixes":[{"edits":[{"newText":"\\\"red\\\"","range":{"end":{"character":48,"line":2},"start":{"character":41,"line":2}}}],"isPreferred":true,"title":"Change to 'red'"}],"version":2},"message":"'foregroundColor' must be a color name or a hex color (#RGB, #RRGGBB, #RRGGBBAA), but \"rde\" is not — did you mean 'red'?","range":{"end":{"character":48,"line":2},"start":{"character":41,"line":2}},"severity":1,"source":"laminate"},{"code":"LAM006","data":{"fixes":[],"version":2},"message":"'fontDesign' must be one of default, serif, rounded, monospaced, but \"se\" is not.","range":{"end":{"character":68,"line":2},"start":{"character":62,"line":2}},"severity":1,"source":"laminate"}],"uri":"file:///w/Hint.swift","version":2}}
<-- {"id":13,"result":null}
--> {"id":14,"method":"textDocument/semanticTokens/full/delta","params":{"textDocument":{"uri":"file:///w/Hint.swift"},"previousResultId":"1.1"}}
<-- {"id":14,"result":{"edits":[{"data":[9,25,0,0,9],"deleteCount":5,"start":7}],"resultId":"2.1"}}
--> {"id":15,"method":"textDocument/semanticTokens/range","params":{"textDocument":{"uri":"file:///w/Hint.swift"},"range":{"start":{"line":2,"character":0},"end":{"line":3,"character":0}}}}
<-- {"id":15,"result":{"data":[2,11,2,20,0,0,2,9,25,0,0,9,1,20,0,0,1,1,20,0,0,1,15,21,0,0,17,7,14,0,0,9,10,21,0,0,12,6,14,0,0,6,1,20,0]}}
--> {"id":16,"method":"textDocument/foldingRange","params":{"textDocument":{"uri":"file:///w/Hint.swift"}}}
<-- {"id":16,"result":[]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

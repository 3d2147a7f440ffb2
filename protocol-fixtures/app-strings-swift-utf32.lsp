# A Swift file: problems only inside the literals that hold Attributed Markdown, in utf-32 positions after an emoji; an interpolation inside an attribute list (\#(x) in a raw literal) is LAM022; hover and semantic tokens inside the strings (an interpolation is code: neither the span's placeholder nor the list's is painted); outside them every request gets an empty answer, never an error (completion in `let`, code actions, colours, folding).
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{"general":{"positionEncodings":["utf-32"]},"textDocument":{"publishDiagnostics":{},"semanticTokens":{"requests":{"full":true},"tokenTypes":[],"tokenModifiers":[],"formats":["relative"]}}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-32","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/Hint.swift","languageId":"swift","version":1,"text":"let a = \"😀\" // 漢字\nText(\"😀 ^[Hi](foregroundColor: \\\"rde\\\")\")\nText(#\"^[\\#(name)](foregroundColor: \\#(x))\"#)\n"}}}
--> {"id":2,"method":"laminate/flushDiagnostics"}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"code":"LAM007","data":{"fixes":[{"edits":[{"newText":"\\\"red\\\"","range":{"end":{"character":38,"line":1},"start":{"character":31,"line":1}}}],"isPreferred":true,"title":"Change to 'red'"}],"version":1},"message":"'foregroundColor' must be a color name or a hex color (#RGB, #RRGGBB, #RRGGBBAA), but \"rde\" is not — did you mean 'red'?","range":{"end":{"character":38,"line":1},"start":{"character":31,"line":1}},"severity":1,"source":"laminate"},{"code":"LAM022","data":{"fixes":[],"version":1},"message":"A placeholder inside an attribute list: a localized string does not substitute it there, and its value cannot be checked.","range":{"end":{"character":41,"line":2},"start":{"character":36,"line":2}},"severity":2,"source":"laminate"}],"uri":"file:///w/Hint.swift","version":1}}
<-- {"id":2,"result":null}
--> {"id":3,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///w/Hint.swift"},"position":{"line":1,"character":12}}}
<-- {"id":3,"result":{"contents":{"kind":"markdown","value":"| attribute | value | from |\n|---|---|---|\n| `presentationIntent` | `paragraph` | paragraph, line 1 |\n| `foregroundColor` | `\"rde\"` | `^[Hi](…)`, line 1 |"},"range":{"end":{"character":39,"line":1},"start":{"character":8,"line":1}}}}
--> {"id":4,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///w/Hint.swift"},"position":{"line":0,"character":2}}}
<-- {"id":4,"result":null}
--> {"id":5,"method":"textDocument/semanticTokens/full","params":{"textDocument":{"uri":"file:///w/Hint.swift"}}}
<-- {"id":5,"result":{"data":[1,8,2,20,0,0,2,2,25,0,0,2,1,20,0,0,1,1,20,0,0,1,15,21,0,0,17,7,14,0,0,7,1,20,0,1,7,2,20,0,0,10,1,20,0,0,1,1,20,0,0,1,15,21,0,0,22,1,20,0],"resultId":"1.1"}}
--> {"id":6,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/Hint.swift"},"range":{"start":{"line":1,"character":9},"end":{"line":1,"character":11}},"context":{"diagnostics":[]}}}
<-- {"id":6,"result":[]}
--> {"id":7,"method":"textDocument/documentColor","params":{"textDocument":{"uri":"file:///w/Hint.swift"}}}
<-- {"id":7,"result":[]}
--> {"id":8,"method":"textDocument/foldingRange","params":{"textDocument":{"uri":"file:///w/Hint.swift"}}}
<-- {"id":8,"result":[]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

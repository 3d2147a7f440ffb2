# Neovim 0.12 (utf-8 positions) ends a visual selection one byte into its last character (the inclusive end plus one): the range's end moves past that character, so "Make bold" on 家族のパンケーキ wraps all eight (byte 22 is inside キ, bytes 21-23). A cursor inside a character (an empty range) still means the character's start.
--> {"id":1,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-8","utf-16"]}}}}
<-- {"id":1,"result":{"capabilities":{"...":"<any>","positionEncoding":"utf-8"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/r.md","languageId":"markdown","version":1,"text":"家族のパンケーキ\n"}}}
--> {"id":2,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/r.md"},"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":22}},"context":{"diagnostics":[],"only":["refactor.rewrite.bold"]}}}
<-- {"id":2,"result":[{"edit":{"changes":{"file:///w/r.md":[{"newText":"**","range":{"end":{"character":0,"line":0},"start":{"character":0,"line":0}}},{"newText":"**","range":{"end":{"character":24,"line":0},"start":{"character":24,"line":0}}}]}},"kind":"refactor.rewrite.bold","title":"Make bold"}]}
--> {"id":3,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/r.md"},"range":{"start":{"line":0,"character":22},"end":{"line":0,"character":22}},"context":{"diagnostics":[],"only":["refactor.rewrite.bold"]}}}
<-- {"id":3,"result":[{"edit":{"changes":{"file:///w/r.md":[{"newText":"**","range":{"end":{"character":0,"line":0},"start":{"character":0,"line":0}}},{"newText":"**","range":{"end":{"character":24,"line":0},"start":{"character":24,"line":0}}}]}},"kind":"refactor.rewrite.bold","title":"Make bold"}]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

# VS Code and Neovim put workDoneToken and partialResultToken in requests'
# params, and clients add fields of their own; the server does not report
# progress or partial results, so it ignores them and answers in full.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{"general":{"positionEncodings":["utf-8"]}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-8","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"^[milk](ingredient: 2)\n"},"extraField":true}}
--> {"id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///w/doc.md"},"position":{"line":0,"character":13},"workDoneToken":"hover-1"}}
<-- {"id":2,"result":{"contents":"<any>","range":{"start":{"line":0,"character":8},"end":{"line":0,"character":18}}}}
--> {"id":3,"method":"textDocument/documentColor","params":{"textDocument":{"uri":"file:///w/doc.md"},"workDoneToken":7,"partialResultToken":"colours-1"}}
<-- {"id":3,"result":[]}
--> {"id":4,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/doc.md"},"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"context":{"diagnostics":[],"triggerKind":2},"workDoneToken":"actions-1","partialResultToken":"actions-2"}}
<-- {"id":4,"result":"<any>"}
--> {"id":5,"method":"laminate/documentText","params":{"textDocument":{"uri":"file:///w/doc.md","version":1},"workDoneToken":"x"}}
<-- {"id":5,"result":{"uri":"file:///w/doc.md","version":1,"text":"^[milk](ingredient: 2)\n","lineCount":2}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

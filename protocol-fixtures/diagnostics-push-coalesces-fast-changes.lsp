# Changes that come faster than checks are coalesced: with checks waiting 10 s for more changes (laminate.diagnostics.delayMilliseconds), versions 2, 3 and 4 arrive before any check starts, so only version 4 is checked and published; versions 1 to 3 (older than one checked) never are. The flush cuts the wait short.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{"textDocument":{"publishDiagnostics":{}}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-16","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"initialized","params":{}}
--> {"method":"workspace/didChangeConfiguration","params":{"settings":{"laminate":{"diagnostics":{"delayMilliseconds":10000}}}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/a.md","languageId":"markdown","version":1,"text":"^[a](kern: \"x\")\n"}}}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/a.md","version":2},"contentChanges":[{"text":"^[b](bold: true)\n"}]}}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/a.md","version":3},"contentChanges":[{"text":"^[c](alignment: \"middle\")\n"}]}}
--> {"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/a.md","version":4},"contentChanges":[{"text":"^[d](fontWeight: \"bolder\")\n"}]}}
--> {"id":2,"method":"laminate/flushDiagnostics"}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"code":"LAM006","data":{"fixes":[{"edits":[{"newText":"\"bold\"","range":{"end":{"character":25,"line":0},"start":{"character":17,"line":0}}}],"isPreferred":true,"title":"Change to 'bold'"}],"version":4},"message":"'fontWeight' must be one of ultraLight, thin, light, regular, medium, semibold, bold, heavy, black, but \"bolder\" is not — did you mean 'bold'?","range":{"end":{"character":25,"line":0},"start":{"character":17,"line":0}},"severity":1,"source":"laminate"}],"uri":"file:///w/a.md","version":4}}
<-- {"id":2,"result":null}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

# A String Catalog (languageId json, .xcstrings) gets the problems of its strings, mapped through JSON escapes (\uD83D\uDE00, \u6f22) and a raw emoji to utf-16 positions; a fix's quotes are re-escaped for JSON; translations whose spans differ from the source language's (LAM023) relate to it; a JSON file that is no catalog gets nothing; a catalog that is not JSON is one LAM201.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{"textDocument":{"publishDiagnostics":{}}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-16","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/Localizable.xcstrings","languageId":"json","version":1,"text":"{\"sourceLanguage\":\"en\",\"strings\":{\"^[%lld apple](inflect: true)\":{\"localizations\":{\"fr\":{\"stringUnit\":{\"value\":\"😀 \\uD83D\\uDE00 \\u6f22字 ^[%lld pomme](inflect: true, foregroundColor: \\\"rde\\\")\"}},\"de\":{\"stringUnit\":{\"value\":\"%lld Äpfel\"}}}}}}\n"}}}
--> {"id":2,"method":"laminate/flushDiagnostics"}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"code":"LAM023","data":{"fixes":[],"version":1},"message":"The \"fr\" translation's spans differ from those of the key (the \"en\" source text): it adds `foregroundColor`.","range":{"end":{"character":191,"line":0},"start":{"character":111,"line":0}},"relatedInformation":[{"location":{"range":{"end":{"character":64,"line":0},"start":{"character":34,"line":0}},"uri":"file:///w/Localizable.xcstrings"},"message":"the key, the source language's text"}],"severity":2,"source":"laminate"},{"code":"LAM007","data":{"fixes":[{"edits":[{"newText":"\\\"red\\\"","range":{"end":{"character":189,"line":0},"start":{"character":182,"line":0}}}],"isPreferred":true,"title":"Change to 'red'"}],"version":1},"message":"'foregroundColor' must be a color name or a hex color (#RGB, #RRGGBB, #RRGGBBAA), but \"rde\" is not — did you mean 'red'?","range":{"end":{"character":189,"line":0},"start":{"character":182,"line":0}},"severity":1,"source":"laminate"},{"code":"LAM023","data":{"fixes":[],"version":1},"message":"The \"de\" translation has no span where the key (the \"en\" source text) has one: it lacks `inflect`.","range":{"end":{"character":234,"line":0},"start":{"character":222,"line":0}},"relatedInformation":[{"location":{"range":{"end":{"character":64,"line":0},"start":{"character":34,"line":0}},"uri":"file:///w/Localizable.xcstrings"},"message":"the key, the source language's text"}],"severity":2,"source":"laminate"}],"uri":"file:///w/Localizable.xcstrings","version":1}}
<-- {"id":2,"result":null}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/package.json","languageId":"json","version":1,"text":"{\"name\": \"^[x](alignment: \\\"centre\\\")\"}\n"}}}
--> {"id":3,"method":"laminate/flushDiagnostics"}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[],"uri":"file:///w/package.json","version":1}}
<-- {"id":3,"result":null}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/Broken.xcstrings","languageId":"json","version":1,"text":"{\"strings\": {\"a\": 1,}}\n"}}}
--> {"id":4,"method":"laminate/flushDiagnostics"}
<-- {"method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"code":"LAM201","data":{"fixes":[],"version":1},"message":"Cannot read this String Catalog: not valid JSON: expected a member name in quotes.","range":{"end":{"character":21,"line":0},"start":{"character":20,"line":0}},"severity":1,"source":"laminate"}],"uri":"file:///w/Broken.xcstrings","version":1}}
<-- {"id":4,"result":null}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

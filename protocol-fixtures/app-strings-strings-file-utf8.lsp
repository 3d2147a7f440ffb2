# A .strings file (languageId strings), pulled: problems after a \U escape, an emoji and CJK, in utf-8 positions; the widening fix's two edits and the re-escaped value fix.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{"general":{"positionEncodings":["utf-8"]},"textDocument":{"diagnostic":{"dynamicRegistration":false},"publishDiagnostics":{}}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-8","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/en.lproj/Localizable.strings","languageId":"strings","version":1,"text":"/* 😀 */\n\"title\" = \"\\U00e9 😀 漢字 ^[Centered](alignment: \\\"centre\\\")\";\n"}}}
--> {"id":2,"method":"textDocument/diagnostic","params":{"textDocument":{"uri":"file:///w/en.lproj/Localizable.strings"}}}
<-- {"id":2,"result":{"items":[{"code":"LAM011","data":{"fixes":[{"edits":[{"newText":"^[","range":{"end":{"character":11,"line":1},"start":{"character":11,"line":1}}},{"newText":"","range":{"end":{"character":32,"line":1},"start":{"character":30,"line":1}}}],"isPreferred":true,"title":"Widen the span to the whole paragraph"}],"version":1},"message":"'alignment' is a paragraph attribute, but this span sets it to \"centre\" on only part of its paragraph.","range":{"end":{"character":51,"line":1},"start":{"character":42,"line":1}},"severity":2,"source":"laminate"},{"code":"LAM006","data":{"fixes":[{"edits":[{"newText":"\\\"center\\\"","range":{"end":{"character":63,"line":1},"start":{"character":53,"line":1}}}],"isPreferred":true,"title":"Change to 'center'"}],"version":1},"message":"'alignment' must be one of left, center, right, natural, justified, but \"centre\" is not — did you mean 'center'?","range":{"end":{"character":63,"line":1},"start":{"character":53,"line":1}},"severity":1,"source":"laminate"}],"kind":"full","resultId":"ce405e1126379d6c"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

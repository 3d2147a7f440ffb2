# Range formatting in utf-16 rewrites only the lists that touch the range:
# here the second list (the range is its first character), not the first.
--> {"id":1,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-16"]}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-16","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"# 😀 日本\n\nAdd café ^[バター](ingredient:7,note:'😀') and ^[x](kern :1) ^[y](kern: 1,, bad)\n"}}}
--> {"id":2,"method":"textDocument/rangeFormatting","params":{"textDocument":{"uri":"file:///w/doc.md"},"range":{"start":{"line":2,"character":50},"end":{"line":2,"character":51}},"options":{"tabSize":2,"insertSpaces":true}}}
<-- {"id":2,"result":[{"newText":"kern: 1","range":{"end":{"character":57,"line":2},"start":{"character":50,"line":2}}}]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

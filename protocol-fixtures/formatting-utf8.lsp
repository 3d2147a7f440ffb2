# Formatting in utf-8: each valid attribute list rewritten in its canonical
# form, one edit per list over exactly the list's text; the invalid list is
# left alone, and the Markdown around is never touched. Columns count bytes: 😀 is four, バター nine, e + U+0301 three.
--> {"id":1,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-8"]}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-8","documentFormattingProvider":true,"documentRangeFormattingProvider":true,"...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"# 😀 日本\n\nAdd café ^[バター](ingredient:7,note:'😀') and ^[x](kern :1) ^[y](kern: 1,, bad)\n"}}}
--> {"id":2,"method":"textDocument/formatting","params":{"textDocument":{"uri":"file:///w/doc.md"},"options":{"tabSize":4,"insertSpaces":true,"trimTrailingWhitespace":true}}}
<-- {"id":2,"result":[{"newText":"ingredient: 7, note: \"😀\"","range":{"end":{"character":48,"line":2},"start":{"character":24,"line":2}}},{"newText":"kern: 1","range":{"end":{"character":66,"line":2},"start":{"character":59,"line":2}}}]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

# Formatting in utf-32: each valid attribute list rewritten in its canonical
# form, one edit per list over exactly the list's text; the invalid list is
# left alone, and the Markdown around is never touched. Columns count code points: 😀 is one, バター three, e + U+0301 two.
--> {"id":1,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-32"]}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-32","documentFormattingProvider":true,"documentRangeFormattingProvider":true,"...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"# 😀 日本\n\nAdd café ^[バター](ingredient:7,note:'😀') and ^[x](kern :1) ^[y](kern: 1,, bad)\n"}}}
--> {"id":2,"method":"textDocument/formatting","params":{"textDocument":{"uri":"file:///w/doc.md"},"options":{"tabSize":4,"insertSpaces":true,"trimTrailingWhitespace":true}}}
<-- {"id":2,"result":[{"newText":"ingredient: 7, note: \"😀\"","range":{"end":{"character":38,"line":2},"start":{"character":17,"line":2}}},{"newText":"kern: 1","range":{"end":{"character":56,"line":2},"start":{"character":49,"line":2}}}]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

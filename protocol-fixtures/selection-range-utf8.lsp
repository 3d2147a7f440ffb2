# Selection ranges in utf-8 for two positions at once: in バター (word, the
# strong text, **…**, the paragraph, the section, the document) and after the
# 😀 inside a string value (its content, the value, the pair, the list, the
# span, then outwards). Columns count bytes: 😀 is four, バター nine, e + U+0301 three.
--> {"id":1,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-8"]}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-8","selectionRangeProvider":true,"...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"# 😀 日本\n\nAdd café **バター** ^[x](foregroundColor: \"gre😀n\")\n"}}}
--> {"id":2,"method":"textDocument/selectionRange","params":{"textDocument":{"uri":"file:///w/doc.md"},"positions":[{"line":2,"character":16},{"line":2,"character":55}]}}
<-- {"id":2,"result":[{"parent":{"parent":{"parent":{"parent":{"range":{"end":{"character":0,"line":3},"start":{"character":0,"line":0}}},"range":{"end":{"character":58,"line":2},"start":{"character":0,"line":0}}},"range":{"end":{"character":58,"line":2},"start":{"character":0,"line":2}}},"range":{"end":{"character":24,"line":2},"start":{"character":11,"line":2}}},"range":{"end":{"character":22,"line":2},"start":{"character":13,"line":2}}},{"parent":{"parent":{"parent":{"parent":{"parent":{"parent":{"range":{"end":{"character":0,"line":3},"start":{"character":0,"line":0}}},"range":{"end":{"character":58,"line":2},"start":{"character":0,"line":0}}},"range":{"end":{"character":58,"line":2},"start":{"character":0,"line":2}}},"range":{"end":{"character":58,"line":2},"start":{"character":25,"line":2}}},"range":{"end":{"character":57,"line":2},"start":{"character":30,"line":2}}},"range":{"end":{"character":57,"line":2},"start":{"character":47,"line":2}}},"range":{"end":{"character":56,"line":2},"start":{"character":48,"line":2}}}]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

# Selection ranges in utf-16 for two positions at once: in バター (word, the
# strong text, **…**, the paragraph, the section, the document) and after the
# 😀 inside a string value (its content, the value, the pair, the list, the
# span, then outwards). Columns count utf-16 units: 😀 is two, バター three, e + U+0301 two.
--> {"id":1,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-16"]}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-16","selectionRangeProvider":true,"...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"# 😀 日本\n\nAdd café **バター** ^[x](foregroundColor: \"gre😀n\")\n"}}}
--> {"id":2,"method":"textDocument/selectionRange","params":{"textDocument":{"uri":"file:///w/doc.md"},"positions":[{"line":2,"character":13},{"line":2,"character":46}]}}
<-- {"id":2,"result":[{"parent":{"parent":{"parent":{"parent":{"range":{"end":{"character":0,"line":3},"start":{"character":0,"line":0}}},"range":{"end":{"character":49,"line":2},"start":{"character":0,"line":0}}},"range":{"end":{"character":49,"line":2},"start":{"character":0,"line":2}}},"range":{"end":{"character":17,"line":2},"start":{"character":10,"line":2}}},"range":{"end":{"character":15,"line":2},"start":{"character":12,"line":2}}},{"parent":{"parent":{"parent":{"parent":{"parent":{"parent":{"range":{"end":{"character":0,"line":3},"start":{"character":0,"line":0}}},"range":{"end":{"character":49,"line":2},"start":{"character":0,"line":0}}},"range":{"end":{"character":49,"line":2},"start":{"character":0,"line":2}}},"range":{"end":{"character":49,"line":2},"start":{"character":18,"line":2}}},"range":{"end":{"character":48,"line":2},"start":{"character":23,"line":2}}},"range":{"end":{"character":48,"line":2},"start":{"character":40,"line":2}}},"range":{"end":{"character":47,"line":2},"start":{"character":41,"line":2}}}]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

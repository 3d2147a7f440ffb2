# Navigation in utf-32, in one open document with emoji and CJK before every position:
# 😀 is 1 unit, バ 1 (the heading's anchor is バター-sauce; 😀 Crêpes's is -crêpes).
--> {"id":1,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-32"]}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-32","definitionProvider":true,"referencesProvider":true,"documentHighlightProvider":true,"documentLinkProvider":{"resolveProvider":false},"...":"<any>"},"serverInfo":"<any>"}}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"# 😀 Crêpes\n## バター sauce\n\nUse [the sauce](#バター-sauce) and [site][Home].\nAdd ^[バター](ingredient: 7) and ^[バター](ingredient: 7).\n\n[home]: https://example.com\n"}}}
# documentLink: the fragment link (this file, fragment kept), the reference link's label (leading where [home] does) and the definition's destination.
--> {"id":2,"method":"textDocument/documentLink","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
<-- {"id":2,"result":[{"range":{"end":{"character":26,"line":3},"start":{"character":16,"line":3}},"target":"file:///w/doc.md#バター-sauce"},{"range":{"end":{"character":43,"line":3},"start":{"character":39,"line":3}},"target":"https://example.com"},{"range":{"end":{"character":27,"line":6},"start":{"character":8,"line":6}},"target":"https://example.com"}]}
# definition on the destination #バター-sauce: the heading's line.
--> {"id":3,"method":"textDocument/definition","params":{"textDocument":{"uri":"file:///w/doc.md"},"position":{"line":3,"character":22}}}
<-- {"id":3,"result":[{"range":{"end":{"character":12,"line":1},"start":{"character":0,"line":1}},"uri":"file:///w/doc.md"}]}
# definition on the label Home: the [home]: definition line.
--> {"id":4,"method":"textDocument/definition","params":{"textDocument":{"uri":"file:///w/doc.md"},"position":{"line":3,"character":40}}}
<-- {"id":4,"result":[{"range":{"end":{"character":27,"line":6},"start":{"character":0,"line":6}},"uri":"file:///w/doc.md"}]}
# references on the heading, declaration included: the heading's text and the link's fragment.
--> {"id":5,"method":"textDocument/references","params":{"textDocument":{"uri":"file:///w/doc.md"},"position":{"line":1,"character":7},"context":{"includeDeclaration":true}}}
<-- {"id":5,"result":[{"range":{"end":{"character":12,"line":1},"start":{"character":3,"line":1}},"uri":"file:///w/doc.md"},{"range":{"end":{"character":26,"line":3},"start":{"character":17,"line":3}},"uri":"file:///w/doc.md"}]}
# references without the declaration: the link's fragment only.
--> {"id":6,"method":"textDocument/references","params":{"textDocument":{"uri":"file:///w/doc.md"},"position":{"line":1,"character":7},"context":{"includeDeclaration":false}}}
<-- {"id":6,"result":[{"range":{"end":{"character":26,"line":3},"start":{"character":17,"line":3}},"uri":"file:///w/doc.md"}]}
# documentHighlight on an ingredient: both spans' texts (uses are read).
--> {"id":7,"method":"textDocument/documentHighlight","params":{"textDocument":{"uri":"file:///w/doc.md"},"position":{"line":4,"character":7}}}
<-- {"id":7,"result":[{"kind":2,"range":{"end":{"character":9,"line":4},"start":{"character":6,"line":4}}},{"kind":2,"range":{"end":{"character":35,"line":4},"start":{"character":32,"line":4}}}]}
# documentHighlight on a definition: the label (write) and its use (read).
--> {"id":8,"method":"textDocument/documentHighlight","params":{"textDocument":{"uri":"file:///w/doc.md"},"position":{"line":6,"character":1}}}
<-- {"id":8,"result":[{"kind":2,"range":{"end":{"character":43,"line":3},"start":{"character":39,"line":3}}},{"kind":3,"range":{"end":{"character":5,"line":6},"start":{"character":1,"line":6}}}]}
# definition on a heading: the heading itself.
--> {"id":9,"method":"textDocument/definition","params":{"textDocument":{"uri":"file:///w/doc.md"},"position":{"line":0,"character":4}}}
<-- {"id":9,"result":[{"range":{"end":{"character":10,"line":0},"start":{"character":0,"line":0}},"uri":"file:///w/doc.md"}]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

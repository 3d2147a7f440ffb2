# Colours: documentColor reports every named and hex colour value of a colour key (the characters between the quotes), with Apple's light-mode system colours for names; colorPresentation writes a picked colour back as a name when one matches exactly, else as #RRGGBB, or #RRGGBBAA when not opaque. Ranges in UTF-16, after an emoji.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-16","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/c.md","languageId":"markdown","version":1,"text":"🎨 ^[Red](foregroundColor: \"red\", backgroundColor: '#0a0') and ^[veil](underlineColor: \"#3C3C4399\", kern: 1, strikethroughColor: \"nope\").\n\n^[tint]: foregroundColor: \"#FFFFFF\"\n"}}}
--> {"id":2,"method":"textDocument/documentColor","params":{"textDocument":{"uri":"file:///w/c.md"}}}
<-- {"id":2,"result":[{"color":{"alpha":1,"blue":0.18823529411764706,"green":0.23137254901960785,"red":1},"range":{"end":{"character":31,"line":0},"start":{"character":28,"line":0}}},{"color":{"alpha":1,"blue":0,"green":0.6666666666666666,"red":0},"range":{"end":{"character":56,"line":0},"start":{"character":52,"line":0}}},{"color":{"alpha":0.6,"blue":0.2627450980392157,"green":0.23529411764705882,"red":0.23529411764705882},"range":{"end":{"character":97,"line":0},"start":{"character":88,"line":0}}},{"color":{"alpha":1,"blue":1,"green":1,"red":1},"range":{"end":{"character":34,"line":2},"start":{"character":27,"line":2}}}]}
--> {"id":3,"method":"textDocument/colorPresentation","params":{"textDocument":{"uri":"file:///w/c.md"},"color":{"red":0.20392156862745098,"green":0.7803921568627451,"blue":0.34901960784313724,"alpha":1},"range":{"start":{"line":0,"character":28},"end":{"line":0,"character":31}}}}
<-- {"id":3,"result":[{"label":"green","textEdit":{"newText":"green","range":{"end":{"character":31,"line":0},"start":{"character":28,"line":0}}}}]}
--> {"id":4,"method":"textDocument/colorPresentation","params":{"textDocument":{"uri":"file:///w/c.md"},"color":{"red":0.5,"green":0.25,"blue":1,"alpha":1},"range":{"start":{"line":0,"character":28},"end":{"line":0,"character":31}}}}
<-- {"id":4,"result":[{"label":"#8040FF","textEdit":{"newText":"#8040FF","range":{"end":{"character":31,"line":0},"start":{"character":28,"line":0}}}}]}
--> {"id":5,"method":"textDocument/colorPresentation","params":{"textDocument":{"uri":"file:///w/c.md"},"color":{"red":1,"green":0,"blue":0,"alpha":0.5},"range":{"start":{"line":0,"character":28},"end":{"line":0,"character":31}}}}
<-- {"id":5,"result":[{"label":"#FF000080","textEdit":{"newText":"#FF000080","range":{"end":{"character":31,"line":0},"start":{"character":28,"line":0}}}}]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

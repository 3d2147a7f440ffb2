# The workspace index in utf-32: on initialized the folder workspaces/navigation is indexed in the
# background after the client accepts the progress token (begin … end); hidden folders and node_modules
# are skipped. Cross-file definition, references and links; 😀, ê and バ before the positions.
--> {"id":1,"method":"initialize","params":{"rootUri":"file://{{fixtures}}/workspaces/navigation","capabilities":{"general":{"positionEncodings":["utf-32"]},"window":{"workDoneProgress":true},"textDocument":{"definition":{"linkSupport":true}}}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"initialized","params":{}}
<-- {"id":"laminate-1","method":"window/workDoneProgress/create","params":{"token":"laminate-indexing"}}
--> {"id":"laminate-1","result":null}
<-- {"method":"$/progress","params":{"token":"laminate-indexing","value":{"cancellable":false,"kind":"begin","message":"0/2 files","percentage":0,"title":"Indexing Markdown"}}}
<-- {"method":"$/progress","params":{"token":"laminate-indexing","value":{"kind":"end","message":"Indexed 2 files"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/navigation/index.md","languageId":"markdown","version":1,"text":"# 😀 Index\n\nSee [the sauce](recipes/crepes.md#バター-sauce-), [crêpes](recipes/crepes.md) and ^[butter](ingredient: 3).\n"}}}
# laminate/flushIndex: answered once the two files on disk are indexed (index.md is only open; node_modules/ and .hidden/ are skipped).
--> {"id":2,"method":"laminate/flushIndex"}
<-- {"id":2,"result":null}
# definition on the fragment: the heading in recipes/crepes.md (a location link, the link as origin).
--> {"id":3,"method":"textDocument/definition","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/navigation/index.md"},"position":{"line":2,"character":39}}}
<-- {"id":3,"result":[{"originSelectionRange":{"end":{"character":45,"line":2},"start":{"character":4,"line":2}},"targetRange":{"end":{"character":14,"line":2},"start":{"character":0,"line":2}},"targetSelectionRange":{"end":{"character":14,"line":2},"start":{"character":3,"line":2}},"targetUri":"file://{{fixtures}}/workspaces/navigation/recipes/crepes.md"}]}
# definition on a link without a fragment: the file's start.
--> {"id":4,"method":"textDocument/definition","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/navigation/index.md"},"position":{"line":2,"character":64}}}
<-- {"id":4,"result":[{"originSelectionRange":{"end":{"character":74,"line":2},"start":{"character":47,"line":2}},"targetRange":{"end":{"character":0,"line":0},"start":{"character":0,"line":0}},"targetSelectionRange":{"end":{"character":0,"line":0},"start":{"character":0,"line":0}},"targetUri":"file://{{fixtures}}/workspaces/navigation/recipes/crepes.md"}]}
# references on an ingredient: every span with id 3 in the indexed files and this open one.
--> {"id":5,"method":"textDocument/references","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/navigation/index.md"},"position":{"line":2,"character":83},"context":{"includeDeclaration":true}}}
<-- {"id":5,"result":[{"range":{"end":{"character":87,"line":2},"start":{"character":81,"line":2}},"uri":"file://{{fixtures}}/workspaces/navigation/index.md"},{"range":{"end":{"character":8,"line":2},"start":{"character":2,"line":2}},"uri":"file://{{fixtures}}/workspaces/navigation/menu.markdown"},{"range":{"end":{"character":13,"line":4},"start":{"character":7,"line":4}},"uri":"file://{{fixtures}}/workspaces/navigation/recipes/crepes.md"}]}
# references on a heading link: the heading (declaration) and the links to it in every file.
--> {"id":6,"method":"textDocument/references","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/navigation/index.md"},"position":{"line":2,"character":39},"context":{"includeDeclaration":true}}}
<-- {"id":6,"result":[{"range":{"end":{"character":44,"line":2},"start":{"character":34,"line":2}},"uri":"file://{{fixtures}}/workspaces/navigation/index.md"},{"range":{"end":{"character":70,"line":2},"start":{"character":60,"line":2}},"uri":"file://{{fixtures}}/workspaces/navigation/menu.markdown"},{"range":{"end":{"character":14,"line":2},"start":{"character":3,"line":2}},"uri":"file://{{fixtures}}/workspaces/navigation/recipes/crepes.md"}]}
# documentLink: relative paths resolved against the document, fragments kept.
--> {"id":7,"method":"textDocument/documentLink","params":{"textDocument":{"uri":"file://{{fixtures}}/workspaces/navigation/index.md"}}}
<-- {"id":7,"result":[{"range":{"end":{"character":44,"line":2},"start":{"character":16,"line":2}},"target":"file://{{fixtures}}/workspaces/navigation/recipes/crepes.md#バター-sauce-"},{"range":{"end":{"character":73,"line":2},"start":{"character":56,"line":2}},"target":"file://{{fixtures}}/workspaces/navigation/recipes/crepes.md"}]}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

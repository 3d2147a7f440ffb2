# A client started outside any folder (Neovim on a lone file, Helix, Sublime)
# sends processId, rootUri, rootPath and workspaceFolders as null, no
# clientInfo, and capabilities {}; initializationOptions and trace may be null
# too. All of it is accepted, and the document is served.
--> {"id":1,"method":"initialize","params":{"processId":null,"rootUri":null,"rootPath":null,"workspaceFolders":null,"initializationOptions":null,"trace":null,"capabilities":{}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-16","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///tmp/lone.md","languageId":"markdown","version":1,"text":"Lone file."}}}
--> {"id":2,"method":"laminate/documentText","params":{"textDocument":{"uri":"file:///tmp/lone.md"}}}
<-- {"id":2,"result":{"uri":"file:///tmp/lone.md","version":1,"text":"Lone file.","lineCount":1}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

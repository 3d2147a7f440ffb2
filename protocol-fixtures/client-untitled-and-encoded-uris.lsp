# VS Code opens unsaved buffers as untitled:Untitled-1 and writes Windows
# paths with the drive colon percent-encoded; Neovim sends non-ASCII names
# percent-encoded. Any URI names a document: the server keeps it as the
# client spelled it and looks for no formatting definition where there is
# no file.
--> {"id":1,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"untitled:Untitled-1","languageId":"markdown","version":1,"text":"Draft"}}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///c%3A/Users/me/r%C3%A9sum%C3%A9.md","languageId":"markdown","version":1,"text":"CV"}}}
--> {"id":2,"method":"laminate/documentText","params":{"textDocument":{"uri":"untitled:Untitled-1"}}}
<-- {"id":2,"result":{"uri":"untitled:Untitled-1","version":1,"text":"Draft","lineCount":1}}
--> {"id":3,"method":"laminate/documentText","params":{"textDocument":{"uri":"file:///c%3A/Users/me/r%C3%A9sum%C3%A9.md"}}}
<-- {"id":3,"result":{"uri":"file:///c%3A/Users/me/r%C3%A9sum%C3%A9.md","version":1,"text":"CV","lineCount":1}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

# workspace/willRenameFiles in utf-16 on workspaces/moves (no file is open, so every file is read from disk):
# the filters for Markdown files and folders are advertised (to every client: Neovim declares none); a file moved into a
# subfolder gets every link and reference definition to it rewritten (fragment, title, <…> and ./ kept) and
# its own relative links too; a folder rename rewrites the links into it and leaves those inside it; a
# percent-encoded destination stays percent-encoded, an angle-bracket one keeps its spaces. A rename out of
# the workspace and one of a file that is not Markdown are refused with a message and no edit.
# 😀 before the links, ê in the text and a title, so the columns differ from utf-8's.
--> {"id":1,"method":"initialize","params":{"rootUri":"file://{{fixtures}}/workspaces/moves","capabilities":{"general":{"positionEncodings":["utf-16"]},"workspace":{"workspaceEdit":{"documentChanges":true}}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-16","workspace":{"fileOperations":{"didRename":{"filters":[{"pattern":{"glob":"**/*.{amd,markdown,md}","matches":"file"},"scheme":"file"},{"pattern":{"glob":"**/*","matches":"folder"},"scheme":"file"}]},"willRename":{"filters":[{"pattern":{"glob":"**/*.{amd,markdown,md}","matches":"file"},"scheme":"file"},{"pattern":{"glob":"**/*","matches":"folder"},"scheme":"file"}]}}},"...":"<any>"},"serverInfo":"<any>"}}
--> {"method":"initialized","params":{}}
--> {"id":2,"method":"laminate/flushIndex"}
<-- {"id":2,"result":null}
# recipes/crepes.md into recipes/sweet/: the links to it from index.md and notes/my notes.md, and its own relative links (not the one from the workspace folder, nor #batter).
--> {"id":3,"method":"workspace/willRenameFiles","params":{"files":[{"oldUri":"file://{{fixtures}}/workspaces/moves/recipes/crepes.md","newUri":"file://{{fixtures}}/workspaces/moves/recipes/sweet/crepes.md"}]}}
<-- {"id":3,"result":{"documentChanges":[{"edits":[{"newText":"recipes/sweet/crepes.md","range":{"end":{"character":37,"line":2},"start":{"character":20,"line":2}}},{"newText":"recipes/sweet/crepes.md","range":{"end":{"character":74,"line":2},"start":{"character":57,"line":2}}},{"newText":"./recipes/sweet/crepes.md","range":{"end":{"character":24,"line":5},"start":{"character":5,"line":5}}}],"textDocument":{"uri":"file://{{fixtures}}/workspaces/moves/index.md","version":null}},{"edits":[{"newText":"../recipes/sweet/crepes.md","range":{"end":{"character":33,"line":2},"start":{"character":13,"line":2}}}],"textDocument":{"uri":"file://{{fixtures}}/workspaces/moves/notes/my%20notes.md","version":null}},{"edits":[{"newText":"../../index.md","range":{"end":{"character":31,"line":2},"start":{"character":20,"line":2}}},{"newText":"../img/cake.png","range":{"end":{"character":63,"line":2},"start":{"character":51,"line":2}}}],"textDocument":{"uri":"file://{{fixtures}}/workspaces/moves/recipes/crepes.md","version":null}}]}}
# The folder recipes/ renamed dishes/: the links into it are rewritten, the links inside it stay.
--> {"id":4,"method":"workspace/willRenameFiles","params":{"files":[{"oldUri":"file://{{fixtures}}/workspaces/moves/recipes","newUri":"file://{{fixtures}}/workspaces/moves/dishes"}]}}
<-- {"id":4,"result":{"documentChanges":[{"edits":[{"newText":"dishes/crepes.md","range":{"end":{"character":37,"line":2},"start":{"character":20,"line":2}}},{"newText":"dishes/crepes.md","range":{"end":{"character":74,"line":2},"start":{"character":57,"line":2}}},{"newText":"dishes/img/cake.png","range":{"end":{"character":38,"line":3},"start":{"character":18,"line":3}}},{"newText":"./dishes/crepes.md","range":{"end":{"character":24,"line":5},"start":{"character":5,"line":5}}}],"textDocument":{"uri":"file://{{fixtures}}/workspaces/moves/index.md","version":null}},{"edits":[{"newText":"../dishes/crepes.md","range":{"end":{"character":33,"line":2},"start":{"character":13,"line":2}}}],"textDocument":{"uri":"file://{{fixtures}}/workspaces/moves/notes/my%20notes.md","version":null}}]}}
# notes/my notes.md renamed notes/our notes.md: %20 stays %20, <…> keeps the space.
--> {"id":5,"method":"workspace/willRenameFiles","params":{"files":[{"oldUri":"file://{{fixtures}}/workspaces/moves/notes/my%20notes.md","newUri":"file://{{fixtures}}/workspaces/moves/notes/our%20notes.md"}]}}
<-- {"id":5,"result":{"documentChanges":[{"edits":[{"newText":"notes/our%20notes.md","range":{"end":{"character":87,"line":3},"start":{"character":68,"line":3}}},{"newText":"notes/our notes.md","range":{"end":{"character":129,"line":3},"start":{"character":112,"line":3}}}],"textDocument":{"uri":"file://{{fixtures}}/workspaces/moves/index.md","version":null}},{"edits":[{"newText":"/notes/our%20notes.md","range":{"end":{"character":98,"line":2},"start":{"character":78,"line":2}}}],"textDocument":{"uri":"file://{{fixtures}}/workspaces/moves/recipes/crepes.md","version":null}}]}}
# Out of the workspace: refused, no edit.
--> {"id":6,"method":"workspace/willRenameFiles","params":{"files":[{"oldUri":"file://{{fixtures}}/workspaces/moves/index.md","newUri":"file:///tmp/index.md"}]}}
<-- {"error":{"code":-32803,"message":"/tmp/index.md is outside the workspace folders, so links to index.md are left as they are."},"id":6}
# Out of the workspace through `..`: refused too.
--> {"id":8,"method":"workspace/willRenameFiles","params":{"files":[{"oldUri":"file://{{fixtures}}/workspaces/moves/index.md","newUri":"file://{{fixtures}}/workspaces/moves/../index.md"}]}}
<-- {"id":8,"error":{"code":-32803,"message":"{{fixtures}}/workspaces/index.md is outside the workspace folders, so links to index.md are left as they are."}}
# Not Markdown: refused, no edit.
--> {"id":7,"method":"workspace/willRenameFiles","params":{"files":[{"oldUri":"file://{{fixtures}}/workspaces/moves/recipes/img/cake.png","newUri":"file://{{fixtures}}/workspaces/moves/recipes/img/tart.png"}]}}
<-- {"error":{"code":-32803,"message":"cake.png is not a Markdown file (.md, .markdown, .amd) or a folder: links follow only renamed Markdown files and folders."},"id":7}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

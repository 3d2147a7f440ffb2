# A client that does not declare textDocument.semanticTokens is not offered
# the provider (the initialize result has no semanticTokensProvider). Asking
# anyway still works. A document that is not open is InvalidParams.
--> {"id":1,"method":"initialize","params":{"capabilities":{}}}
<-- {"id":1,"result":{"capabilities":{"codeActionProvider":{"codeActionKinds":["quickfix","refactor.rewrite.bold","refactor.rewrite.italic","refactor.rewrite.strikethrough","refactor.rewrite.code","refactor.rewrite.ingredient.mark","refactor.rewrite.ingredient.markAll","refactor.rewrite.ingredient.remove","source.fixAll.laminate"],"resolveProvider":true},"colorProvider":true,"documentSymbolProvider":true,"foldingRangeProvider":true,"selectionRangeProvider":true,"documentFormattingProvider":true,"documentRangeFormattingProvider":true,"documentLinkProvider":{"resolveProvider":false},"definitionProvider":true,"referencesProvider":true,"documentHighlightProvider":true,"renameProvider":true,"workspace":{"fileOperations":{"didRename":{"filters":[{"pattern":{"glob":"**/*.{amd,markdown,md}","matches":"file"},"scheme":"file"},{"pattern":{"glob":"**/*","matches":"folder"},"scheme":"file"}]},"willRename":{"filters":[{"pattern":{"glob":"**/*.{amd,markdown,md}","matches":"file"},"scheme":"file"},{"pattern":{"glob":"**/*","matches":"folder"},"scheme":"file"}]}}},"workspaceSymbolProvider":true,"executeCommandProvider":{"commands":["laminate.preview"]},"completionProvider":{"triggerCharacters":["(",",",":"," ","\"","'","#","[","/"]},"hoverProvider":true,"positionEncoding":"utf-16","textDocumentSync":{"change":2,"openClose":true,"save":{"includeText":false}}},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"initialized","params":{}}
--> {"method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/doc.md","languageId":"markdown","version":1,"text":"**b**\n"}}}
--> {"id":2,"method":"textDocument/semanticTokens/full","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
#   0:0 +2 delimiter strong "**"
#   0:2 +1 text strong "b"
#   0:3 +2 delimiter strong "**"
<-- {"id":2,"result":{"data":[0,0,2,11,2,0,2,1,0,2,0,1,2,11,2],"resultId":"1.1"}}
--> {"id":3,"method":"textDocument/semanticTokens/full","params":{"textDocument":{"uri":"file:///w/other.md"}}}
<-- {"error":{"code":-32602,"message":"document file:///w/other.md is not open"},"id":3}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

# initialize without position encodings: utf-16, only implemented capabilities, serverInfo.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":{"capabilities":{"codeActionProvider":{"codeActionKinds":["quickfix","refactor.rewrite.bold","refactor.rewrite.italic","refactor.rewrite.strikethrough","refactor.rewrite.code","refactor.rewrite.ingredient.mark","refactor.rewrite.ingredient.markAll","refactor.rewrite.ingredient.remove","source.fixAll.laminate"],"resolveProvider":true},"colorProvider":true,"documentSymbolProvider":true,"foldingRangeProvider":true,"selectionRangeProvider":true,"documentFormattingProvider":true,"documentRangeFormattingProvider":true,"documentLinkProvider":{"resolveProvider":false},"definitionProvider":true,"referencesProvider":true,"documentHighlightProvider":true,"renameProvider":true,"workspaceSymbolProvider":true,"executeCommandProvider":{"commands":["laminate.preview"]},"positionEncoding":"utf-16","textDocumentSync":{"change":2,"openClose":true,"save":{"includeText":false}},"hoverProvider":true,"completionProvider":{"triggerCharacters":["(",",",":"," ","\"","'","#","[","/"]}},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"initialized","params":{}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

# Clients send more than the server reads: VS Code a locale, a clientInfo and
# a workDoneToken; Neovim trace "off"; eglot an empty initializationOptions;
# capabilities the server does not know, with values of any shape. All of it
# is accepted and ignored.
--> {"id":1,"method":"initialize","params":{"processId":4242,"clientInfo":{"name":"Visual Studio Code","version":"1.95.0"},"locale":"en-us","rootPath":"/w","rootUri":"file:///w","workspaceFolders":[{"uri":"file:///w","name":"w"}],"initializationOptions":{},"trace":"off","workDoneToken":"1d546990-40a3-4b77-b134-46622995f6ae","capabilities":{"workspace":{"applyEdit":true,"workspaceFolders":true,"fileOperations":{"dynamicRegistration":true,"didCreate":true}},"textDocument":{"synchronization":{"dynamicRegistration":true,"willSave":true,"willSaveWaitUntil":true,"didSave":true},"hover":{"dynamicRegistration":true,"contentFormat":["markdown","plaintext"]},"completion":{"completionItem":{"snippetSupport":true,"tagSupport":{"valueSet":[1]}},"contextSupport":true}},"window":{"workDoneProgress":true,"showMessage":{"messageActionItem":{"additionalPropertiesSupport":true}}},"general":{"staleRequestSupport":{"cancel":true,"retryOnContentModified":[]},"markdown":{"parser":"marked","version":"1.1.0"}},"notebookDocument":{"synchronization":{}},"experimental":{"anything":[1,"two",null]}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-16","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"initialized","params":{}}
# The folder /w is indexed once the client accepts the progress token (it never answers here).
<-- {"id":"laminate-1","method":"window/workDoneProgress/create","params":{"token":"laminate-indexing"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

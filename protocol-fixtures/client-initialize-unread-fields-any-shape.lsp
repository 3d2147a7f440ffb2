# initialize decodes only what the server reads (capabilities, trace,
# rootUri, workspaceFolders' uris), so a client's own way of filling the
# rest cannot fail it: a clientInfo without a name, a processId written as a
# string, a rootPath that is not a path, a workspace folder without a name,
# a resolveSupport without its properties.
--> {"id":1,"method":"initialize","params":{"processId":"4242","clientInfo":{"version":"0.1"},"rootPath":false,"initializationOptions":"none","workspaceFolders":[{"uri":"file:///w"}],"capabilities":{"textDocument":{"codeAction":{"dataSupport":true,"resolveSupport":{}}}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-16","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"initialized","params":{}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

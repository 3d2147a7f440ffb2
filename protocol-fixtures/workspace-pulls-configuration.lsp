# A client that keeps settings (workspace.configuration) is asked for the
# "laminate" section after initialized and after every didChangeConfiguration;
# with dynamic registration it is also asked to watch **/.laminate.json.
--> {"id":1,"method":"initialize","params":{"capabilities":{"workspace":{"configuration":true,"didChangeWatchedFiles":{"dynamicRegistration":true}}}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"initialized","params":{}}
<-- {"id":"laminate-1","method":"client/registerCapability","params":{"registrations":[{"id":"laminate-watch-definitions","method":"workspace/didChangeWatchedFiles","registerOptions":{"watchers":[{"globPattern":"**/.laminate.json"},{"globPattern":"**/*.amd"},{"globPattern":"**/*.markdown"},{"globPattern":"**/*.md"},{"globPattern":"**/*","kind":5}]}}]}}
<-- {"id":"laminate-2","method":"workspace/configuration","params":{"items":[{"section":"laminate"}]}}
--> {"id":"laminate-1","result":null}
--> {"id":"laminate-2","result":[{"trace":"off"}]}
--> {"method":"workspace/didChangeConfiguration","params":{"settings":null}}
<-- {"id":"laminate-3","method":"workspace/configuration","params":{"items":[{"section":"laminate"}]}}
--> {"id":"laminate-3","error":{"code":-32603,"message":"client could not answer"}}
--> {"id":"unknown","result":null}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

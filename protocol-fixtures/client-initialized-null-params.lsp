# Clients that send every void notification with "params": null send
# initialized so. It still counts: the server asks to watch formatting
# definitions, as after initialized with {}.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{"workspace":{"didChangeWatchedFiles":{"dynamicRegistration":true}}}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"initialized","params":null}
<-- {"id":"laminate-1","method":"client/registerCapability","params":{"registrations":[{"id":"laminate-watch-definitions","method":"workspace/didChangeWatchedFiles","registerOptions":{"watchers":[{"globPattern":"**/.laminate.json"},{"globPattern":"**/*.amd"},{"globPattern":"**/*.markdown"},{"globPattern":"**/*.md"},{"globPattern":"**/*","kind":5}]}}]}}
--> {"id":"laminate-1","result":null}
--> {"id":99,"method":"shutdown","params":null}
<-- {"id":99,"result":null}
--> {"method":"exit","params":null}
exit 0

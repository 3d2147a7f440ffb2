# A client that supports dynamic registration is asked to watch **/.laminate.json and the Markdown files (for the workspace index) after initialized, and every file created or deleted (for the folder listings link checks keep).
--> {"id":1,"method":"initialize","params":{"processId":4242,"capabilities":{"workspace":{"didChangeWatchedFiles":{"dynamicRegistration":true}}}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"initialized","params":{}}
<-- {"id":"laminate-1","method":"client/registerCapability","params":{"registrations":[{"id":"laminate-watch-definitions","method":"workspace/didChangeWatchedFiles","registerOptions":{"watchers":[{"globPattern":"**/.laminate.json"},{"globPattern":"**/*.amd"},{"globPattern":"**/*.markdown"},{"globPattern":"**/*.md"},{"globPattern":"**/*","kind":5}]}}]}}
--> {"id":"laminate-1","result":null}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

# didChangeConfiguration and didChangeWatchedFiles are accepted without answers; no watcher without dynamic registration.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"initialized","params":{}}
--> {"method":"workspace/didChangeConfiguration","params":{"settings":{"laminate":{"trace":"off"}}}}
--> {"method":"workspace/didChangeWatchedFiles","params":{"changes":[{"uri":"file:///nonexistent/.laminate.json","type":3}]}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

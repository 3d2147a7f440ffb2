# Cancelling a request already answered, or an unknown id, does nothing.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"id":2,"method":"laminate/wait","params":{"milliseconds":0}}
--> {"id":3,"method":"shutdown"}
<-- {"id":2,"result":null}
<-- {"id":3,"result":null}
--> {"method":"$/cancelRequest","params":{"id":2}}
--> {"method":"$/cancelRequest","params":{"id":"nope"}}
--> {"method":"exit"}
exit 0

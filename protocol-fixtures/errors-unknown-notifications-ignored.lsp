# Unknown notifications are ignored ($/ ones silently) and get no answer.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"custom/somethingHappened","params":{}}
--> {"method":"$/progress","params":{"token":1,"value":{}}}
--> {"id":2,"method":"laminate/unknown"}
<-- {"id":2,"error":{"code":-32601,"message":"method not found: laminate/unknown"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

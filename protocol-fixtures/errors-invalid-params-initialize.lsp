# initialize without capabilities is InvalidParams; a correct initialize afterwards works.
--> {"id":1,"method":"initialize","params":{"processId":1}}
<-- {"id":1,"error":{"code":-32602,"message":"missing field \"params.capabilities\""}}
--> {"id":2,"method":"initialize","params":{"capabilities":{},"trace":"loud"}}
<-- {"id":2,"error":{"code":-32602,"message":"<any>"}}
--> {"id":3,"method":"initialize","params":{"capabilities":{}}}
<-- {"id":3,"result":"<any>"}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

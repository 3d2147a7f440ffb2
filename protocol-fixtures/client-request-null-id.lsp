# "id": null makes a request, not a notification, to JSON-RPC 2.0 (only a
# missing id does), and LSP allows only integer and string ids: InvalidRequest,
# answered with id null. The server goes on.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"id":null,"method":"laminate/wait","params":{"milliseconds":0}}
<-- {"id":null,"error":{"code":-32600,"message":"a request's \"id\" must be an integer or a string"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

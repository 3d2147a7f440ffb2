# Requests after shutdown get InvalidRequest; exit still gives code 0.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"id":2,"method":"shutdown"}
<-- {"id":2,"result":null}
--> {"id":3,"method":"laminate/documentText","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
<-- {"id":3,"error":{"code":-32600,"message":"the server is shutting down"}}
--> {"id":4,"method":"shutdown"}
<-- {"id":4,"error":{"code":-32600,"message":"the server is shutting down"}}
--> {"method":"exit"}
exit 0

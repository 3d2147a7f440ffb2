# A request before initialize gets ServerNotInitialized (-32002); initialize still works after.
--> {"id":"early","method":"laminate/documentText","params":{"textDocument":{"uri":"file:///w/doc.md"}}}
<-- {"id":"early","error":{"code":-32002,"message":"the server has not been initialized"}}
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

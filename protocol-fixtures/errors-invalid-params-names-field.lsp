# Parameters of the wrong shape get InvalidParams (-32602) naming the field.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"id":2,"method":"laminate/documentText","params":{"textDocument":{"uri":42}}}
<-- {"id":2,"error":{"code":-32602,"message":"field \"params.textDocument.uri\" should be a string"}}
--> {"id":3,"method":"laminate/documentText","params":{}}
<-- {"id":3,"error":{"code":-32602,"message":"missing field \"params.textDocument\""}}
--> {"id":4,"method":"laminate/wait"}
<-- {"id":4,"error":{"code":-32602,"message":"<any>"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

# A message without jsonrpc 2.0 is an InvalidRequest answered with its id.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"jsonrpc":"1.0","id":7,"method":"shutdown"}
<-- {"id":7,"error":{"code":-32600,"message":"\"jsonrpc\" must be \"2.0\""}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

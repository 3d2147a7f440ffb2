# A request without params of its own accepts "params": null as absent, and
# an unknown request with null params is MethodNotFound, not InvalidRequest.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"id":2,"method":"laminate/flushDiagnostics","params":null}
<-- {"id":2,"result":null}
--> {"id":3,"method":"custom/somethingElse","params":null}
<-- {"id":3,"error":{"code":-32601,"message":"method not found: custom/somethingElse"}}
--> {"id":4,"method":"laminate/wait","params":null}
<-- {"id":4,"error":{"code":-32602,"message":"<any>"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

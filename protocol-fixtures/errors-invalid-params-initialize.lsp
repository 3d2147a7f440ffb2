# initialize without capabilities, or with capabilities that are not an
# object, is InvalidParams; a correct initialize afterwards works. (An unknown
# trace value is not an error: see client-initialize-trace-values.)
--> {"id":1,"method":"initialize","params":{"processId":1}}
<-- {"id":1,"error":{"code":-32602,"message":"missing field \"params.capabilities\""}}
--> {"id":2,"method":"initialize","params":{"capabilities":[]}}
<-- {"id":2,"error":{"code":-32602,"message":"field \"params.capabilities\" should be an object"}}
--> {"id":3,"method":"initialize","params":{"capabilities":{}}}
<-- {"id":3,"result":"<any>"}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

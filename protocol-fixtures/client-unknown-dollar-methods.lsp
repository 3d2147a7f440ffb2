# $/ methods are optional by definition (LSP 3.17): a server that does not
# know a $/ notification ignores it silently (not even a trace line, though
# tracing is on), and answers a $/ request it does not know with
# MethodNotFound. $/setTrace and $/cancelRequest are known.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{},"trace":"verbose"}}
<-- {"id":1,"result":"<any>"}
--> {"method":"$/somethingNew","params":{"anything":true}}
--> {"method":"$/somethingNew","params":null}
--> {"method":"$/somethingNew"}
--> {"method":"$/progress","params":{"token":"indexing","value":{"kind":"end"}}}
--> {"method":"$/cancelRequest","params":{"id":12345}}
--> {"method":"$/setTrace","params":{"value":"off"}}
--> {"id":2,"method":"$/somethingNew","params":{}}
<-- {"id":2,"error":{"code":-32601,"message":"method not found: $/somethingNew"}}
--> {"id":3,"method":"$/somethingNew","params":null}
<-- {"id":3,"error":{"code":-32601,"message":"method not found: $/somethingNew"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

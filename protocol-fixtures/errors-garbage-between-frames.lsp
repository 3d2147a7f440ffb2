# Garbage bytes before a header are skipped up to the next Content-Length.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
==> "\u0000\u0001garbage\r\nmore garbage: yes\r\n\r\nnot a header at all"
--> {"id":3,"method":"laminate/unknown"}
<-- {"id":3,"error":{"code":-32601,"message":"method not found: laminate/unknown"}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

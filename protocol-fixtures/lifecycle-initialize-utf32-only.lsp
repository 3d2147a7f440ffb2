# The client offers only utf-32: the server supports it.
--> {"id":1,"method":"initialize","params":{"processId":4242,"capabilities":{"general":{"positionEncodings":["utf-32"]}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-32","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

# Only unknown encodings offered: fall back to the default, utf-16.
--> {"id":1,"method":"initialize","params":{"processId":4242,"capabilities":{"general":{"positionEncodings":["utf-7","latin-1"]}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-16","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

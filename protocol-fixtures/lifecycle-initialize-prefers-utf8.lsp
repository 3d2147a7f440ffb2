# The client offers utf-16 and utf-8: the server prefers utf-8.
--> {"id":1,"method":"initialize","params":{"processId":4242,"capabilities":{"general":{"positionEncodings":["utf-16","utf-8"]}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-8","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"method":"initialized","params":{}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

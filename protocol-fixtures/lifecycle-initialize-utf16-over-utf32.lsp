# The client offers utf-32 first and utf-16: utf-16 is preferred over utf-32.
--> {"id":1,"method":"initialize","params":{"processId":4242,"capabilities":{"general":{"positionEncodings":["utf-32","utf-16"]}}}}
<-- {"id":1,"result":{"capabilities":{"positionEncoding":"utf-16","...":"<any>"},"serverInfo":{"name":"laminate","version":"<any>"}}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

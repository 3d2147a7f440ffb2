# exit without shutdown ends the process with code 1.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"initialized","params":{}}
--> {"method":"exit"}
exit 1

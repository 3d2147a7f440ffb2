# End of input after shutdown ends the process cleanly with code 0.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"id":2,"method":"shutdown"}
<-- {"id":2,"result":null}
exit 0

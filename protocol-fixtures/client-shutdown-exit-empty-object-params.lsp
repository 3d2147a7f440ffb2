# lsp-mode before 2023, older vim clients and some agent clients send
# shutdown and exit with "params": {}. Void params accept an empty object too.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"initialized","params":{}}
--> {"id":2,"method":"shutdown","params":{}}
<-- {"id":2,"result":null}
--> {"method":"exit","params":{}}
exit 0

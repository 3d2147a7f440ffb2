# Request ids may be strings (some Emacs and Python clients use them) and
# integers, zero and negative included; 5 and "5" are different requests, so
# cancelling "5" leaves 5 running.
--> {"id":"init-1","method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":"init-1","result":"<any>"}
--> {"method":"initialized","params":{}}
--> {"id":0,"method":"laminate/wait","params":{"milliseconds":0}}
<-- {"id":0,"result":null}
--> {"id":-3,"method":"laminate/wait","params":{"milliseconds":0}}
<-- {"id":-3,"result":null}
--> {"id":5,"method":"laminate/wait","params":{"milliseconds":200}}
--> {"id":"5","method":"laminate/wait","params":{"milliseconds":60000}}
--> {"method":"$/cancelRequest","params":{"id":"5"}}
<-- {"id":"5","error":{"code":-32800,"message":"request cancelled"}}
<-- {"id":5,"result":null}
--> {"id":"bye","method":"shutdown","params":null}
<-- {"id":"bye","result":null}
--> {"method":"exit","params":null}
exit 0

# An exit the server cannot read as JSON-RPC (here params that are neither
# object nor array) still ends the process: the client is going either way,
# and a server that stays is a process nobody talks to. Logged, not answered.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"id":2,"method":"shutdown","params":null}
<-- {"id":2,"result":null}
--> {"method":"exit","params":"now"}
exit 0

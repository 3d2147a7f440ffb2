# A client that quits without shutdown sends exit with "params": null: the
# process ends at once with 1, as for any exit before shutdown, and nothing
# is answered.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"exit","params":null}
exit 1

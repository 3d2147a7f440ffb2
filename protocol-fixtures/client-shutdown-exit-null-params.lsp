# Zed, eglot, Atom, vim's yegappan/lsp and Rust clients built on lsp-types send
# shutdown and exit with "params": null. null params are absent params: shutdown
# answers null, exit ends the process with 0 and gets no response.
--> {"id":1,"method":"initialize","params":{"processId":null,"capabilities":{}}}
<-- {"id":1,"result":"<any>"}
--> {"method":"initialized","params":{}}
--> {"id":2,"method":"shutdown","params":null}
<-- {"id":2,"result":null}
--> {"method":"exit","params":null}
exit 0

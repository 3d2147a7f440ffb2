# workspace/diagnostic asked before the workspace index is complete waits for it and then reports every
# indexed file (never an empty answer that looks like "no problems"); with a partialResultToken the reports
# come as $/progress values of that token (here broken.md in full, sauces.md unchanged since the resultId
# given back) and the answer itself holds none, as LSP asks of partial results.
--> {"id":1,"method":"initialize","params":{"rootUri":"file://{{fixtures}}/workspaces/links","capabilities":{"general":{"positionEncodings":["utf-16"]},"textDocument":{"diagnostic":{}}}}}
<-- {"id":1,"result":{"capabilities":{"diagnosticProvider":{"interFileDependencies":true,"workspaceDiagnostics":true},"positionEncoding":"utf-16","...":"<any>"},"serverInfo":"<any>"}}
--> {"method":"initialized","params":{}}
--> {"id":2,"method":"workspace/diagnostic","params":{"previousResultIds":[]}}
<-- {"id":2,"result":{"items":[{"items":[{"code":"LAM004","data":{"fixes":[]},"message":"'kern' must be a number, but \"x\" is a string.","range":{"end":{"character":67,"line":2},"start":{"character":64,"line":2}},"severity":1,"source":"laminate"},{"code":"LAM025","data":{"fixes":[]},"message":"The link leads to 'nothing.md', which does not exist.","range":{"end":{"character":20,"line":2},"start":{"character":10,"line":2}},"severity":2,"source":"laminate"},{"code":"LAM026","data":{"fixes":[{"edits":[{"newText":"caramel","range":{"end":{"character":47,"line":2},"start":{"character":40,"line":2}}}],"isPreferred":true,"title":"Change to '#caramel'"}]},"message":"No heading of 'sauces.md' has the anchor '#caramal' — did you mean '#caramel'?","range":{"end":{"character":47,"line":2},"start":{"character":40,"line":2}},"severity":2,"source":"laminate"}],"kind":"full","resultId":"52fb3cd060b701ab","uri":"file://{{fixtures}}/workspaces/links/broken.md","version":null},{"items":[],"kind":"full","resultId":"09612b07b5ecb5a5","uri":"file://{{fixtures}}/workspaces/links/sauces.md","version":null}]}}
--> {"id":3,"method":"laminate/flushIndex"}
<-- {"id":3,"result":null}
--> {"id":4,"method":"workspace/diagnostic","params":{"previousResultIds":[{"uri":"file://{{fixtures}}/workspaces/links/sauces.md","value":"09612b07b5ecb5a5"}],"partialResultToken":"pull-1"}}
<-- {"method":"$/progress","params":{"token":"pull-1","value":{"items":[{"items":[{"code":"LAM004","data":{"fixes":[]},"message":"'kern' must be a number, but \"x\" is a string.","range":{"end":{"character":67,"line":2},"start":{"character":64,"line":2}},"severity":1,"source":"laminate"},{"code":"LAM025","data":{"fixes":[]},"message":"The link leads to 'nothing.md', which does not exist.","range":{"end":{"character":20,"line":2},"start":{"character":10,"line":2}},"severity":2,"source":"laminate"},{"code":"LAM026","data":{"fixes":[{"edits":[{"newText":"caramel","range":{"end":{"character":47,"line":2},"start":{"character":40,"line":2}}}],"isPreferred":true,"title":"Change to '#caramel'"}]},"message":"No heading of 'sauces.md' has the anchor '#caramal' — did you mean '#caramel'?","range":{"end":{"character":47,"line":2},"start":{"character":40,"line":2}},"severity":2,"source":"laminate"}],"kind":"full","resultId":"52fb3cd060b701ab","uri":"file://{{fixtures}}/workspaces/links/broken.md","version":null},{"kind":"unchanged","resultId":"09612b07b5ecb5a5","uri":"file://{{fixtures}}/workspaces/links/sauces.md","version":null}]}}}
<-- {"id":4,"result":{"items":[]}}
--> {"id":99,"method":"shutdown"}
<-- {"id":99,"result":null}
--> {"method":"exit"}
exit 0

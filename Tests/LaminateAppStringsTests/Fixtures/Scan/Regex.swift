// Regex literals hold quotes that start no string.
let quote = /"/
let word = #/"^[not](a: "string")/#
let lines = #/
  " still the regex
/#
let ratio = total / count / 2
let escaped = /\/"/
Text("^[after](foregroundColor: \"red\")")
if let match = line.firstMatch(of: /[/"]+/) { print(match) }
let spaced = a / "b" / c
Text("^[last](inflect: true)")

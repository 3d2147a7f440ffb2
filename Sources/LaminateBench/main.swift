import Foundation
import LaminateDialect

let spec = try! Data(contentsOf: URL(fileURLWithPath: "/work/shared/commonmark/spec-0.31.2.md"))
let chunk = """
# Release notes for version 2.4

This release brings **faster parsing**, a few *fixes* and [new docs](https://example.com/docs).
It also changes how `config.json` is read: see the ^[migration guide](style: "note") below.

## What changed

- Parsing is now linear in the input, even for deeply nested lists.
- Tables support alignment:
  - left, centre and right
  - escaped pipes like `a \\| b`
- The server answers hover requests with the attribute's documentation.

> **Note**: older clients may need to reload
> their configuration after upgrading.

| Option | Default | Meaning |
|:-------|:-------:|--------:|
| `tabSize` | 4 | columns per tab stop |
| `strict` | false | report unknown keys as errors |

```swift
let tree = MarkdownParser.parse(text)
print(HTMLRenderer().render(tree))
```

1. Install the new version.
2. Run `laminate lsp --check`.
3. Read the [changelog][log].

[log]: https://example.com/changelog "Changelog"


"""
var doc = [UInt8]()
let realistic = ProcessInfo.processInfo.environment["SPEC"] == nil
while doc.count < 10_000_000 { doc.append(contentsOf: realistic ? Array(chunk.utf8) : Array(spec)) }
for _ in 0..<5 {
    let start = Date()
    let tree = MarkdownParser.parse(doc)
    let parse = Date().timeIntervalSince(start)
    print(String(format: "parse %.3fs = %.1f MB/s, nodes %d", parse, Double(doc.count) / parse / 1e6, tree.nodes.count))
}

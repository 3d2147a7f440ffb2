import Testing

@testable import LaminateDialect

/// Nesting costs heap, not call stack: 100,000 nested containers parse and
/// render (a recursive parser or renderer would overflow the stack).
@Suite struct BlockNestingTests {
    static let depth = 100_000

    @Test func nestedBlockQuotes() {
        let markdown = String(repeating: ">", count: Self.depth) + " deep\n" + String(repeating: "> ", count: Self.depth) + "lazy\n"
        let tree = MarkdownParser.parse(markdown)
        #expect(countNodes(tree) { if case .blockQuote = $0 { return true } else { return false } } == Self.depth)
        let html = HTMLRenderer().render(tree)
        #expect(html.hasPrefix(String(repeating: "<blockquote>\n", count: 3)))
        #expect(html.contains("<p>deep\nlazy</p>"))
    }

    @Test func nestedListItems() {
        let markdown = String(repeating: "- ", count: Self.depth) + "item\n"
        let tree = MarkdownParser.parse(markdown)
        #expect(countNodes(tree) { if case .listItem = $0 { return true } else { return false } } == Self.depth)
        let html = HTMLRenderer().render(tree)
        #expect(html.hasPrefix("<ul>\n<li>\n<ul>\n<li>"))
        #expect(html.contains("<li>item</li>"))
    }

    @Test func nestedOrderedItemsOnSeparateLines() {
        // Each line opens one more level, indented under the previous item.
        var markdown = ""
        for level in 0..<2_000 { markdown += String(repeating: " ", count: level * 3) + "1. x\n" }
        let tree = MarkdownParser.parse(markdown)
        #expect(countNodes(tree) { if case .listItem = $0 { return true } else { return false } } == 2_000)
    }

    /// Blank lines continue every open list item; repeating that walk per
    /// blank line would be quadratic.
    @Test func blankLinesInsideDeepListItems() {
        let markdown =
            String(repeating: "- ", count: 20_000) + "item\n" + String(repeating: "\n", count: 20_000)
            + String(repeating: "- ", count: 20_000) + "```\n" + String(repeating: "\n", count: 20_000) + "end\n"
        let tree = MarkdownParser.parse(markdown)
        let html = HTMLRenderer().render(tree)
        #expect(html.contains("<li>item</li>"))
        #expect(html.contains("<pre><code>" + String(repeating: "\n", count: 20_000) + "</code></pre>"))
        #expect(html.hasSuffix("<p>end</p>\n"))
    }

    /// A wide header over many one-cell rows: the empty cells that fill the
    /// rows are capped, so the tree stays linear in the input.
    @Test func wideTableWithShortRowsStaysLinear() {
        let columns = 2_000
        let markdown =
            String(repeating: "|a", count: columns) + "|\n" + String(repeating: "|-", count: columns) + "|\n"
            + String(repeating: "x\n", count: 2_000)
        let tree = MarkdownParser.parse(markdown)
        var cells = 0
        var paragraphs = 0
        tree.walk { event in
            if case .enter(let id) = event {
                if case .tableCell = tree[id].kind { cells += 1 }
                if case .paragraph = tree[id].kind { paragraphs += 1 }
            }
            return true
        }
        #expect(cells <= columns + BlockParser.maximumAutocompletedCells + 2_000)
        #expect(paragraphs == 1)
    }

    @Test func manyReferenceDefinitions() {
        var markdown = ""
        for index in 0..<20_000 { markdown += "[label\(index)]: /url\(index)\n" }
        markdown += "[label19999]\n"
        let tree = MarkdownParser.parse(markdown)
        #expect(countNodes(tree) { if case .linkReferenceDefinition = $0 { return true } else { return false } } == 20_000)
        #expect(HTMLRenderer().render(tree) == "<p><a href=\"/url19999\">label19999</a></p>\n")
    }

    private func countNodes(_ tree: SyntaxTree, where predicate: (NodeKind) -> Bool) -> Int {
        var count = 0
        tree.walk { event in
            if case .enter(let id) = event, predicate(tree[id].kind) { count += 1 }
            return true
        }
        return count
    }
}

import Testing

@testable import LaminateDialect

/// `SyntaxTree.plainText(of:)`: what a reader sees in a node, the same as
/// the attribute runs' text. Each case reads the first attribute span of the
/// markdown, or the whole document when there is none.
@Suite struct PlainTextTests {
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let markdown: String
        let expected: String
        var budget = PlainTextBudget.unlimited
        var isTruncated = false
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "text", markdown: "Fold the butter in.", expected: "Fold the butter in."),
        Case(name: "emphasis and strong", markdown: "*warm* **milk** ***now*** _a_", expected: "warm milk now a"),
        Case(name: "strikethrough", markdown: "~~old~~ new", expected: "old new"),
        Case(name: "code span", markdown: "use `` a`b `` here", expected: "use a`b here"),
        Case(name: "entities", markdown: "&amp; &#35; &#x22; &copy; &nosuch;", expected: "& # \" © &nosuch;"),
        Case(name: "escapes", markdown: #"\*not\* \\ \a"#, expected: #"*not* \ \a"#),
        Case(name: "inline HTML is text", markdown: "a <b>bold</b> <!-- c --> d", expected: "a <b>bold</b> <!-- c --> d"),
        Case(name: "soft break", markdown: "one\ntwo", expected: "one two"),
        Case(name: "hard breaks", markdown: "one  \ntwo\\\nthree", expected: "one\u{2028}two\u{2028}three"),
        Case(name: "link", markdown: "[the *site*](https://example.com \"t\")", expected: "the site"),
        Case(name: "image is its description", markdown: "![a *cake*](cake.png) here", expected: "a cake here"),
        Case(name: "autolinks", markdown: "<https://a.example> <me@b.example>", expected: "https://a.example me@b.example"),
        Case(name: "span", markdown: "x ^[warm **milk**](ingredient: 4) y", expected: "warm milk"),
        Case(name: "nested spans", markdown: "^[a ^[b ^[c](x: 1)](y: 2) d](z: 3)", expected: "a b c d"),
        Case(name: "reference span", markdown: "^[milk][m]\n\n^[m]: ingredient: 1", expected: "milk"),
        Case(name: "NUL", markdown: "a\u{0}b", expected: "a\u{FFFD}b"),
        Case(
            name: "blocks on lines of their own", markdown: "# Title\n\npara\n\n---\n\n```\ncode\n```\n\n<div>\nx\n</div>\n\n- item\n> quote",
            expected: "Title\npara\ncode\n<div>\nx\n</div>\nitem\nquote"),
        Case(name: "definitions read as nothing", markdown: "[l]: /u\n\ntext", expected: "text"),
        Case(name: "table cells", markdown: "| a | b |\n|---|---|\n| c |  |", expected: "a\nb\nc"),
        Case(
            name: "byte budget cuts on a scalar", markdown: "^[abc€def](x: 1)", expected: "abc",
            budget: PlainTextBudget(bytes: 5, nodes: 100), isTruncated: true),
        Case(
            name: "byte budget across nodes", markdown: "^[ab *cd* ef](x: 1)", expected: "ab c",
            budget: PlainTextBudget(bytes: 4, nodes: 100), isTruncated: true),
        Case(
            name: "exactly the budget is whole", markdown: "^[abcd](x: 1)", expected: "abcd",
            budget: PlainTextBudget(bytes: 4, nodes: 100)),
        Case(
            name: "node budget", markdown: "^[a *b* c](x: 1)", expected: "a ",
            budget: PlainTextBudget(bytes: 100, nodes: 2), isTruncated: true),
        Case(
            name: "budget cuts a decoded entity's text", markdown: "^[a&amp;b](x: 1)", expected: "a",
            budget: PlainTextBudget(bytes: 1, nodes: 100), isTruncated: true),
        // A span of one text node is read without the walk: the same rules.
        Case(name: "one text node with NUL", markdown: "^[a\u{0}b](x: 1)", expected: "a\u{FFFD}b"),
        Case(
            name: "one text node, one node of budget", markdown: "^[abc](x: 1)", expected: "",
            budget: PlainTextBudget(bytes: 100, nodes: 1), isTruncated: true),
        Case(
            name: "one text node over the byte budget", markdown: "^[abcdef](x: 1)", expected: "abc",
            budget: PlainTextBudget(bytes: 3, nodes: 100), isTruncated: true),
    ]

    @Test(arguments: cases)
    func plainText(_ testCase: Case) {
        let tree = MarkdownParser.parse(Array(testCase.markdown.utf8))
        let node = firstSpan(in: tree) ?? tree.root
        let plain = tree.plainText(of: node, budget: testCase.budget)
        #expect(plain.text == testCase.expected)
        #expect(plain.isTruncated == testCase.isTruncated)
    }

    @Test func rangeCutsTextNodesAndKeepsOverlappingLeaves() {
        let markdown = "Fold *the butter* &amp; `milk` in."
        let tree = MarkdownParser.parse(Array(markdown.utf8))
        let paragraph = tree.children(of: tree.root).first { tree[$0].kind == .paragraph }!
        let start = markdown.utf8.count - "butter* &amp; `milk` in.".utf8.count
        let end = markdown.utf8.count - "lk` in.".utf8.count
        #expect(tree.plainText(of: paragraph, within: ByteRange(start, end)).text == "butter & milk")
    }

    @Test(arguments: [(0, ""), (1, "a"), (3, "a"), (4, "a€"), (5, "a€b"), (99, "a€b")])
    func prefixEndsOnAScalar(maximum: Int, expected: String) {
        #expect(PlainText.prefix(of: "a€b", maximumUTF8Count: maximum) == expected)
    }

    @Test func tenThousandNestedSpansReadWithinTheBudget() {
        let depth = 10_000
        let markdown = String(repeating: "^[", count: depth) + "x" + String(repeating: "](k: 1)", count: depth)
        let tree = MarkdownParser.parse(Array(markdown.utf8))
        let plain = tree.plainText(of: firstSpan(in: tree)!, budget: PlainTextBudget(bytes: 100, nodes: 64))
        #expect(plain.text.isEmpty && plain.isTruncated)
        #expect(tree.plainText(of: tree.root).text == "x")
    }

    func firstSpan(in tree: SyntaxTree) -> NodeID? {
        tree.nodeIDs.first { if case .attributeSpan = tree[$0].kind { true } else { false } }
    }
}

import Testing

@testable import LaminateDialect

/// Inputs that make naive inline parsers quadratic or overflow the stack
/// (most from cmark's `test/pathological_tests.py`), about 100 KB each. They
/// must finish and render; there are no timing assertions, but each runs in
/// a fraction of a second when the parser is linear.
@Suite struct InlinePathologicalTests {
    struct Input: Sendable, CustomStringConvertible {
        let name: String
        let markdown: String
        var description: String { name }
    }

    static func repeated(_ piece: String, _ count: Int) -> String {
        String(repeating: piece, count: count)
    }

    static let inputs: [Input] = [
        Input(name: "run of stars", markdown: repeated("*", 100_000)),
        Input(name: "run of underscores", markdown: repeated("_", 100_000)),
        Input(name: "run of tildes", markdown: repeated("~", 100_000)),
        Input(name: "a**b repeated", markdown: repeated("a**b", 25_000)),
        Input(name: "a**b c* repeated (rule of 3)", markdown: "a**b" + repeated("c* ", 30_000)),
        Input(name: "nested strong and emphasis", markdown: repeated("*a **a ", 7_000) + "b" + repeated(" a** a*", 7_000)),
        Input(name: "10,000 nested emphasis levels", markdown: repeated("*", 10_000) + "a" + repeated("*", 10_000)),
        Input(name: "mismatched openers and closers", markdown: repeated("*a_ ", 25_000)),
        Input(name: "alternating tildes", markdown: repeated("~a~~b ", 16_000)),
        Input(name: "unclosed brackets", markdown: repeated("[", 100_000)),
        Input(name: "unclosed attribute openers", markdown: repeated("^[", 50_000)),
        Input(name: "unclosed image openers", markdown: repeated("![", 50_000)),
        Input(name: "bang caret brackets", markdown: repeated("![^", 33_000)),
        Input(name: "10,000 nested brackets", markdown: repeated("[", 10_000) + "a" + repeated("]", 10_000)),
        Input(name: "10,000 nested links", markdown: repeated("[", 10_000) + "a" + repeated("](b)", 10_000)),
        Input(name: "10,000 nested attribute spans", markdown: repeated("^[", 10_000) + "a" + repeated("](x: 1)", 10_000)),
        Input(name: "10,000 nested images", markdown: repeated("![", 10_000) + "a" + repeated("](b)", 10_000)),
        Input(name: "link openers and emphasis closers", markdown: repeated("[ a_", 25_000)),
        Input(name: "links after image openers", markdown: repeated("![", 20_000) + repeated("[a](b) ", 8_000)),
        Input(name: "unclosed link destinations", markdown: repeated("[a](<b", 16_000)),
        Input(name: "unclosed bare link destinations", markdown: repeated("[a](b", 20_000)),
        Input(name: "unclosed link destinations with parentheses", markdown: repeated("[](a(", 20_000)),
        Input(name: "unclosed attribute lists", markdown: repeated("^[a](", 20_000)),
        Input(name: "unclosed attribute lists with balanced parentheses", markdown: repeated("^[a](()", 14_000)),
        Input(name: "attribute lists full of line breaks", markdown: "^[a](" + repeated("x\n", 50_000)),
        Input(name: "unclosed titles", markdown: repeated("[a](b \"", 14_000)),
        Input(name: "backtick runs of varied lengths", markdown: (1...440).map { repeated("`", $0 % 90 + 1) + "a" }.joined()),
        Input(name: "many single backticks", markdown: repeated("`a``", 25_000)),
        Input(name: "unclosed comments", markdown: repeated("<!--", 25_000)),
        Input(name: "unclosed processing instructions", markdown: repeated("<?", 50_000)),
        Input(name: "unclosed CDATA", markdown: repeated("<![CDATA[", 11_000)),
        Input(name: "unclosed declarations", markdown: repeated("<!A", 33_000)),
        Input(name: "unclosed tags", markdown: repeated("<a x=\"", 16_000)),
        Input(name: "unclosed autolinks", markdown: repeated("<http:", 16_000)),
        Input(name: "entities and numeric references", markdown: repeated("&#9999999;&amp;&#x;&a", 5_000)),
        Input(name: "many reference-like labels", markdown: repeated("[a][b]", 16_000)),
        Input(name: "many escapes", markdown: repeated("\\*", 50_000)),
        Input(name: "many soft breaks", markdown: repeated("a\n", 50_000)),
    ]

    @Test(arguments: inputs)
    func finishesInlineOnly(_ input: Input) {
        let document = InlineTestDocument(input.markdown)
        #expect(!document.html.isEmpty)
        #expect(document.tree.nodeCount > 1)
    }

    @Test(arguments: inputs)
    func finishesThroughTheWholeParser(_ input: Input) {
        let tree = MarkdownParser.parse(input.markdown)
        #expect(!HTMLRenderer().render(tree).isEmpty)
    }
}

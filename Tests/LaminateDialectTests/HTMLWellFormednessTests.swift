import Testing

@testable import LaminateDialect

/// The renderer's own HTML is well-formed (`HTMLWellFormedness`) for every
/// CommonMark example and fixture without raw HTML; the parser fuzz target
/// checks the same of every input it makes.
struct HTMLWellFormednessTests {
    static func hasRawHTML(_ tree: SyntaxTree) -> Bool {
        var found = false
        tree.walk { event in
            guard case .enter(let id) = event else { return !found }
            switch tree[id].kind {
            case .htmlBlock, .inlineHTML: found = true
            default: break
            }
            return !found
        }
        return found
    }

    static var documents: [(name: String, markdown: String)] {
        let examples = (BlockTestData.specExamples ?? []).map { ("example \($0.example)", $0.markdown) }
        let fixtures = InlineFixtureTests.cases.map { ("fixture \($0.name)", $0.input) }
        return examples + fixtures
    }

    @Test func everyDocumentWithoutRawHTMLRendersWellFormedHTML() {
        var checked = 0
        for document in Self.documents {
            let tree = MarkdownParser.parse(document.markdown)
            guard !Self.hasRawHTML(tree) else { continue }
            checked += 1
            let html = HTMLRenderer().render(tree)
            if let problem = HTMLWellFormedness.problem(in: html) {
                Issue.record("\(document.name): \(problem)\nmarkdown: \(document.markdown.debugDescription)\nhtml: \(html.debugDescription)")
            }
        }
        #expect(checked > 0)
    }

    /// The checker itself: what it accepts and what it refuses.
    @Test(
        arguments: [
            ("<p>a &amp; b &#35; &#x1F600;</p>\n", nil),
            ("<p><img src=\"a\" alt=\"b &quot;c&quot;\" /><br />\n<hr /></p>", nil),
            ("<ol start=\"3\">\n<li><span data-attributes=\"x: 1\">t</span></li>\n</ol>\n", nil),
            ("<p>a</em></p>", "</em> at 4 closes <p>"),
            ("<p>a", "<p> left open at the end"),
            ("<p>a & b</p>", "an & at 5 starts no character reference"),
            ("<p>a > b</p>", "an unescaped > in text at 5"),
            ("<div>x</div>", "a tag at 0 the renderer never writes"),
            ("<hr>", "<hr> at 0 is void but not closed with />"),
            ("<p />", "<p> at 0 is closed in its own tag but is not void"),
            ("<a href=x>t</a>", "<a> at 0 has a malformed attribute at 7"),
            ("<a title=\"<\">t</a>", "an unescaped < in an attribute value at 10"),
        ] as [(String, String?)])
    func checker(_ html: String, _ problem: String?) {
        #expect(HTMLWellFormedness.problem(in: html) == problem)
    }
}

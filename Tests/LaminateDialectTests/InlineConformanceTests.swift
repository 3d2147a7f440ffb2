import Testing

@testable import LaminateDialect

/// The CommonMark examples whose expected output is only paragraphs, run
/// through the inline parser alone (see `InlineTestDocument`). The full
/// conformance test, with the block parser, lives with the block tests.
@Suite struct InlineConformanceTests {
    static let inlineSections: Set<String> = [
        "Backslash escapes", "Entity and numeric character references", "Code spans",
        "Emphasis and strong emphasis", "Links", "Images", "Autolinks", "Raw HTML",
        "Hard line breaks", "Soft line breaks", "Textual content", "Inlines",
    ]

    static var examples: [SharedData.Example] {
        (SharedData.commonMarkExamples ?? []).filter { example in
            inlineSections.contains(example.section) && isOnlyParagraphs(example.html)
        }
    }

    static func isOnlyParagraphs(_ html: String) -> Bool {
        guard html.hasPrefix("<p>"), html.hasSuffix("</p>\n") else { return false }
        for tag in ["<h1>", "<h2>", "<ul>", "<ol>", "<pre>", "<blockquote>", "<hr />", "<table>", "<li>", "<div>"]
        where html.contains(tag) {
            return false
        }
        return true
    }

    @Test(arguments: examples)
    func example(_ example: SharedData.Example) {
        let document = InlineTestDocument(example.markdown)
        #expect(document.html == example.html, "markdown: \(example.markdown.debugDescription)")
    }
}

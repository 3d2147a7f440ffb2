import Testing

@testable import LaminateDialect

/// The renderer's byte output and escaping: runs copied whole, escapes in
/// between, and a buffer that grows past its first guess.
struct HTMLOutputTests {
    @Test(arguments: [
        ("", ""),
        ("plain", "plain"),
        ("a<b>c&d\"e", "a&lt;b&gt;c&amp;d&quot;e"),
        ("<<&&", "&lt;&lt;&amp;&amp;"),
        ("x\u{0}y", "x\u{FFFD}y"),
        ("ä 'single' =", "ä 'single' ="),
    ])
    func escaping(_ input: String, _ expected: String) {
        #expect(HTMLEscaping.escape(input) == expected)
        var bytes: [UInt8] = Array("prefix ".utf8)
        HTMLEscaping.appendEscaped(Array(input.utf8)[...], to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "prefix " + expected)
    }

    /// Every `<` becomes four bytes: the output outgrows the capacity reserved
    /// from the source size several times over.
    @Test func outputGrowsBeyondItsFirstCapacity() {
        let markdown = String(repeating: "<", count: 5000)
        let html = HTMLRenderer().render(MarkdownParser.parse(Array(markdown.utf8)))
        #expect(html == "<p>" + String(repeating: "&lt;", count: 5000) + "</p>\n")
    }

    @Test func bufferAppendsBytesAndRuns() {
        var output = HTMLOutput(capacity: 1)
        #expect(output.last == nil)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { output.appendByte(byte) }
        output.appendLiteral(" and ")
        output.appendString(String(repeating: "é", count: 100))
        #expect(output.last == 0xA9)
        #expect(output.makeString() == "abcdefghijklmnopqrstuvwxyz and " + String(repeating: "é", count: 100))
    }

    @Test func emptyDocumentRendersNothing() {
        #expect(HTMLRenderer().render(MarkdownParser.parse([])) == "")
    }

    @Test func listStartsAndHeadingLevelsAreWrittenInDecimal() {
        let html = HTMLRenderer().render(MarkdownParser.parse(Array("123456789. a\n\n###### h\n".utf8)))
        #expect(html == "<ol start=\"123456789\">\n<li>a</li>\n</ol>\n<h6>h</h6>\n")
    }
}

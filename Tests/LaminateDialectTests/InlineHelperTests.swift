import Testing

@testable import LaminateDialect

/// The small pieces the inline parser and its users share, as tables.
@Suite struct InlineHelperTests {
    @Test(arguments: [
        ("Foo  Bar", "foo bar"),
        ("  x\n\t y ", "x y"),
        ("ẞ", "ss"),
        ("Straße", "strasse"),
        ("ΑΓΩ", "αγω"),
        ("ﬁle", "file"),
        ("", ""),
    ])
    func labelNormalization(_ label: String, _ expected: String) {
        #expect(LabelNormalizer.normalize(label) == expected)
    }

    @Test(arguments: [
        ("a\\*b", "a*b"),
        ("&amp;&#35;&#x41;&#X42;", "&#AB"),
        ("\\a \\\\", "\\a \\"),
        ("&#0;", "\u{FFFD}"),
        ("&#x110000;", "\u{FFFD}"),
        ("&#12345678;", "&#12345678;"),
        ("&nosuch; &amp", "&nosuch; &amp"),
        ("&ClockwiseContourIntegral;", "\u{2232}"),
        ("&ngE;", "\u{2267}\u{0338}"),
        ("plain", "plain"),
    ])
    func escapeDecoding(_ input: String, _ expected: String) {
        #expect(EscapeDecoder.decode(input) == expected)
    }

    @Test(arguments: [
        ("a b", "a%20b"),
        ("ä", "%C3%A4"),
        ("&'", "&amp;&#x27;"),
        ("[]\"<>\\^`{|}", "%5B%5D%22%3C%3E%5C%5E%60%7B%7C%7D"),
        ("-_.+!*(),%#@?=;:/$~", "-_.+!*(),%#@?=;:/$~"),
    ])
    func hrefEscaping(_ input: String, _ expected: String) {
        var output: [UInt8] = []
        URLEscaping.appendEscapedHref(input, to: &output)
        #expect(String(decoding: output, as: UTF8.self) == expected)
    }

    /// `markdown` → the definitions read from its first paragraph, described
    /// as `label|kind|value|contentEnd|markers`.
    @Test(arguments: [
        ("[foo]: /url \"title\"\nrest", ["foo|link|/url \"title\"|20|linkOpen referenceLabel linkClose definitionColon destination title"]),
        (
            "[Foo Bar]:\n<my url>\n'the\ntitle'",
            ["foo bar|link|my url \"the\ntitle\"|31|linkOpen referenceLabel linkClose definitionColon destination title"]
        ),
        ("[a]: /u\n[b]: /v 'x' trailing", ["a|link|/u|8"]),
        ("[a]: /u\n'x' trailing", ["a|link|/u|8"]),
        ("[a]: /u \"t\" x", []),
        ("[a]:\n\n", []),
        ("[a]: <>", ["a|link||7"]),
        (
            "^[ref]:   color: \"red\", size: 2  \ntext",
            ["ref|attributes|color: \"red\", size: 2|34|attributeOpen referenceLabel linkClose definitionColon attributes"]
        ),
        ("^[ref]: x: 1\n[l]: /u\n^[r2]: y: 2", ["ref|attributes|x: 1|13", "l|link|/u|21", "r2|attributes|y: 2|32"]),
        ("[ ]: /u", []),
        ("[a] : /u", []),
        ("^[a]:", ["a|attributes||5"]),
    ])
    func referenceDefinitions(_ markdown: String, _ expected: [String]) {
        var content = MappedText()
        let source = Array(markdown.utf8)
        source.withUnsafeBufferPointer { buffer in
            var lineStart = 0
            for (index, byte) in source.enumerated() where byte == UInt8(ascii: "\n") {
                content.appendLine(buffer, ByteRange(lineStart, index))
                lineStart = index + 1
            }
            content.appendLine(buffer, ByteRange(lineStart, source.count))
        }
        let definitions = ReferenceDefinitionScanner.scan(content)
        let described = definitions.enumerated().map { index, definition in
            var line = definition.normalizedLabel
            switch definition.kind {
            case .link(let destination, let title):
                line += "|link|" + destination + (title.map { " \"\($0)\"" } ?? "")
            case .attributes(let attributes):
                line += "|attributes|" + attributes.string
            }
            line += "|\(definition.contentEnd)"
            // Only the first case of each table row lists the markers.
            if expected.indices.contains(index), expected[index].split(separator: "|", omittingEmptySubsequences: false).count > 4 {
                line += "|" + definition.markers.map { "\($0.0)" }.joined(separator: " ")
            }
            return line
        }
        #expect(described == expected)
    }

    @Test func attributeSpansRenderWithTheSuppliedTag() {
        let document = InlineTestDocument("a ^[b *c*](x: \"<1>\") d")
        let renderer = HTMLRenderer(attributeSpanTag: { attributes in "<span title=\"\(attributes.string.count)\">" })
        let html = renderer.render(document.tree)
        #expect(html.contains("<span title=\"8\">b <em>c</em></span>"))
        #expect(document.html == "<p>a <span data-attributes=\"x: &quot;&lt;1&gt;&quot;\">b <em>c</em></span> d</p>\n")
    }

    @Test func imageAltIsPlainText() {
        let document = InlineTestDocument("![a *b* `c` ^[d](x: 1) [e](f) ![g](h)\ni](j \"t\")")
        #expect(document.html == "<p><img src=\"j\" alt=\"a b c d e g i\" title=\"t\" /></p>\n")
    }
}

/// Two texts with the same bytes can share one array (attribute lists with
/// the same text, read from different spans); different bytes are never
/// taken, and the text's map to the source stays its own.
@Suite struct MappedTextSharingTests {
    private func text(_ line: String, at offset: Int) -> MappedText {
        let source = Array(String(repeating: " ", count: offset).utf8) + Array(line.utf8)
        var text = MappedText()
        source.withUnsafeBufferPointer { text.appendLine($0, ByteRange(offset, source.count)) }
        return text
    }

    @Test func equalBytesAreShared() {
        let first = text("color: \"red\"", at: 3)
        var second = text("color: \"red\"", at: 40)
        second.shareBytes(with: first.bytes)
        #expect(second.bytes.withUnsafeBufferPointer { $0.baseAddress } == first.bytes.withUnsafeBufferPointer { $0.baseAddress })
        #expect(second.sourceOffset(at: 0) == 40)
        #expect(first.sourceOffset(at: 0) == 3)
    }

    @Test func differentBytesAreKept() {
        let first = text("color: \"red\"", at: 3)
        var second = text("color: \"blue\"", at: 3)
        second.shareBytes(with: first.bytes)
        #expect(second.bytes == Array("color: \"blue\"".utf8))
    }
}

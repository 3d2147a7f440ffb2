import Testing

@testable import LaminateDialect

/// A chunk keeps no payload that reads back from the source and the node's
/// markers (`DerivedPayload`), and keeps in its table every one that does
/// not; either way `tree.kind(of:)` gives what the parser built. Each case:
/// a document, the tag of the first node to look at, what its payload reads
/// as, and whether the chunk must keep it in its table.
struct PayloadReadBackTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let document: String
        let tag: NodeTag
        let expected: String
        let inTable: Bool
        var testDescription: String { document.debugDescription }
    }

    static let cases: [Case] = [
        Case(document: "^[a](b: 1)\n", tag: .attributeSpan, expected: "list \"b: 1\" at 5", inTable: false),
        Case(document: "x ^[a]()\n", tag: .attributeSpan, expected: "list \"\" at -", inTable: false),
        Case(document: "> ^[a](b:\n> 1)\n", tag: .attributeSpan, expected: "list \"b:\\n1\" at 7", inTable: true),
        Case(document: "^[a][r]\n\n^[r]: b: 1\n", tag: .attributeSpan, expected: "list \"b: 1\" at 15", inTable: true),
        Case(document: "[x](/u \"t\")\n", tag: .link, expected: "/u | t", inTable: false),
        Case(document: "[x](</a b> 't\\'s')\n", tag: .link, expected: "/a b | t's", inTable: false),
        Case(document: "![x](/a&amp;b)\n", tag: .image, expected: "/a&b | nil", inTable: false),
        Case(document: "[x]()\n", tag: .link, expected: " | nil", inTable: false),
        Case(document: "[x](/u \"a\r\nb\")\n", tag: .link, expected: "/u | a\nb", inTable: true),
        Case(document: "[x][r]\n\n[r]: /v\n", tag: .link, expected: "/v | nil", inTable: true),
        Case(document: "`` a ``\n", tag: .codeSpan, expected: "a", inTable: false),
        Case(document: "`a\nb`\n", tag: .codeSpan, expected: "a b", inTable: false),
        Case(document: "`a\r\nb`\n", tag: .codeSpan, expected: "a b", inTable: true),
        Case(document: "`a\0b`\n", tag: .codeSpan, expected: "a\u{FFFD}b", inTable: false),
        Case(document: "| `a\\|b` |\n|---|\n", tag: .codeSpan, expected: "a|b", inTable: true),
        Case(document: "&amp; &#x22;\n", tag: .entity, expected: "&", inTable: false),
        Case(document: "<http://a&amp;b>\n", tag: .autolink, expected: "http://a&b url", inTable: false),
        Case(document: "<a@b.c>\n", tag: .autolink, expected: "a@b.c email", inTable: false),
        Case(document: "a <b>x</b>\n", tag: .inlineHTML, expected: "<b>", inTable: false),
        Case(document: "a <span\n  id=1>\n", tag: .inlineHTML, expected: "<span\nid=1>", inTable: true),
        Case(document: "- a\n- b\n", tag: .list, expected: "bullet - tight", inTable: false),
        Case(document: "7) a\n\n8) b\n", tag: .list, expected: "ordered 7 ) loose", inTable: false),
    ]

    @Test(arguments: cases)
    func payloadReadsBackAsBuilt(_ testCase: Case) throws {
        for chunkSize in [1, BlockParser.defaultChunkSize] {
            let tree = MarkdownParser.parse(Array(testCase.document.utf8), chunkSize: chunkSize)
            let id = try #require(tree.nodeIDs.first { tree.tag(of: $0) == testCase.tag })
            #expect(Self.describe(tree.kind(of: id)) == testCase.expected)
            #expect(Self.describe(tree[id].kind) == testCase.expected)
            let stored = tree.chunks[Int(id.chunk)].nodes[Int(id.index)]
            #expect(stored.payloadIsInTable == testCase.inTable)
        }
    }

    /// The stored tree renders as the builder does (`renderParsing` renders
    /// every chunk from its builder, whose payloads are all as built).
    @Test(arguments: cases)
    func storedPayloadsRenderAsBuilt(_ testCase: Case) {
        let source = Array(testCase.document.utf8)
        var streamed: [UInt8] = []
        HTMLRenderer().renderParsing(source, chunkSize: 1, pieceSize: 100) { streamed.append(contentsOf: $0) }
        #expect(String(decoding: streamed, as: UTF8.self) == HTMLRenderer().render(MarkdownParser.parse(source, chunkSize: 1)))
    }

    static func describe(_ kind: NodeKind) -> String {
        switch kind {
        case .attributeSpan(let info):
            let at = info.attributes.pieces.isEmpty ? "-" : String(info.attributes.sourceOffset(at: 0))
            return "list \(info.attributes.string.debugDescription) at \(at)"
        case .link(let info), .image(let info):
            return "\(info.destination) | \(info.title ?? "nil")"
        case .codeSpan(let content), .entity(let content), .inlineHTML(let content):
            return content
        case .autolink(let destination, let isEmail):
            return "\(destination) \(isEmail ? "email" : "url")"
        case .list(let info):
            let tightness = info.isTight ? "tight" : "loose"
            switch info.kind {
            case .bullet(let marker): return "bullet \(Character(Unicode.Scalar(marker))) \(tightness)"
            case .ordered(let start, let delimiter): return "ordered \(start) \(Character(Unicode.Scalar(delimiter))) \(tightness)"
            }
        default:
            return "\(kind)"
        }
    }
}

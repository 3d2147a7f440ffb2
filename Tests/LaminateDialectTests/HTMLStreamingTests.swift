import Testing

@testable import LaminateDialect

/// `render(_:pieceSize:write:)`, which `laminate html` writes from, hands out
/// exactly the bytes `render(_:)` returns, however small the pieces and
/// wherever the chunks start (a drained buffer still knows its last byte,
/// which decides whether a block starts on a new line).
struct HTMLStreamingTests {
    /// The CommonMark examples as one document, when `../shared` is there,
    /// and a few documents of our own that cross chunk boundaries.
    static let documents: [String] = {
        var documents = [
            "# a\n\n> b\n> c\n\n- d\n\n  e\n- f\n\n```\ng\n```\n\n<div>\nh\n</div>\n\n| i | j |\n|---|:-:|\n| k | l |\n",
            "^[butter](ingredient: 3) and ^[**warm milk**](ingredient: 4)\n\n^[x][r]\n\n^[r]: alignment: \"center\"\n",
            String(repeating: "para *em* `code` [link](/u \"t\") &amp; <b>x</b>\n\n", count: 40),
        ]
        if let examples = BlockTestData.specExamples {
            documents.append(examples.map(\.markdown).joined(separator: "\n\n"))
        }
        return documents
    }()

    @Test(arguments: [1, 7, 100, 1 << 20])
    func streamedPiecesJoinToTheWholeRendering(pieceSize: Int) {
        for document in Self.documents {
            for chunkSize in [1, 64, BlockParser.defaultChunkSize] {
                let tree = MarkdownParser.parse(Array(document.utf8), chunkSize: chunkSize)
                var streamed: [UInt8] = []
                var pieces = 0
                HTMLRenderer().render(tree, pieceSize: pieceSize) { piece in
                    #expect(!piece.isEmpty)
                    streamed.append(contentsOf: piece)
                    pieces += 1
                }
                let whole = HTMLRenderer().render(tree)
                #expect(
                    String(decoding: streamed, as: UTF8.self) == whole,
                    "piece size \(pieceSize), chunk size \(chunkSize), \(pieces) pieces")
            }
        }
    }

    /// `renderParsing`, which parses and renders one chunk at a time and
    /// never holds the whole tree, writes the same bytes as rendering the
    /// whole tree (reference-form spans whose definition comes later
    /// included).
    @Test(arguments: [1, 64, BlockParser.defaultChunkSize])
    func renderingWhileParsingWritesTheSameBytes(chunkSize: Int) {
        for document in Self.documents {
            let source = Array(document.utf8)
            var streamed: [UInt8] = []
            HTMLRenderer().renderParsing(source, chunkSize: chunkSize, pieceSize: 100) { streamed.append(contentsOf: $0) }
            #expect(
                String(decoding: streamed, as: UTF8.self) == HTMLRenderer().render(MarkdownParser.parse(source)),
                "chunk size \(chunkSize)")
        }
    }

    /// The block phase's records stay small: every one of a document is
    /// alive until its chunks are emitted (about 250,000 in 10 MB), which is
    /// most of what `laminate html` holds beyond the input.
    @Test func blockRecordsStaySmall() {
        #expect(MemoryLayout<BlockRecord>.stride <= 64)
        #expect(MemoryLayout<ContentLine>.stride == 8)
    }
}

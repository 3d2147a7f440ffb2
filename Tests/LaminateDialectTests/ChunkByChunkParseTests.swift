import Testing

@testable import LaminateDialect

/// `MarkdownParser.parseChunkByChunk`, which `laminate check` reads a
/// document through, hands over the chunks of `parse`, in order, each
/// reading in its own tree exactly as it reads in the whole tree: the same
/// nodes (kinds, ranges, links between them), markers and issues, and
/// reference-form spans given their definitions wherever those are.
struct ChunkByChunkParseTests {
    static let documents: [String] =
        HTMLStreamingTests.documents + [
            // Blocks with markers in every chunk, and definitions taken out of a
            // heading's and a paragraph's lines: each is emitted before the block
            // it came out of, whose record (and markers) come before its own.
            String(
                repeating: "> quote\n> on two lines\n\n[a]: /u\nHeading\n===\n\n[b]: /v\n[c]: /w\ntext [a] [b] [c]\n\n"
                    + "```\ncode\n```\n\n", count: 6),
            // A definition after its uses, in a later chunk; a label defined twice.
            "^[a][late] and [b][link]\n\n" + String(repeating: "filler paragraph\n\n", count: 20)
                + "^[late]: ingredient: 2\n\n[link]: /x#y\n\n^[late]: kern: 1\n",
            // Broken spans make issues in several chunks.
            String(repeating: "^[open and ^[x][nowhere] (\n\n", count: 12),
        ]

    /// One node and what hangs off it, as a reader of the tree sees it.
    static func dump(_ id: NodeID, in tree: SyntaxTree) -> String {
        let node = tree[id]
        let markers = tree.markers(of: id).map { "\($0.kind)\($0.range)" }.joined(separator: ",")
        func place(_ other: NodeID?) -> String { other.map { "\(tree[$0].range)" } ?? "-" }
        return "\(node.kind) \(node.range) parent \(place(node.parent)) first \(place(node.firstChild)) last \(place(tree.lastChild(of: id)))"
            + " [\(markers)]"
    }

    /// Every node of chunk `chunk` of `tree`, top-level blocks and what is
    /// under them, in walk order (sibling links inside the chunk included).
    static func dump(chunk: Int, of tree: SyntaxTree) -> [String] {
        var lines: [String] = []
        for top in tree.topLevelNodes(inChunk: chunk) {
            tree.walk(from: top) { event in
                if case .enter(let id) = event { lines.append(dump(id, in: tree)) }
                return true
            }
        }
        return lines + tree.issues(inChunk: chunk).map { "issue \($0)" }
    }

    @Test(arguments: [1, 64, BlockParser.defaultChunkSize])
    func chunksReadAsInTheWholeTree(chunkSize: Int) {
        for (number, document) in Self.documents.enumerated() {
            let source = Array(document.utf8)
            let whole = MarkdownParser.parse(source, chunkSize: chunkSize)
            var seen = 0
            MarkdownParser.parseChunkByChunk(source, chunkSize: chunkSize) { parsed in
                #expect(parsed.index == seen, "document \(number)")
                seen += 1
                guard parsed.index < whole.chunkCount else { return }
                #expect(parsed.tree.chunkStart(parsed.chunk) == whole.chunkStart(parsed.index))
                #expect(
                    Self.dump(chunk: parsed.chunk, of: parsed.tree) == Self.dump(chunk: parsed.index, of: whole),
                    "document \(number), chunk \(parsed.index) of \(whole.chunkCount), chunk size \(chunkSize)")
            }
            #expect(seen == whole.chunkCount, "document \(number), chunk size \(chunkSize)")
        }
    }

    /// The tree an opening parse returns while handing its chunks over is
    /// the tree `parse` makes, down to how it is cut into chunks and which
    /// chunks follow closed blocks (what lets an edit of a chunk's first
    /// line leave the chunk before alone).
    @Test(arguments: [1, 64, BlockParser.defaultChunkSize])
    func theOpeningParseCutsTheTreeAsParseDoes(chunkSize: Int) {
        let documents = Self.documents + IncrementalReuseTests.largeBlocks.map { "A paragraph.\n\n" + $0 + "\nAfter it.\n" }
        for (number, document) in documents.enumerated() {
            let source = Array(document.utf8)
            let whole = MarkdownParser.parse(source, chunkSize: chunkSize)
            var handed = 0
            let opened = MarkdownParser.parse(source, chunkSize: chunkSize) { _ in handed += 1 }
            #expect(handed == whole.chunkCount, "document \(number)")
            #expect(opened.chunkStarts == whole.chunkStarts, "document \(number)")
            #expect(opened.chunkFollowsClosedBlocks == whole.chunkFollowsClosedBlocks, "document \(number)")
            #expect(opened.chunkFollowsClosedBlocks.count == whole.chunkCount, "document \(number)")
        }
    }

    /// The first chunks parsed from a prefix of the text alone read as the
    /// whole tree's wherever the block phase over the whole text holds them
    /// (from the first on), and the parse that resumes after them hands
    /// over the rest; a chunk that looked up in vain a label the text
    /// defines after the prefix is not held.
    @Test(arguments: [1, 64, BlockParser.defaultChunkSize])
    func leadingChunksReadAsInTheWholeTree(chunkSize: Int) {
        for (number, document) in Self.documents.enumerated() {
            let source = Array(document.utf8)
            let whole = MarkdownParser.parse(source, chunkSize: chunkSize)
            for prefixLength in Set([0, 1, source.count / 7, source.count / 3, source.count / 2, source.count - 1, source.count]) {
                var leading: [MarkdownParser.LeadingChunk] = []
                MarkdownParser.parseLeadingChunks(source, prefixLength: prefixLength, chunkSize: chunkSize) {
                    leading.append($0)
                    return true
                }
                let context = "document \(number), prefix \(prefixLength), chunk size \(chunkSize)"
                #expect(leading.allSatisfy { $0.reading.end <= prefixLength }, "\(context)")
                var held = 0
                var next = -1
                MarkdownParser.parseChunkByChunk(
                    source, chunkSize: chunkSize,
                    resume: { blockPhase in
                        while held < leading.count, leading[held].reading.index == held, blockPhase.holds(leading[held].reading) { held += 1 }
                        next = held
                        return held
                    }
                ) { parsed in
                    #expect(parsed.index == next, "\(context)")
                    next += 1
                    // The markers of the chunks passed over are passed over too.
                    guard parsed.index < whole.chunkCount else { return }
                    #expect(
                        Self.dump(chunk: parsed.chunk, of: parsed.tree) == Self.dump(chunk: parsed.index, of: whole),
                        "\(context), resumed chunk \(parsed.index)")
                }
                #expect(next == whole.chunkCount, "\(context)")
                for chunk in leading[..<held] {
                    #expect(
                        Self.dump(chunk: chunk.parsed.chunk, of: chunk.parsed.tree) == Self.dump(chunk: chunk.parsed.index, of: whole),
                        "\(context), chunk \(chunk.parsed.index)")
                }
            }
        }
        // The first chunk looks up `late` and `link`, defined after the filler.
        let source = Array(Self.documents[Self.documents.count - 2].utf8)
        var first: MarkdownParser.LeadingChunk?
        MarkdownParser.parseLeadingChunks(source, prefixLength: 200, chunkSize: 64) {
            first = $0
            return false
        }
        #expect(first?.reading.undefinedLabels.sorted() == ["late", "link"])
        MarkdownParser.parseChunkByChunk(
            source, chunkSize: 64,
            resume: { blockPhase in
                #expect(first.map { !blockPhase.holds($0.reading) } == true)
                return 0
            }
        ) { _ in }
    }

    /// A chunk's tree finds every attribute definition of the document, as
    /// the whole tree does, also those in chunks it does not hold.
    @Test func everyAttributeDefinitionIsFound() {
        let source = Array(Self.documents[Self.documents.count - 2].utf8)
        let whole = MarkdownParser.parse(source, chunkSize: 1)
        let attributeDefinitions = whole.definitions.byLabel.filter {
            if case .attributes = $0.value { true } else { false }
        }
        #expect(attributeDefinitions.count == 1 && whole.definitions.byLabel.count == 2)
        MarkdownParser.parseChunkByChunk(source, chunkSize: 1) { parsed in
            #expect(parsed.tree.attributeDefinitionText("late") == whole.attributeDefinitionText("late"))
            #expect(parsed.tree.definitions.byLabel == attributeDefinitions)
        }
    }
}

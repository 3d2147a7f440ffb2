/// One chunk of a document, parsed and handed over by
/// `MarkdownParser.parseChunkByChunk` before the next is parsed.
///
/// `tree` is a tree of its own that holds this chunk alone (after an empty
/// chunk standing for the text before it, when it is not the first): every
/// id, range, marker and walk of the chunk reads there as in the tree of
/// the whole document, ranges absolute, and a reference-form span finds its
/// definition wherever the document has it. Only the other chunks' nodes are
/// missing, and the document's link reference definitions (their links are
/// parsed already; `tree.definitions` holds the attribute definitions): a
/// reader that works chunk by chunk (validation, link tables) reads the
/// chunk `chunk` of `tree` as it would read chunk `index` of the whole tree.
public struct ParsedChunk: Sendable {
    public let tree: SyntaxTree
    /// This chunk's index in `tree` (0 for the document's first chunk, else 1).
    public let chunk: Int
    /// Its index among the document's chunks.
    public let index: Int
}

extension MarkdownParser {
    /// Parses `source` one chunk at a time, handing each chunk to `body` as
    /// soon as its inlines are parsed, so that a reader that needs one chunk
    /// at a time never holds the whole tree (how `laminate check` checks a
    /// large document in little memory, as `HTMLRenderer.renderParsing`
    /// renders one). The chunks are those of `parse(source)`, in order, and
    /// read the same. The block phase still reads the whole text first:
    /// inlines need every reference definition, wherever it is.
    public static func parseChunkByChunk(_ source: [UInt8], _ body: (ParsedChunk) -> Void) {
        parseChunkByChunk(source, chunkSize: BlockParser.defaultChunkSize, body)
    }

    /// The same with chunks of at least `chunkSize` bytes (tests use tiny
    /// ones to put chunk boundaries everywhere).
    package static func parseChunkByChunk(_ source: [UInt8], chunkSize: Int, _ body: (ParsedChunk) -> Void) {
        _ = emitParsedChunks(source, chunkSize: chunkSize) { parsed, _ in body(parsed) }
    }

    /// The same, once the block phase is done asking `resume` how many of
    /// the first chunks the caller has already (each one the caller checked
    /// against the `BlockPhase`, see `parseLeadingChunks`): only the chunks
    /// after them are parsed and handed to `body`.
    package static func parseChunkByChunk(
        _ source: [UInt8], chunkSize: Int, resume: (BlockPhase) -> Int,
        _ body: (ParsedChunk) -> Void
    ) {
        _ = emitParsedChunks(source, chunkSize: chunkSize, resume: resume) { parsed, _ in body(parsed) }
    }

    // The head start of `laminate check` (LaminateFeatures' `HeadStart`):
    // the block phase's results and the chunks parsed ahead of it are the
    // parser's phases, so they are `package`, not part of the parser's
    // public surface (parsing, re-parsing and the chunks).

    /// What the block phase over the whole text found that a chunk parsed
    /// ahead of it (`LeadingChunk`) is checked against.
    package struct BlockPhase {
        /// Where each chunk starts.
        package let chunkStarts: [Int]
        fileprivate let definitions: ReferenceDefinitions

        /// Whether the leading chunk read as `reading` is the chunk of the
        /// same index that this block phase makes, read the same: it starts
        /// and ends at the same places, and no label it looked up in vain
        /// is defined.
        package func holds(_ reading: LeadingChunk.Reading) -> Bool {
            let index = reading.index
            guard index + 1 < chunkStarts.count, chunkStarts[index] == reading.start,
                chunkStarts[index + 1] == reading.end
            else { return false }
            return reading.undefinedLabels.allSatisfy { definitions[$0] == nil }
        }
    }

    /// One of the first chunks of a text, parsed ahead of the block phase
    /// over the whole text (`parseLeadingChunks`).
    package struct LeadingChunk: Sendable {
        package let parsed: ParsedChunk
        package let reading: Reading

        /// What a block phase over the whole text checks the chunk with
        /// (`BlockPhase.holds`), small enough to keep once the tree is dropped.
        package struct Reading: Sendable {
            /// Its index among the text's chunks.
            package let index: Int
            /// Where it starts and ends.
            package let start: Int
            package let end: Int
            /// The labels its inlines looked up and did not find before the
            /// end of the text read: defined later, they would read otherwise.
            package let undefinedLabels: [String]
        }
    }

    /// Parses the first chunks of `source` from its first `prefixLength`
    /// bytes alone, handing each to `body` while it says to go on: the
    /// block phase over that prefix, then each chunk's inlines with the
    /// definitions found there. Every chunk but the prefix's last (which
    /// the prefix may cut short) is read up to its end as the whole text
    /// reads it, and a chunk is the whole text's chunk of the same index,
    /// as `parse(source)` makes it, when the block phase over the whole text
    /// `holds` it: lines are read alike whatever follows them, so only
    /// where a chunk ends and the labels its inlines looked up in vain can
    /// differ. (How `laminate check` puts the second core to work while the
    /// first reads the blocks of the whole text.)
    package static func parseLeadingChunks(
        _ source: [UInt8], prefixLength: Int, chunkSize: Int,
        _ body: (LeadingChunk) -> Bool
    ) {
        let prefixLength = min(max(0, prefixLength), source.count)
        source.withUnsafeBufferPointer { whole in
            let bytes = UnsafeBufferPointer(rebasing: whole[0..<prefixLength])
            var parser = BlockParser(bytes: bytes)
            parser.chunkSize = max(1, chunkSize)
            parser.parseLines()
            let definitions = parser.definitions
            let chunkStarts = parser.chunkStarts
            let chunkSize = parser.chunkSize
            let table = attributeDefinitionTable(definitions)
            let stamp = DefinitionTextsStamp()
            var goOn = true
            // Not the last chunk: the prefix may end inside it.
            parser.emitChunks(
                source: source, definitions: definitions, end: prefixLength,
                stop: { !goOn || $0 + 1 >= chunkStarts.count }
            ) { chunk, index in
                let tree = chunkTree(
                    chunk, index: index, source: source, chunkStarts: chunkStarts, chunkSize: chunkSize,
                    table: table, stamp: stamp)
                let undefined = [String](chunk.referencedLabels.filter { definitions[$0] == nil })
                let reading = LeadingChunk.Reading(
                    index: index, start: chunkStarts[index], end: chunkStarts[index + 1],
                    undefinedLabels: undefined)
                goOn = body(LeadingChunk(parsed: ParsedChunk(tree: tree, chunk: index == 0 ? 0 : 1, index: index), reading: reading))
            }
        }
    }

    /// Parses `source` into the tree `parse(source)` gives, handing each
    /// chunk to `body` as `parseChunkByChunk` does, as soon as its inlines
    /// are parsed: a caller can work on the chunks parsed while the rest are
    /// parsed (how an editor's first analysis of a large document reads its
    /// attribute lists on one core while the parse goes on on another).
    /// Each chunk handed over is the very chunk of the tree returned, so a
    /// table kept per chunk (keyed by `ChunkKey`) made from it is the
    /// tree's.
    public static func parse(_ source: [UInt8], handingOver body: (ParsedChunk) -> Void) -> SyntaxTree {
        parse(source, chunkSize: BlockParser.defaultChunkSize, handingOver: body)
    }

    /// The same with chunks of at least `chunkSize` bytes (tests use tiny ones).
    package static func parse(_ source: [UInt8], chunkSize: Int, handingOver body: (ParsedChunk) -> Void) -> SyntaxTree {
        var chunks: [TreeChunk] = []
        let layout = emitParsedChunks(source, chunkSize: chunkSize) { parsed, chunk in
            chunks.append(chunk)
            body(parsed)
        }
        return SyntaxTree(
            source: source, chunks: chunks, chunkStarts: layout.chunkStarts,
            chunkFollowsClosedBlocks: layout.chunkFollowsClosedBlocks, chunkSize: layout.chunkSize)
    }

    /// Parses `source` one chunk at a time, handing `body` each chunk as a
    /// `ParsedChunk` and as the `TreeChunk` it holds; returns how the text
    /// is cut into chunks, which the whole tree is made with. `resume` says
    /// how many of the first chunks not to parse (the caller has them).
    private static func emitParsedChunks(
        _ source: [UInt8], chunkSize: Int, resume: (BlockPhase) -> Int = { _ in 0 },
        _ body: (ParsedChunk, TreeChunk) -> Void
    )
        -> (chunkStarts: [Int], chunkFollowsClosedBlocks: [Bool], chunkSize: Int)
    {
        source.withUnsafeBufferPointer { bytes in
            var parser = BlockParser(bytes: bytes)
            parser.chunkSize = max(1, chunkSize)
            parser.parseLines()
            let definitions = parser.definitions
            let table = attributeDefinitionTable(definitions)
            let chunkStarts = parser.chunkStarts
            let chunkSize = parser.chunkSize
            let stamp = DefinitionTextsStamp()
            let firstChunk = resume(BlockPhase(chunkStarts: chunkStarts, definitions: definitions))
            parser.emitChunks(source: source, definitions: definitions, end: bytes.count, firstChunk: firstChunk) { chunk, index in
                let tree = chunkTree(
                    chunk, index: index, source: source, chunkStarts: chunkStarts, chunkSize: chunkSize,
                    table: table, stamp: stamp)
                body(ParsedChunk(tree: tree, chunk: index == 0 ? 0 : 1, index: index), chunk)
            }
            return (chunkStarts, parser.chunkFollowsClosedBlocks, chunkSize)
        }
    }

    /// The attribute definitions in force, as a tree whose first chunk
    /// starts at 0 holds them (their texts are absolute already). Not the
    /// link definitions: their links are parsed, and a document can have
    /// thousands (a copy of the table was megabytes).
    private static func attributeDefinitionTable(_ definitions: ReferenceDefinitions) -> [String: DefinitionInForce] {
        var table: [String: DefinitionInForce] = [:]
        for (label, definition) in definitions.byLabel {
            if case .attributes = definition { table[label] = DefinitionInForce(chunk: 0, definition: definition) }
        }
        return table
    }

    /// The tree of chunk `index` alone.
    private static func chunkTree(
        _ chunk: TreeChunk, index: Int, source: [UInt8], chunkStarts: [Int], chunkSize: Int,
        table: [String: DefinitionInForce], stamp: DefinitionTextsStamp
    ) -> SyntaxTree {
        if index == 0 {
            return SyntaxTree(
                source: source, chunks: [chunk], chunkStarts: [0], chunkSize: chunkSize,
                definitionTable: table, definitionTexts: stamp)
        }
        // The text before the chunk, as an empty chunk: the tree needs one
        // from offset 0, and no reader of this chunk looks there.
        let start = chunkStarts[index]
        let before = SyntaxTreeBuilder(source: source).finishChunk(start: 0, length: start, definitions: [], referencedLabels: [])
        return SyntaxTree(
            source: source, chunks: [before, chunk], chunkStarts: [0, start], chunkSize: chunkSize,
            definitionTable: table, definitionTexts: stamp)
    }
}

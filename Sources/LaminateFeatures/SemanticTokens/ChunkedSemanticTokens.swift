import LaminateAttributes
import LaminateConcurrency
import LaminateDialect

/// A document's semantic tokens in LSP's encoding, kept per chunk of the
/// tree so that the tokens of an edited version reuse the previous
/// version's for every chunk the two trees share: a keystroke encodes the
/// chunk it is in, then the chunks' data are joined.
///
/// A chunk starts at a line start, so its tokens' lines move with it and
/// their columns do not: each chunk's data is kept with its first token's
/// line counted from the chunk's first line, and only that one number is
/// rewritten when the chunks are joined.
public struct ChunkedSemanticTokens: Sendable {
    /// What the encoded tokens depend on besides the tree.
    public struct Settings: Sendable, Hashable {
        public var coverage: SemanticTokenCoverage
        public var encoder: SemanticTokenEncoder
        public var definition: FormattingDefinition

        public init(coverage: SemanticTokenCoverage, encoder: SemanticTokenEncoder, definition: FormattingDefinition) {
            self.coverage = coverage
            self.encoder = encoder
            self.definition = definition
        }
    }

    /// Nil for `none` and for tokens encoded whole (never reused).
    private let settings: Settings?
    /// Each chunk's data, its length the lines it spans: a chunk's first
    /// line is a sum (`ChunkTable`), and a keystroke's version replaces the
    /// edited chunks' data, sharing the segments of every other.
    ///
    /// The first integer of a chunk's data in the joined array (its lead)
    /// is its first token's line counted from the last token of the chunk
    /// with tokens before it; it is worked out as the chunks are read, not
    /// kept, so that a line added above a chunk rewrites nothing of it.
    private let chunks: ChunkTable<ChunkTokenData>
    /// How many integers the joined array has.
    public let count: Int
    /// The attribute definitions' texts the chunks were encoded against.
    private let definitionTexts: DefinitionTextsStamp?
    /// A container's tiles, one chunk each (nil for a Markdown document).
    private let tiles: ContainerTokenTiles?

    /// No tokens at all (semantic tokens turned off).
    public static let none = ChunkedSemanticTokens()

    private init() {
        settings = nil
        chunks = ChunkTable()
        count = 0
        definitionTexts = nil
        tiles = nil
    }

    /// Tokens encoded whole, as one chunk: a container's strings (see
    /// `ContainerSemanticTokens`), which are no one tree's chunks; a delta
    /// between two of them compares their data.
    public init(encoded data: [UInt32]) {
        settings = nil
        chunks = ChunkTable([ChunkTokenData(encoded: data)])
        count = data.count
        definitionTexts = nil
        tiles = nil
    }

    /// A container's tokens (`ContainerSemanticTokens`), one chunk per tile
    /// of its strings (`ContainerTokenTiles`: a string, or the strings
    /// sharing its lines). The tiles an edit left alone keep `previous`'s
    /// chunks, the same objects, so a keystroke in a catalog encodes the
    /// string typed into (its tile's chunk replaced, no other touched), and
    /// a delta skips the chunks the two share and compares only that
    /// string's.
    public init(_ container: ContainerAnalysis, encoder: SemanticTokenEncoder, reusing previous: ChunkedSemanticTokens? = nil) {
        // A container's tokens are its strings' spans whatever the coverage setting.
        let settings = Settings(coverage: .attributesOnly, encoder: encoder, definition: container.definition)
        let tiles = ContainerTokenTiles(container)
        if let previous, previous.settings == settings, let oldTiles = previous.tiles, oldTiles.layout === tiles.layout {
            // The same layout: only the tiles of strings made again are encoded.
            var chunks = previous.chunks
            for tile in tiles.changedTiles(since: oldTiles) {
                let data = ChunkTokenData(container: container, tile: tile, encoder: encoder)
                chunks = chunks.replacing(tile..<(tile + 1), with: [data])
            }
            self.chunks = chunks
        } else {
            let encoded = ParallelMap.map(tiles.count) { tile in ChunkTokenData(container: container, tile: tile, encoder: encoder) }
            chunks = ChunkTable(encoded)
        }
        self.settings = settings
        count = chunks.weight
        definitionTexts = nil
        self.tiles = tiles
    }

    /// The tokens of `analysis`, reusing `previous`'s data for every chunk
    /// the two trees share: the chunks shared at the front and the back
    /// are found by comparing identities, a pointer a chunk, and the data
    /// of the chunks between replace `previous`'s by one replacement.
    public init(
        _ analysis: DocumentAnalysis, coverage: SemanticTokenCoverage, encoder: SemanticTokenEncoder,
        reusing previous: ChunkedSemanticTokens? = nil
    ) {
        let settings = Settings(coverage: coverage, encoder: encoder, definition: analysis.definition)
        let tree = analysis.tree
        let old = previous.flatMap { $0.settings == settings ? $0.chunks : nil } ?? ChunkTable()
        // The spans' definitions are looked up again only when one changed
        // (or moved within its chunk): then the chunks whose spans read one
        // are checked, wherever they are.
        let definitionsHold = previous?.definitionTexts.map { $0 === tree.definitionTexts } ?? false
        // The chunks to encode again are encoded in parallel (all of them
        // when a document opens).
        let update = old.updated(for: tree, keep: { found, _ in definitionsHold || found.stillHolds(in: tree) }) { missing in
            ParallelMap.map(missing.count) { index in
                let chunk = missing[index]
                return ChunkTokenData(key: tree.chunkKey(chunk), analysis: analysis, chunk: chunk, coverage: coverage, encoder: encoder)
            }
        }
        var chunks = update.table
        if !definitionsHold {
            let stale = chunks.indicesReadingDefinitions(outside: update.newRange) { part, _ in !part.stillHolds(in: tree) }
            let again = ParallelMap.map(stale.count) { index in
                ChunkTokenData(
                    key: tree.chunkKey(stale[index]), analysis: analysis, chunk: stale[index], coverage: coverage,
                    encoder: encoder)
            }
            if stale.count > ChunkTable<ChunkTokenData>.maximumSegment {
                // A definition most of the document reads: made again whole.
                var all = chunks.allParts
                for (index, data) in zip(stale, again) { all[index] = data }
                chunks = ChunkTable(all)
            } else {
                for (index, data) in zip(stale, again) { chunks = chunks.replacing(index..<(index + 1), with: [data]) }
            }
        }
        self.settings = settings
        self.chunks = chunks
        count = chunks.weight
        definitionTexts = tree.definitionTexts
        tiles = nil
    }

    /// The encoded tokens of the whole document, as `SemanticTokenEncoder.encode`
    /// gives them: the chunks' data joined (linear in the document's tokens;
    /// a delta does not need it).
    public var data: [UInt32] { joined(0..<chunks.count) }

    /// Each integer of `data`, in order, without joining the chunks (the
    /// joined array is larger than the document; the server writes a full
    /// answer straight from the chunks).
    public func forEachInteger(_ body: (UInt32) -> Void) {
        var previousLine = 0
        chunks.forEachWeighted { chunk, chunkLine in
            guard chunk.count > 0 else { return }
            let firstLine = chunkLine + Int(chunk.first)
            body(UInt32(firstLine - previousLine))
            chunk.forEachAfterFirst(body)
            previousLine = firstLine + chunk.lastLineAfterFirst
        }
    }

    private func joined(_ range: Range<Int>) -> [UInt32] {
        var data: [UInt32] = []
        data.reserveCapacity(range.count == chunks.count ? count : 0)
        var previousLine = lastTokenLine(before: range.lowerBound)
        chunks.forEach(in: range) { chunk, chunkLine in
            guard chunk.count > 0 else { return }
            let firstLine = chunkLine + Int(chunk.first)
            data.append(UInt32(firstLine - previousLine))
            chunk.forEachAfterFirst { data.append($0) }
            previousLine = firstLine + chunk.lastLineAfterFirst
        }
        return data
    }

    /// The line of the last token before chunk `index` (0 when there is none).
    private func lastTokenLine(before index: Int) -> Int {
        chunks.lastWeighted(before: index).map { $0.start + Int($0.part.first) + $0.part.lastLineAfterFirst } ?? 0
    }

    /// The first integer of chunk `index`'s data in the joined array (a
    /// chunk with tokens, whose first line is `start`).
    private func lead(ofChunkAt index: Int, start: Int) -> UInt32 {
        UInt32(start + Int(chunks[index].first) - lastTokenLine(before: index))
    }

    /// The edits that turn `previous`'s data into this one's, as
    /// `SemanticTokensDelta.edits` finds them, but without joining either:
    /// the chunks the two share at the front and at the back (the same
    /// encoded chunk, with the same first integer) are skipped whole — the
    /// segments the two versions share without looking in them —, and only
    /// the chunks between are compared integer by integer. A keystroke
    /// costs the chunk it is in, not the document's tokens or chunks.
    public func edits(from previous: ChunkedSemanticTokens) -> [SemanticTokensEdit] {
        var (front, back) = chunks.sharedEnds(with: previous.chunks)
        // A shared chunk at the back keeps its first integer unless it is
        // the first with tokens there, whose lead reaches back over the
        // chunks between (a line added above it): then it and the chunks
        // without tokens before it are compared too.
        if let first = chunks.firstWeighted(from: chunks.count - back) {
            let old = first.index - chunks.count + previous.chunks.count
            let oldStart = previous.chunks.start(of: old)
            if lead(ofChunkAt: first.index, start: first.start) != previous.lead(ofChunkAt: old, start: oldStart) {
                back = chunks.count - 1 - first.index
            }
        }
        let frontCount = chunks.weight(before: front)
        let old = previous.joined(front..<(previous.chunks.count - back))
        let new = joined(front..<(chunks.count - back))
        return SemanticTokensDelta.edits(from: old, to: new).map { edit in
            SemanticTokensEdit(start: edit.start + frontCount, deleteCount: edit.deleteCount, data: edit.data)
        }
    }
}

/// One chunk's encoded tokens, its first token's line counted from the
/// chunk's first line; shared by every version that shares the chunk.
///
/// Kept packed: the integers after the first as LEB128 (seven bits a byte,
/// the high bit saying another byte follows). Nearly all of them — line
/// deltas, columns within a line, lengths, types, modifier sets — are under
/// 128, so a token takes about a quarter of the room its five `UInt32`s
/// would (which were more than the document itself); unpacking a chunk for a
/// delta or a full answer is a pass over its bytes.
private final class ChunkTokenData: ChunkPart {
    /// Nil for tokens encoded whole (`init(encoded:)`).
    let key: ChunkKey?
    /// How many integers the chunk's data has (five per token).
    let count: Int
    /// The first integer: the first token's line counted from the chunk's first line.
    let first: UInt32
    /// The integers after the first, packed.
    private let packed: [UInt8]
    /// How many lines after the first token the last token starts.
    let lastLineAfterFirst: Int
    /// How many line starts the chunk's bytes hold (the same in every
    /// version sharing the chunk: its bytes are the same).
    let lineSpan: Int
    /// The attribute definitions the chunk's reference-form spans look like
    /// (their lists decide the spans' rendering modifiers): label and text.
    let definitionsRead: [(label: String, bytes: [UInt8])]

    /// Its chunk's, or its own for tokens encoded whole (no tree's chunk).
    var chunkIdentity: ObjectIdentifier { key?.identity ?? ObjectIdentifier(self) }
    /// In lines: what `ChunkTable` sums to find a chunk's first line.
    var length: Int { lineSpan }
    /// Integers: a segment of chunks without tokens is passed over whole.
    var weight: Int { count }
    var readsDefinitions: Bool { !definitionsRead.isEmpty }

    convenience init(key: ChunkKey, analysis: DocumentAnalysis, chunk: Int, coverage: SemanticTokenCoverage, encoder: SemanticTokenEncoder) {
        let tree = analysis.tree
        let tokens = SemanticTokens.tokens(in: analysis, chunk: chunk, coverage: coverage)
        var data = encoder.encode(tokens, text: analysis.text, lineIndex: analysis.lineIndex)
        let chunkLine = analysis.lineIndex.line(containingUTF8Offset: tree.chunkStart(chunk))
        let end = chunk + 1 < tree.chunkCount ? tree.chunkStart(chunk + 1) : analysis.text.count
        let lineSpan = analysis.lineIndex.line(containingUTF8Offset: end) - chunkLine
        if !data.isEmpty { data[0] -= UInt32(chunkLine) }
        var definitionsRead: [(label: String, bytes: [UInt8])] = []
        for id in tree.nodeIDs(inChunk: chunk) where tree.tag(of: id) == .attributeSpan {
            if case .attributeSpan(let info) = tree[id].kind, let label = info.referenceLabel {
                definitionsRead.append((label, info.attributes.bytes))
            }
        }
        self.init(key: key, data: data, lineSpan: lineSpan, definitionsRead: definitionsRead)
    }

    /// The tokens of a container's tile, its first token's line counted from the tile's first line.
    convenience init(container: ContainerAnalysis, tile: Int, encoder: SemanticTokenEncoder) {
        let tokens = ContainerSemanticTokens.tokens(of: container.layout.tiles[tile].map(container.document), in: container)
        var data = encoder.encode(tokens, text: container.text, lineIndex: container.lineIndex)
        let range = ContainerTokenTiles.range(ofTile: tile, in: container)
        let tileLine = container.lineIndex.line(containingUTF8Offset: range.start)
        if !data.isEmpty { data[0] -= UInt32(tileLine) }
        self.init(
            key: nil, data: data, lineSpan: container.lineIndex.line(containingUTF8Offset: range.end) - tileLine,
            definitionsRead: [])
    }

    /// The only chunk: what follows it is never placed, so its line span is 0.
    convenience init(encoded data: [UInt32]) {
        self.init(key: nil, data: data, lineSpan: 0, definitionsRead: [])
    }

    private init(key: ChunkKey?, data: [UInt32], lineSpan: Int, definitionsRead: [(label: String, bytes: [UInt8])]) {
        var line = 0
        for index in stride(from: 0, to: data.count, by: 5) { line += Int(data[index]) }
        // Measured first, so that the bytes are allocated once, at their size.
        var packedCount = 0
        for value in data.dropFirst() { packedCount &+= Self.packedLength(value) }
        var packed: [UInt8] = []
        packed.reserveCapacity(packedCount)
        for value in data.dropFirst() { Self.pack(value, into: &packed) }
        self.key = key
        self.count = data.count
        self.first = data.first ?? 0
        self.packed = packed
        self.lastLineAfterFirst = data.isEmpty ? 0 : line - Int(data[0])
        self.lineSpan = lineSpan
        self.definitionsRead = definitionsRead
    }

    private static func packedLength(_ value: UInt32) -> Int {
        value < 1 << 7 ? 1 : value < 1 << 14 ? 2 : value < 1 << 21 ? 3 : value < 1 << 28 ? 4 : 5
    }

    private static func pack(_ value: UInt32, into packed: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            packed.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        packed.append(UInt8(rest))
    }

    /// Each integer after the first, in order.
    func forEachAfterFirst(_ body: (UInt32) -> Void) {
        packed.withUnsafeBufferPointer { bytes in
            var index = 0
            while index < bytes.count {
                var value: UInt32 = 0
                var shift: UInt32 = 0
                var byte: UInt8
                repeat {
                    byte = bytes[index]
                    index &+= 1
                    value |= UInt32(byte & 0x7F) << shift
                    shift &+= 7
                } while byte & 0x80 != 0 && index < bytes.count
                body(value)
            }
        }
    }

    /// Whether every definition the chunk's spans read still has the same text.
    func stillHolds(in tree: SyntaxTree) -> Bool {
        definitionsRead.allSatisfy { tree.attributeDefinitionText($0.label)?.bytes == $0.bytes }
    }
}

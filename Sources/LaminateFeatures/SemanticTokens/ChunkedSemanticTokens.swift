import LaminateAttributes
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
    private let chunks: [ChunkTokenData]
    /// The first integer of each chunk's data in the joined array: its first
    /// token's line counted from the last token of the chunk before (0 for a
    /// chunk without tokens).
    private let leads: [UInt32]
    /// How many integers the joined array has.
    public let count: Int
    /// The attribute definitions' texts the chunks were encoded against.
    private let definitionTexts: DefinitionTextsStamp?

    /// No tokens at all (semantic tokens turned off).
    public static let none = ChunkedSemanticTokens()

    private init() {
        settings = nil
        chunks = []
        leads = []
        count = 0
        definitionTexts = nil
    }

    /// Tokens encoded whole, as one chunk: a container's strings (see
    /// `ContainerSemanticTokens`), which are no one tree's chunks; a delta
    /// between two of them compares their data.
    public init(encoded data: [UInt32]) {
        settings = nil
        chunks = [ChunkTokenData(encoded: data)]
        leads = [data.first ?? 0]
        count = data.count
        definitionTexts = nil
    }

    public init(_ analysis: DocumentAnalysis, coverage: SemanticTokenCoverage, encoder: SemanticTokenEncoder,
                reusing previous: ChunkedSemanticTokens? = nil) {
        let settings = Settings(coverage: coverage, encoder: encoder, definition: analysis.definition)
        let tree = analysis.tree
        let reusable = tree.reusedEntries(from: previous?.settings == settings ? previous?.chunks ?? [] : [], key: { $0.key })
        // The spans' definitions are looked up again only when one changed.
        let definitionsHold = previous?.definitionTexts.map { $0 === tree.definitionTexts } ?? false
        // The chunks to encode again are encoded in parallel (all of them
        // when a document opens).
        let chunks = ParallelMap.perChunk(of: tree, reused: { index in
            reusable[index].flatMap { definitionsHold || $0.stillHolds(in: tree) ? $0 : nil }
        }) { index in
            ChunkTokenData(key: tree.chunkKey(index), analysis: analysis, chunk: index, coverage: coverage, encoder: encoder)
        }
        var leads: [UInt32] = []
        leads.reserveCapacity(chunks.count)
        var count = 0
        var previousLine = 0
        // Each chunk's first line is the sum of the lines the chunks before
        // it span (kept with their data), not a search of the line index
        // per chunk.
        var chunkLine = 0
        for chunk in chunks {
            defer { chunkLine += chunk.lineSpan }
            guard chunk.count > 0 else {
                leads.append(0)
                continue
            }
            let firstLine = chunkLine + Int(chunk.first)
            leads.append(UInt32(firstLine - previousLine))
            count += chunk.count
            previousLine = firstLine + chunk.lastLineAfterFirst
        }
        self.settings = settings
        self.chunks = chunks
        self.leads = leads
        self.count = count
        definitionTexts = tree.definitionTexts
    }

    /// The encoded tokens of the whole document, as `SemanticTokenEncoder.encode`
    /// gives them: the chunks' data joined (linear in the document's tokens;
    /// a delta does not need it).
    public var data: [UInt32] { joined(chunks.indices) }

    /// Each integer of `data`, in order, without joining the chunks (the
    /// joined array of a 10 MB document is 25 MB; the server writes a full
    /// answer straight from the chunks).
    public func forEachInteger(_ body: (UInt32) -> Void) {
        for (chunk, lead) in zip(chunks, leads) where chunk.count > 0 {
            body(lead)
            chunk.forEachAfterFirst(body)
        }
    }

    private func joined(_ range: Range<Int>) -> [UInt32] {
        var data: [UInt32] = []
        data.reserveCapacity(range.count == chunks.count ? count : 0)
        for index in range where chunks[index].count > 0 {
            data.append(leads[index])
            chunks[index].forEachAfterFirst { data.append($0) }
        }
        return data
    }

    /// The edits that turn `previous`'s data into this one's, as
    /// `SemanticTokensDelta.edits` finds them, but without joining either:
    /// the chunks the two share at the front and at the back (the same
    /// encoded chunk, with the same first integer) are skipped whole, and
    /// only the chunks between are compared integer by integer. A keystroke
    /// costs the chunk it is in, not the document's tokens.
    public func edits(from previous: ChunkedSemanticTokens) -> [SemanticTokensEdit] {
        func same(_ old: Int, _ new: Int) -> Bool {
            previous.chunks[old] === chunks[new] && previous.leads[old] == leads[new]
        }
        let shorter = min(previous.chunks.count, chunks.count)
        var front = 0
        var frontCount = 0
        while front < shorter, same(front, front) {
            frontCount += chunks[front].count
            front += 1
        }
        var back = 0
        while back < shorter - front, same(previous.chunks.count - 1 - back, chunks.count - 1 - back) { back += 1 }
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
/// 128, so a token takes about 5 bytes instead of 20 (25 MB of the 10 MB
/// cookbook's 1.2 million tokens kept as `UInt32`); unpacking a chunk for a
/// delta or a full answer is a pass over its bytes.
private final class ChunkTokenData: Sendable {
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

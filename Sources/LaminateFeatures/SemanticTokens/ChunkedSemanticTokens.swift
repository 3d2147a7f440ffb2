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

    /// No tokens at all (semantic tokens turned off).
    public static let none = ChunkedSemanticTokens()

    private init() {
        settings = nil
        chunks = []
        leads = []
        count = 0
    }

    /// Tokens encoded whole, as one chunk: a container's strings (see
    /// `ContainerSemanticTokens`), which are no one tree's chunks; a delta
    /// between two of them compares their data.
    public init(encoded data: [UInt32]) {
        settings = nil
        chunks = [ChunkTokenData(encoded: data)]
        leads = [data.first ?? 0]
        count = data.count
    }

    public init(_ analysis: DocumentAnalysis, coverage: SemanticTokenCoverage, encoder: SemanticTokenEncoder,
                reusing previous: ChunkedSemanticTokens? = nil) {
        let settings = Settings(coverage: coverage, encoder: encoder, definition: analysis.definition)
        var reusable: [ChunkKey: ChunkTokenData] = [:]
        if let previous, previous.settings == settings {
            reusable.reserveCapacity(previous.chunks.count)
            for chunk in previous.chunks { if let key = chunk.key { reusable[key] = chunk } }
        }
        let tree = analysis.tree
        // The chunks to encode again are encoded in parallel (all of them
        // when a document opens).
        let chunks = ParallelMap.perChunk(of: tree, reused: { index in
            reusable[tree.chunkKey(index)].flatMap { $0.stillHolds(in: tree) ? $0 : nil }
        }) { index in
            ChunkTokenData(key: tree.chunkKey(index), analysis: analysis, chunk: index, coverage: coverage, encoder: encoder)
        }
        var leads: [UInt32] = []
        leads.reserveCapacity(chunks.count)
        var count = 0
        var previousLine = 0
        for (index, chunk) in chunks.enumerated() {
            guard !chunk.data.isEmpty else {
                leads.append(0)
                continue
            }
            let firstLine = analysis.lineIndex.line(containingUTF8Offset: tree.chunkStart(index)) + Int(chunk.data[0])
            leads.append(UInt32(firstLine - previousLine))
            count += chunk.data.count
            previousLine = firstLine + chunk.lastLineAfterFirst
        }
        self.settings = settings
        self.chunks = chunks
        self.leads = leads
        self.count = count
    }

    /// The encoded tokens of the whole document, as `SemanticTokenEncoder.encode`
    /// gives them: the chunks' data joined (linear in the document's tokens;
    /// a delta does not need it).
    public var data: [UInt32] { joined(chunks.indices) }

    /// Each integer of `data`, in order, without joining the chunks (the
    /// joined array of a 10 MB document is 25 MB; the server writes a full
    /// answer straight from the chunks).
    public func forEachInteger(_ body: (UInt32) -> Void) {
        for (chunk, lead) in zip(chunks, leads) where !chunk.data.isEmpty {
            body(lead)
            for value in chunk.data.dropFirst() { body(value) }
        }
    }

    private func joined(_ range: Range<Int>) -> [UInt32] {
        var data: [UInt32] = []
        data.reserveCapacity(range.count == chunks.count ? count : 0)
        for index in range where !chunks[index].data.isEmpty {
            data.append(leads[index])
            data.append(contentsOf: chunks[index].data[1...])
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
            frontCount += chunks[front].data.count
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
private final class ChunkTokenData: Sendable {
    /// Nil for tokens encoded whole (`init(encoded:)`).
    let key: ChunkKey?
    let data: [UInt32]
    /// How many lines after the first token the last token starts.
    let lastLineAfterFirst: Int
    /// The attribute definitions the chunk's reference-form spans look like
    /// (their lists decide the spans' rendering modifiers): label and text.
    let definitionsRead: [(label: String, bytes: [UInt8])]

    init(key: ChunkKey, analysis: DocumentAnalysis, chunk: Int, coverage: SemanticTokenCoverage, encoder: SemanticTokenEncoder) {
        let tree = analysis.tree
        let tokens = SemanticTokens.tokens(in: analysis, chunk: chunk, coverage: coverage)
        var data = encoder.encode(tokens, text: analysis.text, lineIndex: analysis.lineIndex)
        var lastLine = 0
        var line = 0
        for index in stride(from: 0, to: data.count, by: 5) {
            line += Int(data[index])
            lastLine = line
        }
        if !data.isEmpty {
            let chunkLine = analysis.lineIndex.line(containingUTF8Offset: tree.chunkStart(chunk))
            lastLine -= Int(data[0])
            data[0] -= UInt32(chunkLine)
        }
        var definitionsRead: [(label: String, bytes: [UInt8])] = []
        for id in tree.nodeIDs(inChunk: chunk) where tree.tag(of: id) == .attributeSpan {
            if case .attributeSpan(let info) = tree[id].kind, let label = info.referenceLabel {
                definitionsRead.append((label, info.attributes.bytes))
            }
        }
        self.key = key
        self.data = data
        self.lastLineAfterFirst = lastLine
        self.definitionsRead = definitionsRead
    }

    init(encoded data: [UInt32]) {
        var line = 0
        for index in stride(from: 0, to: data.count, by: 5) { line += Int(data[index]) }
        key = nil
        self.data = data
        lastLineAfterFirst = data.isEmpty ? 0 : line - Int(data[0])
        definitionsRead = []
    }

    /// Whether every definition the chunk's spans read still has the same text.
    func stillHolds(in tree: SyntaxTree) -> Bool {
        definitionsRead.allSatisfy { tree.attributeDefinitionText($0.label)?.bytes == $0.bytes }
    }
}

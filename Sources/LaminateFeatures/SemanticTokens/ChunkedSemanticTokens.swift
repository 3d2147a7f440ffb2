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

    private let settings: Settings
    private let chunks: [ChunkTokenData]
    /// The encoded tokens of the whole document, as `SemanticTokenEncoder.encode` gives them.
    public let data: [UInt32]

    public init(_ analysis: DocumentAnalysis, coverage: SemanticTokenCoverage, encoder: SemanticTokenEncoder,
                reusing previous: ChunkedSemanticTokens? = nil) {
        let settings = Settings(coverage: coverage, encoder: encoder, definition: analysis.definition)
        var reusable: [ChunkKey: ChunkTokenData] = [:]
        if let previous, previous.settings == settings {
            for chunk in previous.chunks { reusable[chunk.key] = chunk }
        }
        let tree = analysis.tree
        // The chunks to encode again are encoded in parallel (all of them
        // when a document opens).
        let chunks = ParallelMap.perChunk(of: tree, reused: { index in
            reusable[tree.chunkKey(index)].flatMap { $0.stillHolds(in: tree) ? $0 : nil }
        }) { index in
            ChunkTokenData(key: tree.chunkKey(index), analysis: analysis, chunk: index, coverage: coverage, encoder: encoder)
        }
        var data: [UInt32] = []
        data.reserveCapacity(previous?.data.count ?? 0)
        var previousLine = 0
        for (index, chunk) in chunks.enumerated() {
            guard !chunk.data.isEmpty else { continue }
            let firstLine = analysis.lineIndex.line(containingUTF8Offset: tree.chunkStart(index)) + Int(chunk.data[0])
            data.append(UInt32(firstLine - previousLine))
            data.append(contentsOf: chunk.data[1...])
            previousLine = firstLine + chunk.lastLineAfterFirst
        }
        self.settings = settings
        self.chunks = chunks
        self.data = data
    }
}

/// One chunk's encoded tokens, its first token's line counted from the
/// chunk's first line; shared by every version that shares the chunk.
private final class ChunkTokenData: Sendable {
    let key: ChunkKey
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

    /// Whether every definition the chunk's spans read still has the same text.
    func stillHolds(in tree: SyntaxTree) -> Bool {
        definitionsRead.allSatisfy { tree.attributeDefinitionText($0.label)?.bytes == $0.bytes }
    }
}

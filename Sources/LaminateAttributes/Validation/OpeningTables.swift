import LaminateDialect

/// What one thread made of the chunks of a document being opened, as it
/// was parsed (`MarkdownParser.parse(_:handingOver:)`): the lists and
/// findings of each chunk it took, read and validated by its own
/// `ChunkValidator`. An editor's first analysis of a large document reads
/// and validates the chunks parsed so far on two threads while the parse
/// goes on (`OpeningAnalysis`), instead of after it, each thread with its
/// own tables; `tables(of:from:)` puts the threads' tables together.
///
/// What it makes is exactly what `AttributeLists(tree)` and
/// `ValidationFindings(tree:attributeLists:definition:)` make of the whole
/// tree: each chunk's lists and findings are made from the tree of that
/// chunk alone, which reads as that chunk of the whole tree does, and the
/// steps across chunks (readings shared by equal texts, reference-form
/// lists, the ingredient index) are taken once every chunk is in.
public struct OpeningTables: Sendable {
    public var definition: FormattingDefinition { validator.definition }
    private var validator: ChunkValidator
    /// The chunks taken, each with its index among the document's chunks.
    private var parts: [(index: Int, lists: ChunkLists, findings: ChunkFindings)] = []

    public init(definition: FormattingDefinition) { validator = ChunkValidator(definition: definition) }

    /// Reads and validates one parsed chunk.
    public mutating func add(_ parsed: ParsedChunk) {
        let (lists, findings) = validator.listsAndFindings(of: parsed)
        parts.append((parsed.index, lists, findings))
    }

    /// The attribute lists and validation findings of `tree`, the tree the
    /// chunks were parsed into, once every chunk is added to one of
    /// `threads` (of one definition). (Made from the whole tree instead,
    /// should a chunk be missing or not the tree's.)
    public static func tables(
        of tree: SyntaxTree, from threads: [OpeningTables]
    ) -> (attributeLists: AttributeLists, validationFindings: ValidationFindings) {
        let definition = threads.first?.definition ?? .builtIn
        var byIndex: [(lists: ChunkLists, findings: ChunkFindings)?] = Array(repeating: nil, count: tree.chunkCount)
        var count = 0
        for thread in threads {
            for part in thread.parts {
                guard part.index < byIndex.count, byIndex[part.index] == nil, part.lists.key == tree.chunkKey(part.index) else { continue }
                byIndex[part.index] = (part.lists, part.findings)
                count += 1
            }
        }
        guard count == tree.chunkCount else {
            let lists = AttributeLists(tree)
            return (lists, ValidationFindings(tree: tree, attributeLists: lists, definition: definition))
        }
        let ordered = byIndex.map { $0! }
        return (
            AttributeLists(
                tree, chunks: ChunkTable(ordered.map(\.lists)), sharedReadings: ReadingSharing.kept(threads.map(\.validator.sharing)),
                reusing: nil),
            ValidationFindings(tree: tree, definition: definition, chunks: ordered.map(\.findings))
        )
    }
}

import LaminateDialect

/// The attribute lists and validation findings of a document being
/// opened, put together chunk by chunk as its chunks are parsed
/// (`MarkdownParser.parse(_:handingOver:)`) and each is read and validated
/// on one of two threads (`ChunkValidator.listsAndFindings`): the fold of
/// the analysis engine's open schedule, which adds the chunks in document
/// order.
///
/// What it makes is exactly what `AttributeLists(tree)` and
/// `ValidationFindings(tree:attributeLists:definition:)` make of the whole
/// tree: each chunk's lists and findings are made from the tree of that
/// chunk alone, which reads as that chunk of the whole tree does, and the
/// steps across chunks (readings shared by equal texts, reference-form
/// lists, the ingredient index) are taken once every chunk is in.
public struct OpeningTables: Sendable {
    /// One chunk's lists and findings.
    public struct Chunk: Sendable {
        let lists: ChunkLists
        let findings: ChunkFindings
    }

    /// The chunks added, in document order.
    private var chunks: [Chunk] = []

    public init() {}

    /// Adds the document's next chunk.
    public mutating func add(_ chunk: Chunk) { chunks.append(chunk) }

    /// The attribute lists and validation findings of `tree`, the tree the
    /// chunks were parsed into, once every chunk is added, read and
    /// validated by `validators` (of one definition). (Made from the whole
    /// tree instead, should a chunk be missing or not the tree's.)
    public func tables(
        of tree: SyntaxTree, validators: [ChunkValidator]
    ) -> (attributeLists: AttributeLists, validationFindings: ValidationFindings) {
        let definition = validators.first?.definition ?? .builtIn
        let complete =
            chunks.count == tree.chunkCount
            && chunks.indices.allSatisfy { chunks[$0].lists.key == tree.chunkKey($0) }
        guard complete else {
            let lists = AttributeLists(tree)
            return (lists, ValidationFindings(tree: tree, attributeLists: lists, definition: definition))
        }
        return (
            AttributeLists(
                tree, chunks: ChunkTable(chunks.map(\.lists)), sharedReadings: ReadingSharing.kept(validators.map(\.sharing)),
                reusing: nil),
            ValidationFindings(tree: tree, definition: definition, chunks: chunks.map(\.findings))
        )
    }
}

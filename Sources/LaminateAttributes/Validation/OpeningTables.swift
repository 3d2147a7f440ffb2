import LaminateConcurrency
import LaminateDialect

/// The attribute lists and validation findings of a document being opened,
/// made chunk by chunk as it is parsed (`MarkdownParser.parse(_:handingOver:)`)
/// by whichever thread takes each chunk: an editor's first analysis of a
/// large document reads and validates the chunks parsed so far while the
/// parse goes on (`OpeningAnalysis`), instead of after it.
///
/// What it makes is exactly what `AttributeLists(tree)` and
/// `ValidationFindings(tree:attributeLists:definition:)` make of the whole
/// tree: each chunk's lists and findings are made from the tree of that
/// chunk alone, which reads as that chunk of the whole tree does, and the
/// steps across chunks (readings shared by equal texts, reference-form
/// lists, the ingredient index) are taken once every chunk is in.
public final class OpeningTables: Sendable {
    public let definition: FormattingDefinition
    /// Each chunk's lists and findings, by the chunk's index.
    private let parts = Locked<[Int: Part]>([:])

    private struct Part: Sendable {
        var lists: ChunkLists
        var findings: ChunkFindings
    }

    public init(definition: FormattingDefinition) { self.definition = definition }

    /// Reads and validates one parsed chunk with `validator` (the
    /// thread's own, of this definition).
    public func add(_ parsed: ParsedChunk, validator: inout ChunkValidator) {
        let (lists, findings) = validator.listsAndFindings(of: parsed)
        parts.withLock { $0[parsed.index] = Part(lists: lists, findings: findings) }
    }

    /// The attribute lists and validation findings of `tree`, the tree the
    /// chunks added were parsed into, once every chunk is added by one of
    /// `validators`. (Made from the whole tree instead, should a chunk be
    /// missing or not the tree's.)
    public func tables(of tree: SyntaxTree, validators: [ChunkValidator]) -> (attributeLists: AttributeLists, validationFindings: ValidationFindings)
    {
        let parts = self.parts.withLock { $0 }
        let ordered = (0..<tree.chunkCount).compactMap { index in
            parts[index].flatMap { $0.lists.key == tree.chunkKey(index) ? $0 : nil }
        }
        guard ordered.count == tree.chunkCount, parts.count == tree.chunkCount else {
            let lists = AttributeLists(tree)
            return (lists, ValidationFindings(tree: tree, attributeLists: lists, definition: definition))
        }
        return (
            AttributeLists(
                tree, chunks: ChunkTable(ordered.map(\.lists)), sharedReadings: ReadingSharing.kept(validators.map(\.sharing)),
                reusing: nil),
            ValidationFindings(tree: tree, definition: definition, chunks: ordered.map(\.findings))
        )
    }
}

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

    /// What one thread keeps from chunk to chunk: what each distinct list
    /// text read as, so that a text met again is not read again (a cookbook
    /// has far fewer distinct list texts than spans), and the readings
    /// (and bytes) its lists of one text share.
    public struct Reader: Sendable {
        var readings = ListReadings()
        var sharing = ReadingSharing()

        public init() {}
    }

    /// Reads and validates one parsed chunk, with `reader`'s readings.
    public func add(_ parsed: ParsedChunk, reader: inout Reader) {
        let tree = parsed.tree
        var readings = reader.readings
        // Not held twice while the lists are read.
        reader.readings = ListReadings(limit: 0)
        let read = { (text: MappedText) in readings.list(text).list }
        let lists = reader.sharing.share(ChunkLists(key: tree.chunkKey(parsed.chunk), tree: tree, chunk: parsed.chunk, read: read))
        let table = AttributeLists(parsed, lists: lists, read: read)
        reader.readings = readings
        let findings = ChunkFindings(
            key: tree.chunkKey(parsed.chunk), tree: tree, chunk: parsed.chunk, attributeLists: table,
            definition: definition)
        parts.withLock { $0[parsed.index] = Part(lists: lists, findings: findings) }
    }

    /// The attribute lists and validation findings of `tree`, the tree the
    /// chunks added were parsed into, once every chunk is added by one of
    /// `readers`. (Made from the whole tree instead, should a chunk be
    /// missing or not the tree's.)
    public func tables(of tree: SyntaxTree, readers: [Reader]) -> (attributeLists: AttributeLists, validationFindings: ValidationFindings) {
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
                tree, chunks: ChunkTable(ordered.map(\.lists)), sharedReadings: ReadingSharing.kept(readers.map(\.sharing)),
                reusing: nil),
            ValidationFindings(tree: tree, definition: definition, chunks: ordered.map(\.findings))
        )
    }
}

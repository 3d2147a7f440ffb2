import LaminateDialect

/// The per-chunk pass every schedule of the analysis engine runs on a
/// parsed chunk: its spans validated into `ChunkFindings` and, for an
/// editor's analysis of a document being opened, its attribute lists read
/// into `ChunkLists`.
///
/// Each thread that validates chunks keeps one from chunk to chunk: what
/// each distinct list text read as, so that a text met again is neither
/// read nor checked again (`ListReadings`: a cookbook has far fewer
/// distinct list texts than spans), and the readings its lists of one text
/// share. What it makes of a chunk does not depend on the chunks it met
/// before, so chunks can be validated in any order, by any validator of
/// the same definition.
public struct ChunkValidator: Sendable {
    public let definition: FormattingDefinition
    /// Whether its findings may be reused by a later version (an editor's):
    /// then they name their chunk, holding its tree, and note the
    /// definitions their spans read, to be validated again when one
    /// changes. A batch check's are used once, and hold nothing of the
    /// chunk while they wait to be added.
    let forReuse: Bool
    var readings = ListReadings()
    var sharing = ReadingSharing()

    /// A validator for an editor's analysis.
    public init(definition: FormattingDefinition) {
        self.definition = definition
        forReuse = true
    }

    /// A validator for a batch check (`ChunkedValidation`), whose findings
    /// no later version reuses.
    public static func batch(definition: FormattingDefinition) -> ChunkValidator {
        ChunkValidator(definition: definition, forReuse: false)
    }

    private init(definition: FormattingDefinition, forReuse: Bool) {
        self.definition = definition
        self.forReuse = forReuse
    }

    /// Validates one chunk on its own, its lists read as the walk meets them.
    public mutating func findings(of parsed: ParsedChunk) -> ChunkFindings {
        var lists = ListSource(readings: readings)
        // Not held twice while the walk adds to it.
        readings = ListReadings(limit: 0)
        let findings = ChunkFindings(
            key: forReuse ? parsed.tree.chunkKey(parsed.chunk) : nil, tree: parsed.tree, chunk: parsed.chunk, lists: &lists,
            definition: definition)
        readings = lists.readings
        return findings
    }

    /// Reads one chunk's lists (each sharing the reading of its text with
    /// the lists this validator read before) and validates it: the pass an
    /// opened document's chunks take (`OpeningTables`).
    public mutating func listsAndFindings(of parsed: ParsedChunk) -> OpeningTables.Chunk {
        let tree = parsed.tree
        var readings = self.readings
        // Not held twice while the lists are read.
        self.readings = ListReadings(limit: 0)
        let read = { (text: MappedText) in readings.list(text).list }
        let lists = sharing.share(ChunkLists(key: tree.chunkKey(parsed.chunk), tree: tree, chunk: parsed.chunk, read: read))
        self.readings = readings
        return OpeningTables.Chunk(lists: lists, findings: findings(of: parsed))
    }
}

import LaminateDialect

/// Validation of a document one chunk at a time, as
/// `MarkdownParser.parseChunkByChunk` parses it: each chunk's attribute
/// lists are read (a text met in an earlier chunk is not read again:
/// `ListReadings`), its spans checked and its ingredient uses compared with
/// the first use of each id and text (`IngredientComparison`), and nothing
/// of the chunk is kept but its problems. What it finds is what
/// `AttributeValidator.validate` finds in the whole tree without stale
/// markings (a file on disk has no history of edits), in the same order.
public struct ChunkedValidation: Sendable {
    public let definition: FormattingDefinition
    /// Every chunk's problems so far, in document order.
    private var chunkDiagnostics: [Diagnostic] = []
    private var ingredients = IngredientComparison()
    private var readings = ListReadings()

    public init(definition: FormattingDefinition = .builtIn) { self.definition = definition }

    /// Keeps at most `limit` readings of list texts (tests use tiny limits).
    mutating func limitReadings(to limit: Int) { readings = ListReadings(limit: limit) }

    /// Validates the document's next chunk.
    public mutating func validate(_ parsed: ParsedChunk) {
        let lists = AttributeLists(parsed.tree, readings: &readings)
        var run = ValidationRun(tree: parsed.tree, attributeLists: lists, definition: definition)
        run.checkIssues(inChunk: parsed.chunk)
        run.walk(chunk: parsed.chunk)
        chunkDiagnostics += run.diagnostics.sorted(by: AttributeValidator.inDocumentOrder)
        for use in run.ingredientUses { ingredients.add(use) }
    }

    /// Every problem of the chunks validated so far, in document order: the
    /// whole document's once every chunk is validated.
    public var diagnostics: [Diagnostic] {
        AttributeValidator.merged(chunkDiagnostics, ingredients.problems.sorted(by: AttributeValidator.inDocumentOrder))
    }
}

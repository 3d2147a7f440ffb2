import LaminateDialect

/// Validation of a document one chunk at a time, as
/// `MarkdownParser.parseChunkByChunk` parses it: each chunk's attribute
/// lists are read, its spans checked and its ingredient uses compared with
/// the first use of each id and text (`IngredientComparison`), and nothing
/// of the chunk is kept but its problems. What it finds is what
/// `AttributeValidator.validate` finds in the whole tree without stale
/// markings (a file on disk has no history of edits), in the same order.
///
/// `findings(of:)` is a pure function of one chunk, so chunks can be
/// validated on several threads; `add(_:)` takes their findings in
/// document order.
public struct ChunkedValidation: Sendable {
    /// What validating one chunk found, ranges absolute.
    public struct Findings: Sendable {
        /// In document order.
        var diagnostics: [Diagnostic]
        var ingredientUses: [IngredientUse]
    }

    public let definition: FormattingDefinition
    /// Every chunk's problems so far, in document order.
    private var chunkDiagnostics: [Diagnostic] = []
    private var ingredients = IngredientComparison()

    public init(definition: FormattingDefinition = .builtIn) { self.definition = definition }

    /// Validates one chunk and adds what it found.
    public mutating func validate(_ parsed: ParsedChunk) { add(findings(of: parsed)) }

    /// What validating `parsed` finds on its own (its lists read for this
    /// and dropped after).
    public func findings(of parsed: ParsedChunk) -> Findings {
        let lists = AttributeLists(parsed.tree, reusing: nil, sharingReadings: false)
        var run = ValidationRun(tree: parsed.tree, attributeLists: lists, definition: definition)
        run.checkIssues(inChunk: parsed.chunk)
        run.walk(chunk: parsed.chunk)
        return Findings(diagnostics: run.diagnostics.sorted(by: AttributeValidator.inDocumentOrder),
                        ingredientUses: run.ingredientUses)
    }

    /// Adds the findings of the document's next chunk.
    public mutating func add(_ findings: Findings) {
        chunkDiagnostics += findings.diagnostics
        for use in findings.ingredientUses { ingredients.add(use) }
    }

    /// Every problem of the chunks added so far, in document order: the
    /// whole document's once every chunk is added.
    public var diagnostics: [Diagnostic] {
        AttributeValidator.merged(chunkDiagnostics, ingredients.problems.sorted(by: AttributeValidator.inDocumentOrder))
    }
}

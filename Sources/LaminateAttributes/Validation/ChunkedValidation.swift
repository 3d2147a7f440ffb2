import LaminateDialect

/// Validation of a document one chunk at a time, as
/// `MarkdownParser.parseChunkByChunk` parses it: each chunk is validated on
/// its own (`ChunkValidator`) into the `ChunkFindings` an editor's analysis
/// keeps, and nothing of the chunk is kept but its findings (only those
/// with problems or ingredient uses). Once the last chunk is in, the
/// ingredient uses are compared across chunks (`IngredientIndex`, as an
/// editor's first analysis compares them: a document's uses are held until
/// then, in its findings) and every problem is made into what the caller
/// keeps of it (`Problem`: `laminate check` keeps the line it prints). What
/// it finds is what `AttributeValidator.validate` finds in the whole tree
/// without stale markings (a file on disk has no history of edits), in the
/// same order.
public struct ChunkedValidation<Problem> {
    /// What validates each chunk; the validating thread's own, whose
    /// readings of list texts carry from chunk to chunk.
    public var validator: ChunkValidator
    public var definition: FormattingDefinition { validator.definition }
    /// Makes what is kept of each problem.
    private let keep: (Diagnostic) -> Problem
    /// The findings of the chunks so far that found something, in document
    /// order, each with where its chunk starts.
    private var chunks: [(findings: ChunkFindings, start: Int)] = []
    /// Where the next chunk starts: the chunks cover the document, in order.
    private var end = 0

    public init(definition: FormattingDefinition = .builtIn, keeping keep: @escaping (Diagnostic) -> Problem) {
        validator = ChunkValidator(definition: definition)
        self.keep = keep
    }

    /// Keeps at most `limit` readings of list texts (tests use tiny limits).
    mutating func limitReadings(to limit: Int) { validator.readings = ListReadings(limit: limit) }

    /// Validates the document's next chunk.
    public mutating func validate(_ parsed: ParsedChunk) {
        add(validator.findings(of: parsed))
    }

    /// Adds the findings of the document's next chunk, validated by this
    /// validation's `validator` or another of the same definition (two
    /// threads can each validate chunks while one of them adds what was
    /// found).
    public mutating func add(_ findings: ChunkFindings) {
        if findings.weight > 0 { chunks.append((findings, end)) }
        end += findings.length
    }

    /// Every problem of the chunks validated so far, in document order: the
    /// whole document's once every chunk is validated, each made into what
    /// is kept of it here. (The ingredient problems go among the chunks' as
    /// `AttributeValidator.validate` puts them: before the first that does
    /// not come before them.)
    public var problems: [Problem] {
        let keep = keep
        var chunkProblems: [(order: DocumentOrder, problem: Problem)] = []
        // Whether each chunk problem comes after the one before, noted as
        // they are added: looking over the list for it at the end, a tuple
        // at a time, took longer than finding the problems of the last chunks.
        var chunkProblemsInOrder = true
        for (findings, start) in chunks {
            for record in 0..<findings.problems.count {
                let diagnostic = findings.problems.diagnostic(record, at: start)
                let order = diagnostic.documentOrder
                if chunkProblemsInOrder, let last = chunkProblems.last, order < last.order { chunkProblemsInOrder = false }
                chunkProblems.append((order, keep(diagnostic)))
            }
        }
        // A chunk's problems are in order, but one may lie in an earlier
        // chunk (a reference-form span breaking a constraint is reported at
        // its definition): sorted, stably, as `ValidationProblems` sorts them.
        if !chunkProblemsInOrder { chunkProblems.sortIfOutOfOrder(by: { $0.order }) }
        // One ingredient id on different texts, and one text with different
        // ids: the index an editor's analysis keeps, made new.
        let ingredientChunks = chunks.filter { !$0.findings.ingredientUses.isEmpty }
        let uses = ingredientChunks.map { IngredientIndex.Chunk(id: ObjectIdentifier($0.findings), uses: $0.findings.ingredientUses) }
        var found = IngredientIndex(chunks: uses).diagnostics(chunks: uses, starts: ingredientChunks.map(\.start))
        guard !found.isEmpty else { return chunkProblems.map { $0.problem } }
        // In the order of their uses, which a span inside another's text
        // breaks; no two share a place and a code: one order.
        found.sortIfOutOfOrder(by: \.documentOrder)
        var result: [Problem] = []
        result.reserveCapacity(chunkProblems.count + found.count)
        var index = 0
        for diagnostic in found {
            let order = diagnostic.documentOrder
            while index < chunkProblems.count, !(order < chunkProblems[index].order) {
                result.append(chunkProblems[index].problem)
                index += 1
            }
            result.append(keep(diagnostic))
        }
        result.append(contentsOf: chunkProblems[index...].lazy.map { $0.problem })
        return result
    }
}

extension ChunkedValidation where Problem == Diagnostic {
    /// Keeping every problem whole.
    public init(definition: FormattingDefinition = .builtIn) { self.init(definition: definition) { $0 } }

    public var diagnostics: [Diagnostic] { problems }
}

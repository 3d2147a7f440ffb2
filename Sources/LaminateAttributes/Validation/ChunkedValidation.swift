import LaminateDialect

/// Validation of a document one chunk at a time, as
/// `MarkdownParser.parseChunkByChunk` parses it: each chunk is validated on
/// its own (`ChunkValidator`) into the `ChunkFindings` an editor's analysis
/// keeps, and as it is added, in document order, its ingredient uses are
/// compared with the first use of each id and text before them (the fold
/// that finds a new `IngredientIndex`'s problems, `FirstUses`) and each of
/// its problems is made into what the caller keeps of it (`Problem`:
/// `laminate check` keeps the line it prints). Nothing of the chunk is kept
/// past it: not its tree, its findings, a `Diagnostic` nor an ingredient
/// use but the first of each id and text. What it finds is what
/// `AttributeValidator.validate` finds in the whole tree without stale
/// markings (a file on disk has no history of edits), in the same order.
public struct ChunkedValidation<Problem> {
    /// What validates each chunk; the validating thread's own, whose
    /// readings of list texts carry from chunk to chunk.
    public var validator: ChunkValidator
    public var definition: FormattingDefinition { validator.definition }
    /// Makes what is kept of each problem.
    private let keep: (Diagnostic) -> Problem
    /// Every chunk's problems so far, in the order they were added, each
    /// with what orders it among the ingredient problems.
    private var chunkProblems: [(order: DocumentOrder, problem: Problem)] = []
    /// Whether each of `chunkProblems` comes after the one before, noted as
    /// they are added: looking over the list for it at the end, a tuple at a
    /// time, took longer than finding the problems of the last chunks.
    private var chunkProblemsInOrder = true
    /// The first use of each ingredient id and text so far, where it is in the document.
    private var firstUses = IngredientIndex.FirstUses<Void>()
    /// The ingredient problems so far, in the order of their uses.
    private var ingredientProblems: [(order: DocumentOrder, problem: Problem)] = []
    /// Whether they are in document order too (a span inside another's
    /// text breaks the order of uses).
    private var ingredientProblemsInOrder = true
    /// Where the next chunk starts: the chunks cover the document, in order.
    private var end = 0

    public init(definition: FormattingDefinition = .builtIn, keeping keep: @escaping (Diagnostic) -> Problem) {
        validator = .batch(definition: definition)
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
    /// found): its problems, and those of its ingredient uses, are made into
    /// what is kept of them here, on the thread that adds them.
    public mutating func add(_ findings: ChunkFindings) {
        add(made(findings, at: end))
    }

    /// One chunk's findings with its problems made into what is kept of
    /// them, its ingredient uses not compared yet: what is held of a chunk
    /// validated before it can be added (`laminate check`'s first chunks,
    /// validated while the whole text's blocks are read), instead of its
    /// problems whole.
    public struct MadeChunk {
        fileprivate let length: Int
        fileprivate let problems: [(order: DocumentOrder, problem: Problem)]
        fileprivate let ingredientUses: [IngredientUse]
    }

    /// `findings`, of the chunk at `start`, made (on the thread that adds chunks).
    public func made(_ findings: ChunkFindings, at start: Int) -> MadeChunk {
        let keep = keep
        let problems = (0..<findings.problems.count).map { record in
            let diagnostic = findings.problems.diagnostic(record, at: start)
            return (diagnostic.documentOrder, keep(diagnostic))
        }
        return MadeChunk(length: findings.length, problems: problems, ingredientUses: findings.ingredientUses)
    }

    /// Adds the document's next chunk, made already; its ingredient uses are
    /// compared with the first use of each id and text before them.
    public mutating func add(_ chunk: MadeChunk) {
        let start = end
        end += chunk.length
        for (order, problem) in chunk.problems {
            if chunkProblemsInOrder, let last = chunkProblems.last, order < last.order { chunkProblemsInOrder = false }
            chunkProblems.append((order, problem))
        }
        let keep = keep
        for var use in chunk.ingredientUses {
            use.valueRange = use.valueRange.shifted(by: start)
            use.spanRange = use.spanRange.shifted(by: start)
            firstUses.add(use, at: ()) { key, first, _ in
                let texts = IngredientIndex.texts(use, first: first, in: key)
                let diagnostic = IngredientIndex.diagnostic(use, first: first, in: key, texts: texts)
                let order = diagnostic.documentOrder
                if ingredientProblemsInOrder, let last = ingredientProblems.last, order < last.order { ingredientProblemsInOrder = false }
                ingredientProblems.append((order, keep(diagnostic)))
            }
        }
    }

    /// Every problem of the chunks validated so far, in document order: the
    /// whole document's once every chunk is validated. (The ingredient
    /// problems go among the chunks' as `AttributeValidator.validate` puts
    /// them: before the first that does not come before them.)
    public var problems: [Problem] {
        // A chunk's problems are in order, but one may lie in an earlier
        // chunk (a reference-form span breaking a constraint is reported at
        // its definition): sorted, stably, as `ValidationProblems` sorts them.
        var chunkProblems = chunkProblems
        if !chunkProblemsInOrder { chunkProblems.sortIfOutOfOrder(by: { $0.order }) }
        // No two ingredient problems share a place and a code: one order.
        var found = ingredientProblems
        if !ingredientProblemsInOrder { found.sort { $0.order < $1.order } }
        guard !found.isEmpty else { return chunkProblems.map { $0.problem } }
        var result: [Problem] = []
        result.reserveCapacity(chunkProblems.count + found.count)
        var index = 0
        for (order, problem) in found {
            while index < chunkProblems.count, !(order < chunkProblems[index].order) {
                result.append(chunkProblems[index].problem)
                index += 1
            }
            result.append(problem)
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

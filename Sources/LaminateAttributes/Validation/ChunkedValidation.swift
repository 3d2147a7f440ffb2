import LaminateDialect

/// Validation of a document one chunk at a time, as
/// `MarkdownParser.parseChunkByChunk` parses it: each chunk's attribute
/// lists are read (a text met in an earlier chunk is not read again:
/// `ListReadings`), its spans checked and its ingredient uses compared with
/// the first use of each id and text (`IngredientComparison`), and nothing
/// of the chunk is kept but its problems — each made at once into what the
/// caller keeps of it (`Problem`: `laminate check` keeps the line it prints,
/// a fraction of a `Diagnostic` with its fixes). What it finds is what
/// `AttributeValidator.validate` finds in the whole tree without stale
/// markings (a file on disk has no history of edits), in the same order.
public struct ChunkedValidation<Problem> {
    public let definition: FormattingDefinition
    /// Makes what is kept of each problem.
    private let keep: (Diagnostic) -> Problem
    /// Every chunk's problems so far, in document order, each with what
    /// orders it among the ingredient problems found at the end.
    private var chunkProblems: [(order: DocumentOrder, problem: Problem)] = []
    /// Whether each of `chunkProblems` comes after the one before, noted as
    /// they are added: looking over the list for it at the end, a tuple at a
    /// time, took longer than finding the problems of the last chunks.
    private var chunkProblemsInOrder = true
    private var ingredients = IngredientComparison()
    /// The ingredient problems so far, in the order the uses came.
    private var ingredientProblems: [(order: DocumentOrder, problem: Problem)] = []
    /// Whether they came in document order too.
    private var ingredientProblemsInOrder = true
    private var readings = ListReadings()

    public init(definition: FormattingDefinition = .builtIn, keeping keep: @escaping (Diagnostic) -> Problem) {
        self.definition = definition
        self.keep = keep
    }

    /// Keeps at most `limit` readings of list texts (tests use tiny limits).
    mutating func limitReadings(to limit: Int) { readings = ListReadings(limit: limit) }

    /// Validates the document's next chunk.
    public mutating func validate(_ parsed: ParsedChunk) {
        add(findings(of: parsed))
    }

    /// What one chunk shows on its own (its problems, made into what is
    /// kept, and its ingredient uses), to be added in document order with
    /// `add`. Any chunk in any order, and by another `ChunkedValidation`
    /// than the one it is added to (of the same definition): two threads
    /// can each validate chunks while one of them adds what was found.
    public struct ChunkFindings {
        fileprivate var problems: [(order: DocumentOrder, problem: Problem)]
        fileprivate var ingredientUses: [IngredientUse]
    }

    /// Validates one chunk on its own; the readings of list texts are this
    /// validation's, and what is found does not depend on them.
    public mutating func findings(of parsed: ParsedChunk) -> ChunkFindings {
        var run = ValidationRun(tree: parsed.tree, lists: ListSource(readings: readings), definition: definition)
        // Not held twice while the walk adds to it.
        readings = ListReadings(limit: 0)
        run.checkIssues(inChunk: parsed.chunk)
        run.walk(chunk: parsed.chunk)
        readings = run.lists.readings
        let keep = keep
        let problems = run.diagnostics.sorted(by: { $0.documentOrder < $1.documentOrder }).map { ($0.documentOrder, keep($0)) }
        return ChunkFindings(problems: problems, ingredientUses: run.ingredientUses)
    }

    /// Adds the findings of the document's next chunk: its problems, and
    /// the problems of its ingredient uses compared with the first use of
    /// each id and text before them.
    public mutating func add(_ findings: ChunkFindings) {
        if chunkProblemsInOrder, let first = findings.problems.first, let last = chunkProblems.last, first.order < last.order {
            chunkProblemsInOrder = false
        }
        chunkProblems += findings.problems
        var found: [(order: DocumentOrder, problem: Problem)] = []
        let keep = keep
        for use in findings.ingredientUses {
            ingredients.add(use) { found.append(($0.documentOrder, keep($0))) }
        }
        for problem in found {
            if ingredientProblemsInOrder, let last = ingredientProblems.last, problem.order < last.order {
                ingredientProblemsInOrder = false
            }
            ingredientProblems.append(problem)
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

import LaminateConcurrency
import LaminateDialect

/// What validating each chunk of a tree found: the problems a chunk shows on
/// its own and its ingredient markings, kept relative to the chunk's start.
///
/// The findings of an edited version reuse the previous version's for every
/// chunk the two trees share (under the same formatting definition), so a
/// keystroke validates the chunk it is in; one ingredient id on different
/// texts (and one text with different ids) is kept in an index that each
/// version updates from the one before (`IngredientIndex`), and stale
/// markings are reported by `AttributeValidator.validate` each time.
public struct ValidationFindings: Sendable {
    private let chunks: ChunkTable<ChunkFindings>
    /// Where each chunk starts (the tree's array, shared): a problem looked
    /// up by its chunk (`diagnostic(chunk:record:)`, a published problem
    /// each) finds its chunk's start without summing the lengths before it.
    private let chunkStarts: [Int]
    private let definition: FormattingDefinition
    private let ingredients: IngredientIndex

    public init(
        tree: SyntaxTree, attributeLists: AttributeLists, definition: FormattingDefinition,
        reusing previous: ValidationFindings? = nil
    ) {
        let old = previous?.definition == definition ? previous?.chunks ?? ChunkTable() : ChunkTable()
        // The chunks to validate again are validated in parallel (all of them
        // when a document opens).
        let validate = { (indices: [Int]) in
            ParallelMap.map(indices.count) { position in
                ChunkFindings(
                    key: tree.chunkKey(indices[position]), tree: tree, chunk: indices[position], attributeLists: attributeLists,
                    definition: definition)
            }
        }
        let update = old.updated(for: tree, keep: { $0.stillHolds(in: tree, chunk: $1) }, make: validate)
        // A chunk the edit did not reach whose spans read a definition that
        // changed or moved is validated again too.
        var chunks = update.table
        let stale = chunks.indicesReadingDefinitions(outside: update.newRange) { !$0.stillHolds(in: tree, chunk: $1) }
        for (index, findings) in zip(stale, validate(stale)) { chunks = chunks.replacing(index..<(index + 1), with: [findings]) }
        self.chunks = chunks
        chunkStarts = tree.chunkStarts
        self.definition = definition
        let previousIndex = previous.flatMap { $0.definition == definition ? ($0.ingredients, $0.ingredientChunks) : nil }
        ingredients = IngredientIndex(chunks: Self.ingredientChunks(chunks), reusing: previousIndex)
    }

    /// The findings of `tree`, an opened document, whose chunks were
    /// validated already (while it was parsed: `OpeningTables`).
    init(tree: SyntaxTree, definition: FormattingDefinition, chunks: [ChunkFindings]) {
        self.chunks = ChunkTable(chunks)
        chunkStarts = tree.chunkStarts
        self.definition = definition
        ingredients = IngredientIndex(chunks: Self.ingredientChunks(self.chunks))
    }

    /// The chunks with ingredient uses, as the index reads them.
    private static func ingredientChunks(_ chunks: ChunkTable<ChunkFindings>) -> [IngredientIndex.Chunk] {
        var found: [IngredientIndex.Chunk] = []
        chunks.forEachWeighted { chunk, _ in
            if !chunk.ingredientUses.isEmpty { found.append(IngredientIndex.Chunk(id: ObjectIdentifier(chunk), uses: chunk.ingredientUses)) }
        }
        return found
    }

    private var ingredientChunks: [IngredientIndex.Chunk] { Self.ingredientChunks(chunks) }

    /// One ingredient id on different texts and one text with different
    /// ids, in the order of their uses (for one use, LAM014 before LAM015).
    func ingredientDiagnostics() -> [Diagnostic] {
        var starts: [Int] = []
        chunks.forEachWeighted { chunk, start in if !chunk.ingredientUses.isEmpty { starts.append(start) } }
        return ingredients.diagnostics(chunks: ingredientChunks, starts: starts)
    }

    /// Every chunk's problems, in document order.
    public func diagnostics() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        chunks.forEachWeighted { chunk, start in chunk.problems.append(to: &diagnostics, at: start) }
        return diagnostics
    }

    /// Every chunk's problems in document order, as outlines that say
    /// where each is kept (`diagnostic(at:)` makes one whole).
    func outlines() -> [ValidationProblems.Outline] {
        var outlines: [ValidationProblems.Outline] = []
        chunks.forEachWeightedIndexed { index, chunk, start in
            guard !chunk.problems.isEmpty else { return }
            var record: Int32 = 0
            chunk.problems.forEachOutline(at: start) { range, code, severity in
                outlines.append(
                    ValidationProblems.Outline(
                        range: range, code: code, severity: severity,
                        place: .chunk(Int32(index), record: record)))
                record += 1
            }
        }
        return outlines
    }

    /// Problem `record` of chunk `chunk`, whole.
    func diagnostic(chunk: Int, record: Int) -> Diagnostic {
        chunks[chunk].problems.diagnostic(record, at: chunkStarts[chunk])
    }

    /// Every valid ingredient marking, in document order (what the
    /// whole-document comparison reads; tests check the index against it).
    func ingredientUses() -> [IngredientUse] {
        var uses: [IngredientUse] = []
        chunks.forEachWeighted { chunk, start in
            for var use in chunk.ingredientUses {
                use.valueRange = use.valueRange.shifted(by: start)
                use.spanRange = use.spanRange.shifted(by: start)
                uses.append(use)
            }
        }
        return uses
    }
}

/// What validating one chunk found, relative to its start; shared by the
/// findings of every version that shares the chunk. Every schedule makes
/// these: an edit and an open keep them in a `ValidationFindings`; a batch
/// check (`ChunkedValidation`) makes them into what it keeps as each chunk
/// is added, and drops them.
public final class ChunkFindings: ChunkPart {
    /// The chunk they are kept for, by a table that reuses them (this holds
    /// the chunk's tree); none in a batch check's, which no table keeps.
    let key: ChunkKey?
    /// The chunk's bytes.
    public let length: Int
    /// Its problems, in document order.
    let problems: PackedDiagnostics
    let ingredientUses: [IngredientUse]
    /// The definitions the chunk's reference-form spans took their lists from:
    /// the label, the text, and where it started relative to the chunk.
    /// (None in a batch check's.)
    let definitionsRead: [(label: String, bytes: [UInt8], offset: Int)]

    /// Validates chunk `chunk` of `tree`, its lists taken from `attributeLists`.
    convenience init(key: ChunkKey, tree: SyntaxTree, chunk: Int, attributeLists: AttributeLists, definition: FormattingDefinition) {
        var lists = ListSource(attributeLists)
        self.init(key: key, tree: tree, chunk: chunk, lists: &lists, definition: definition)
    }

    /// Validates chunk `chunk` of `tree`, its lists taken from `lists` (a
    /// batch check reads them as they are met, with the readings of earlier
    /// chunks). Without a `key` (a batch check's findings, used once), the
    /// definitions read are not noted.
    init(key: ChunkKey?, tree: SyntaxTree, chunk: Int, lists: inout ListSource, definition: FormattingDefinition) {
        var run = ValidationRun(tree: tree, lists: ListSource(readings: ListReadings(limit: 0)), definition: definition)
        // Moved in and out, not copied: a copy would share the readings, and
        // the first one added would copy them all.
        swap(&run.lists, &lists)
        run.checkIssues(inChunk: chunk)
        run.walk(chunk: chunk)
        swap(&run.lists, &lists)
        let start = tree.chunkStart(chunk)
        self.key = key
        length = tree.chunkLength(chunk)
        problems = PackedDiagnostics(run.diagnostics.sorted { $0.documentOrder < $1.documentOrder }, relativeTo: start)
        ingredientUses = run.ingredientUses.map { use in
            var use = use
            use.valueRange = use.valueRange.shifted(by: -start)
            use.spanRange = use.spanRange.shifted(by: -start)
            return use
        }
        definitionsRead = key == nil ? [] : run.definitionsRead.map { ($0.label, $0.text.bytes, Self.start(of: $0.text) - start) }
    }

    /// The chunk's identity; a batch check's findings, kept by no table,
    /// have their own, which names no chunk.
    public var chunkIdentity: ObjectIdentifier { key?.identity ?? ObjectIdentifier(self) }
    /// What the table's readers visit: problems and ingredient markings.
    public var weight: Int { problems.count + ingredientUses.count }
    public var readsDefinitions: Bool { !definitionsRead.isEmpty }

    /// Whether these findings are still right for chunk `chunk` of `tree`
    /// (a tree that shares the chunk): every definition a span read is the
    /// same text, as far from the chunk as it was (the findings may point into it).
    func stillHolds(in tree: SyntaxTree, chunk: Int) -> Bool {
        guard !definitionsRead.isEmpty else { return true }
        let start = tree.chunkStart(chunk)
        for read in definitionsRead {
            guard let text = tree.attributeDefinitionText(read.label), text.bytes == read.bytes,
                Self.start(of: text) - start == read.offset
            else { return false }
        }
        return true
    }

    private static func start(of text: MappedText) -> Int { text.pieces.isEmpty ? 0 : text.sourceOffset(at: 0) }
}

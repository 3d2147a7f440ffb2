import LaminateDialect

/// What validating each chunk of a tree found: the problems a chunk shows on
/// its own and its ingredient markings, kept relative to the chunk's start.
///
/// The findings of an edited version reuse the previous version's for every
/// chunk the two trees share (under the same formatting definition), so a
/// keystroke validates the chunk it is in; what only the whole document shows
/// (one ingredient id on different texts, stale markings) is computed from
/// these by `AttributeValidator.validate` each time.
public struct ValidationFindings: Sendable {
    private let chunks: [ChunkFindings]
    private let chunkStarts: [Int]
    private let definition: FormattingDefinition

    public init(tree: SyntaxTree, attributeLists: AttributeLists, definition: FormattingDefinition,
                reusing previous: ValidationFindings? = nil) {
        var reusable: [ChunkKey: ChunkFindings] = [:]
        if let previous, previous.definition == definition {
            for chunk in previous.chunks where chunk.isReusable { reusable[chunk.key] = chunk }
        }
        var chunks: [ChunkFindings] = []
        var chunkStarts: [Int] = []
        chunks.reserveCapacity(tree.chunkCount)
        chunkStarts.reserveCapacity(tree.chunkCount)
        for index in 0..<tree.chunkCount {
            let key = tree.chunkKey(index)
            chunks.append(reusable[key] ?? ChunkFindings(key: key, tree: tree, chunk: index,
                                                         attributeLists: attributeLists, definition: definition))
            chunkStarts.append(tree.chunkStart(index))
        }
        self.chunks = chunks
        self.chunkStarts = chunkStarts
        self.definition = definition
    }

    /// Every chunk's problems, in document order.
    public func diagnostics() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        diagnostics.reserveCapacity(chunks.reduce(0) { $0 + $1.diagnostics.count })
        for (chunk, start) in zip(chunks, chunkStarts) {
            for diagnostic in chunk.diagnostics { diagnostics.append(diagnostic.shifted(by: start)) }
        }
        return diagnostics
    }

    /// Every valid ingredient marking, in document order.
    func ingredientUses() -> [IngredientUse] {
        var uses: [IngredientUse] = []
        for (chunk, start) in zip(chunks, chunkStarts) {
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
/// findings of every version that shares the chunk.
private final class ChunkFindings: Sendable {
    let key: ChunkKey
    /// In document order.
    let diagnostics: [Diagnostic]
    let ingredientUses: [IngredientUse]
    /// False when a span of the chunk takes its list from a definition, which
    /// an edit elsewhere may change.
    let isReusable: Bool

    init(key: ChunkKey, tree: SyntaxTree, chunk: Int, attributeLists: AttributeLists, definition: FormattingDefinition) {
        var run = ValidationRun(tree: tree, attributeLists: attributeLists, definition: definition)
        run.checkIssues(inChunk: chunk)
        run.walk(chunk: chunk)
        let start = tree.chunkStart(chunk)
        self.key = key
        diagnostics = run.diagnostics.sorted(by: AttributeValidator.inDocumentOrder).map { $0.shifted(by: -start) }
        ingredientUses = run.ingredientUses.map { use in
            var use = use
            use.valueRange = use.valueRange.shifted(by: -start)
            use.spanRange = use.spanRange.shifted(by: -start)
            return use
        }
        isReusable = !run.readsOtherChunks
    }
}

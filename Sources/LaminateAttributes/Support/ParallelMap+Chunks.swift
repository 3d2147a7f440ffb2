import LaminateConcurrency
import LaminateDialect

extension ParallelMap {
    /// One value per chunk of `tree`: `reused(index)` where it gives one
    /// (what an earlier version computed for a chunk the tree still shares),
    /// else `computed(index)`, the computed ones on every core.
    /// Inlinable, so that it is specialized for each caller's values: run
    /// generically, each of thousands of reused values is copied through
    /// its value witness on every keystroke.
    @inlinable
    public static func perChunk<Value: Sendable>(
        of tree: SyntaxTree, reused: (Int) -> Value?,
        computed: @Sendable (Int) -> Value
    ) -> [Value] {
        var values = (0..<tree.chunkCount).map(reused)
        let missing = values.indices.filter { values[$0] == nil }
        for (index, value) in zip(missing, map(missing.count) { computed(missing[$0]) }) { values[index] = value }
        return values.map { $0! }
    }
}

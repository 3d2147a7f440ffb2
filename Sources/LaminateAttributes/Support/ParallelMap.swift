import Dispatch
import LaminateDialect

/// Computes `count` independent values on every core: how the per-chunk
/// tables of a newly opened document (its attribute lists, validation
/// findings, semantic tokens) are built, each chunk on its own.
///
/// Few values (an edited version recomputes one or two chunks) are computed
/// in place: spreading them over threads would cost more than it saves.
public enum ParallelMap {
    public static func map<Value: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> Value) -> [Value] {
        guard count > 8 else { return (0..<count).map(transform) }
        let results = Results<Value>(count: count)
        // Each iteration writes only its own slot, and `concurrentPerform`
        // returns after all of them: no slot is shared between threads.
        DispatchQueue.concurrentPerform(iterations: count) { index in results.set(index, transform(index)) }
        return results.values()
    }

    /// One slot per value, written once each from the iteration that owns it.
    private final class Results<Value>: @unchecked Sendable {
        private let slots: UnsafeMutableBufferPointer<Value?>

        init(count: Int) {
            slots = .allocate(capacity: count)
            slots.initialize(repeating: nil)
        }

        deinit {
            slots.deinitialize()
            slots.deallocate()
        }

        func set(_ index: Int, _ value: Value) { slots[index] = value }

        func values() -> [Value] { slots.map { $0! } }
    }
}

extension ParallelMap {
    /// One value per chunk of `tree`: `reused(index)` where it gives one
    /// (what an earlier version computed for a chunk the tree still shares),
    /// else `computed(index)`, the computed ones on every core.
    /// Inlinable, so that it is specialized for each caller's values: run
    /// generically, each of thousands of reused values is copied through
    /// its value witness on every keystroke.
    @inlinable
    public static func perChunk<Value: Sendable>(of tree: SyntaxTree, reused: (Int) -> Value?,
                                                 computed: @Sendable (Int) -> Value) -> [Value] {
        var values = (0..<tree.chunkCount).map(reused)
        let missing = values.indices.filter { values[$0] == nil }
        for (index, value) in zip(missing, map(missing.count) { computed(missing[$0]) }) { values[index] = value }
        return values.map { $0! }
    }
}

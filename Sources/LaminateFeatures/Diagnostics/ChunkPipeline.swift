import Dispatch
import Synchronization

/// Runs two stages of a chunk-by-chunk computation on two threads: the
/// values `produce` makes on the calling thread (a document's chunks, as
/// they are parsed) and puts into its `Outlet` are handed in order to
/// `consume`, which runs on a thread of its own, with at most `capacity` of
/// them waiting between the two, so that a fast producer holds no more than
/// that. Returns when every value is consumed. `DocumentCheck` parses one
/// chunk while the one before is validated: on two cores, the time of the
/// slower stage, not of both.
enum ChunkPipeline {
    /// Runs `produce` here and `consume` on a thread of its own, which runs
    /// `beforeConsuming` first, while the producer makes its first values.
    static func run<Value: Sendable>(capacity: Int, beforeConsuming: @escaping @Sendable () -> Void = {},
                                     produce: (Outlet<Value>) -> Void, consume: @escaping @Sendable (Value) -> Void) {
        let handoff = Handoff<Value>(capacity: capacity)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global(qos: .userInitiated).async {
            beforeConsuming()
            while let value = handoff.take() { consume(value) }
            done.signal()
        }
        produce(Outlet(handoff: handoff))
        handoff.finish()
        done.wait()
    }

    /// As `run`, with no bound on the values waiting, and once `produce` is
    /// done the calling thread takes values too, until none is left: for a
    /// consumer slower than the producer, whose work the producer's thread
    /// then shares (an opened document's chunks are read and validated
    /// while it is parsed, by both threads once the parse is done). `consume`
    /// is told which thread runs it (0: the other, 1: the calling one), for
    /// what each thread keeps from value to value. Values are consumed in
    /// order by each thread, not across the two. Returns what `produce` returns.
    static func runSharing<Value: Sendable, Product>(produce: ((Value) -> Void) -> Product,
                                                     consume: @escaping @Sendable (Value, Int) -> Void) -> Product {
        let handoff = Handoff<Value>(capacity: Int(Int32.max))
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global(qos: .userInitiated).async {
            while let value = handoff.take() { consume(value, 0) }
            done.signal()
        }
        let product = produce { handoff.put($0) }
        handoff.finish()
        while let value = handoff.take() { consume(value, 1) }
        done.wait()
        return product
    }

    /// Where the producer puts its values, and sees how far the consumer is behind.
    struct Outlet<Value: Sendable> {
        fileprivate let handoff: Handoff<Value>

        /// Hands `value` over, waiting while `capacity` values wait already.
        func put(_ value: Value) { handoff.put(value) }

        /// How many values wait for the consumer now: while some do, work
        /// the producer takes over from the consumer does not leave the
        /// consumer idle.
        var backlog: Int { handoff.backlog }
    }

    /// The values between the two threads, in order; `nil` taken once the
    /// producer has finished and every value is taken (by every taker).
    fileprivate final class Handoff<Value: Sendable>: Sendable {
        private let queue = Mutex<(values: [Value], finished: Bool)>(([], false))
        /// One per value waiting.
        private let waiting = DispatchSemaphore(value: 0)
        /// One per free place.
        private let free: DispatchSemaphore

        init(capacity: Int) { free = DispatchSemaphore(value: max(1, capacity)) }

        var backlog: Int { queue.withLock { $0.values.count } }

        func put(_ value: Value) {
            free.wait()
            queue.withLock { $0.values.append(value) }
            waiting.signal()
        }

        func finish() {
            queue.withLock { $0.finished = true }
            waiting.signal()
        }

        func take() -> Value? {
            waiting.wait()
            let value: Value? = queue.withLock { state in
                state.values.isEmpty ? nil : state.values.removeFirst()
            }
            if value != nil {
                free.signal()
            } else {
                // Finished: the next taker learns it too.
                waiting.signal()
            }
            return value
        }
    }
}

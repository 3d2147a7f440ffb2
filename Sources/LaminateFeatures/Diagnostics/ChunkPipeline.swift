import Dispatch
import Synchronization

/// Runs two stages of a chunk-by-chunk computation on two threads: the
/// values `produce` makes on the calling thread (a document's chunks, as
/// they are parsed) are handed in order to `consume`, which runs on a thread
/// of its own, with at most `capacity` of them waiting between the two, so
/// that a fast producer holds no more than that. Returns when every value
/// is consumed. `DocumentCheck` parses one chunk while the one before is
/// validated: on two cores, the time of the slower stage, not of both.
enum ChunkPipeline {
    static func run<Value: Sendable>(capacity: Int, produce: ((Value) -> Void) -> Void,
                                     consume: @escaping @Sendable (Value) -> Void) {
        let handoff = Handoff<Value>(capacity: capacity)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global(qos: .userInitiated).async {
            while let value = handoff.take() { consume(value) }
            done.signal()
        }
        produce { handoff.put($0) }
        handoff.finish()
        done.wait()
    }

    /// The values between the two threads, in order; `nil` taken once the
    /// producer has finished and every value is taken.
    private final class Handoff<Value: Sendable>: Sendable {
        private let queue = Mutex<(values: [Value], finished: Bool)>(([], false))
        /// One per value waiting.
        private let waiting = DispatchSemaphore(value: 0)
        /// One per free place.
        private let free: DispatchSemaphore

        init(capacity: Int) { free = DispatchSemaphore(value: max(1, capacity)) }

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
            if value != nil { free.signal() }
            return value
        }
    }
}

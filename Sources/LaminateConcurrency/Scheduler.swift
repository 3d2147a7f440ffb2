import Dispatch

// Where the analysis modules run work concurrently.
//
// Architecture Invariant: this file is the only place in the analysis
// modules (LaminateDialect, LaminateAttributes, LaminateAppStrings,
// LaminateFeatures) where concurrent work starts: `ParallelMap` spreads
// independent values over every core, and `ChunkPipeline` runs a producer and
// a consumer of chunks on two threads. Everything else in those modules is
// single-threaded code that these call. (`DispatchTaskExecutor`, where the
// server's requests and diagnostics run, is here too.)
//
// Architecture Invariant: nothing here blocks a thread of Swift's
// cooperative pool while it waits for other work. Async callers reach this
// file from tasks that prefer a `DispatchTaskExecutor` (the server's
// requests and diagnostics), so the threads that `ChunkPipeline` and
// `ParallelMap` wait on, and wait with, are Dispatch's.
//
// Work is handed between threads only through `Locked` and Dispatch's
// semaphores and groups, which ThreadSanitizer sees.

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

/// A task executor on Dispatch's threads, for tasks whose synchronous steps
/// may block or run long: a task that prefers it
/// (`Task.detached(executorPreference:)`) runs its nonisolated code here,
/// not on the cooperative pool, where the server's dispatcher runs. The
/// server's requests and diagnostics run so: a request that parses a large
/// document on two threads holds a thread of Dispatch's, never the pool's
/// (one that awaits an analysis another is computing holds none).
public final class DispatchTaskExecutor: TaskExecutor {
    private let queue = DispatchQueue.global(qos: .userInitiated)

    public init() {}

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}

/// Runs two stages of a chunk-by-chunk computation on two threads: the
/// values `produce` makes on the calling thread (a document's chunks, as
/// they are parsed) and puts into its `Outlet` are handed in order to
/// `consume`, which runs on a thread of its own, with at most `capacity` of
/// them waiting between the two, so that a fast producer holds no more than
/// that. On two cores this takes the time of the slower stage, not of both:
/// `laminate check` parses one chunk while the one before is validated, and
/// an opened document's chunks are read and validated while it is parsed.
public enum ChunkPipeline {
    /// After the producer is done, who consumes what is left.
    public enum Finish: Sendable {
        /// The consuming thread alone, so every value is consumed in order
        /// on one thread (`laminate check` adds its chunks in document order).
        case consumerAlone
        /// The calling thread too, until no value is left: for a consumer
        /// slower than the producer, whose work the producer's thread then
        /// shares (an opened document's chunks, read and validated on both
        /// threads once the parse is done). Each thread consumes in order,
        /// but not across the two.
        case callerJoins
    }

    /// Runs `produce` here and `consume` on a thread of its own, which runs
    /// `beforeConsuming` first, while the producer makes its first values;
    /// once `produce` is done, the rest is consumed as `finish` says.
    /// `consume` is told which thread runs it (0: the other, 1: the calling
    /// one), for what each thread keeps from value to value. Returns what
    /// `produce` returns, once every value is consumed.
    public static func run<Value: Sendable, Product>(
        capacity: Int = Int(Int32.max), finish: Finish = .consumerAlone,
        beforeConsuming: @escaping @Sendable () -> Void = {},
        produce: (Outlet<Value>) -> Product, consume: @escaping @Sendable (_ value: Value, _ thread: Int) -> Void
    ) -> Product {
        let handoff = Handoff<Value>(capacity: capacity)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global(qos: .userInitiated).async {
            beforeConsuming()
            while let value = handoff.take() { consume(value, 0) }
            done.signal()
        }
        let product = produce(Outlet(handoff: handoff))
        handoff.finish()
        if finish == .callerJoins {
            while let value = handoff.take() { consume(value, 1) }
        }
        done.wait()
        return product
    }

    /// Where the producer puts its values, and sees how far the consumer is behind.
    public struct Outlet<Value: Sendable> {
        fileprivate let handoff: Handoff<Value>

        /// Hands `value` over, waiting while `capacity` values wait already.
        public func put(_ value: Value) { handoff.put(value) }

        /// How many values wait for the consumer now: while some do, work
        /// the producer takes over from the consumer does not leave the
        /// consumer idle.
        public var backlog: Int { handoff.backlog }
    }

    /// The values between the two threads, in order; `nil` taken once the
    /// producer has finished and every value is taken (by every taker).
    fileprivate final class Handoff<Value: Sendable>: Sendable {
        private let queue = Locked<(values: [Value], finished: Bool)>(([], false))
        /// One per value waiting.
        private let waiting = DispatchSemaphore(value: 0)
        /// One per free place.
        private let free: DispatchSemaphore

        init(capacity: Int) { free = DispatchSemaphore(value: min(max(1, capacity), Int(Int32.max))) }

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

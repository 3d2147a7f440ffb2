import Dispatch

// Where the analysis modules run work concurrently.
//
// Architecture Invariant: this file is the only place in the analysis
// modules (LaminateDialect, LaminateAttributes, LaminateAppStrings,
// LaminateFeatures) where concurrent work starts: `ParallelMap` spreads
// independent values over every core, and `ChunkPipeline` runs a chunk-by-chunk
// computation on two threads. Everything else in those modules is
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

/// Runs a chunk-by-chunk computation on two threads: the inputs `produce`
/// makes on the calling thread (a document's chunks, as they are parsed)
/// and puts into its `Outlet` are each made into an output by `work` (what
/// the analysis passes find in a chunk), and every output is handed to
/// `fold` in the order of the inputs, on a thread of its own (the one that
/// puts a document's findings together). `work` runs on the folding
/// thread, or on the producing thread when `sharingAt` items or more
/// already wait to be folded: the producing thread then hands over the
/// output made, so that the two threads stay even whichever stage is the
/// slower on a document, and end together. At most `capacity` items wait
/// between the two, so that a fast producer holds no more than that. On two
/// cores this takes about half the time of both stages: `laminate check`
/// and an opened document's analysis run so (`AnalysisEngine`).
public enum ChunkPipeline {
    /// Runs `produce` here and `fold` on a thread of its own, which runs
    /// `beforeFolding` first, while the producer makes its first inputs.
    /// `work` is told which thread runs it (0: the folding one, 1: the
    /// calling one), for what each thread keeps from chunk to chunk.
    /// Returns what `produce` returns, once every output is folded.
    public static func run<Input: Sendable, Output: Sendable, Product>(
        capacity: Int = 8, sharingAt backlog: Int,
        beforeFolding: @escaping @Sendable () -> Void = {},
        produce: (Outlet<Input, Output>) -> Product,
        work: @escaping @Sendable (_ input: Input, _ thread: Int) -> Output,
        fold: @escaping @Sendable (Output) -> Void
    ) -> Product {
        let handoff = Handoff<Item<Input, Output>>(capacity: capacity)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global(qos: .userInitiated).async {
            beforeFolding()
            while let item = handoff.take() {
                switch item {
                case .input(let input): fold(work(input, 0))
                case .output(let output): fold(output)
                }
            }
            done.signal()
        }
        let product = produce(Outlet(handoff: handoff, sharingAt: backlog, work: work))
        handoff.finish()
        done.wait()
        return product
    }

    /// What waits between the two threads: an input, or its output made by
    /// the producing thread.
    fileprivate enum Item<Input: Sendable, Output: Sendable>: Sendable {
        case input(Input)
        case output(Output)
    }

    /// Where the producer puts its inputs.
    public struct Outlet<Input: Sendable, Output: Sendable> {
        fileprivate let handoff: Handoff<Item<Input, Output>>
        fileprivate let sharingAt: Int
        fileprivate let work: @Sendable (Input, Int) -> Output

        /// Hands `input` over, made into its output here first when the
        /// folding thread is behind; waits while `capacity` items wait already.
        public func put(_ input: Input) {
            handoff.put(handoff.backlog >= sharingAt ? .output(work(input, 1)) : .input(input))
        }

        /// Hands over an output made already (by either thread), to be
        /// folded in its place among the others.
        public func put(made output: Output) { handoff.put(.output(output)) }
    }

    /// The values between the two threads, in order; `nil` taken once the
    /// producer has finished and every value is taken.
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
                // Finished: a later `take` learns it too.
                waiting.signal()
            }
            return value
        }
    }
}

import Foundation
import LaminateConcurrency
import Testing

/// The scheduler's ways of running work concurrently give what running it
/// in order gives: every value once, in its place.
struct SchedulerTests {
    /// Every index is transformed once and its value lands in its place,
    /// below and above the count that is spread over threads.
    @Test(arguments: [0, 1, 8, 9, 1_000])
    func parallelMapKeepsOrder(count: Int) {
        let seen = Counts(count)
        let values = ParallelMap.map(count) { index in
            seen.add(index)
            return index * 2
        }
        #expect(values == (0..<count).map { $0 * 2 })
        #expect(seen.values == Array(repeating: 1, count: count))
    }

    /// The consumer takes every value in the order produced, whatever the
    /// capacity between the two threads, after `beforeConsuming`.
    @Test(arguments: [1, 8])
    func pipelineConsumesInOrder(capacity: Int) {
        let consumed = Locked<[Int]>([])
        ChunkPipeline.run(capacity: capacity, beforeConsuming: { consumed.withLock { $0.append(-1) } }) { outlet in
            for value in 0..<500 { outlet.put(value) }
        } consume: { value, thread in
            #expect(thread == 0)
            consumed.withLock { $0.append(value) }
        }
        #expect(consumed.withLock { $0 } == [-1] + Array(0..<500))
    }

    /// When the calling thread joins once the producer is done, every value
    /// is consumed once, by one of the two threads, whatever the capacity,
    /// and what the producer returns is returned.
    @Test(arguments: [(0, 8), (1, 8), (5, 1), (1_000, 8), (1_000, Int(Int32.max))])
    func sharedPipelineConsumesEveryValueOnce(count: Int, capacity: Int) {
        let seen = Counts(count)
        let product = ChunkPipeline.run(capacity: capacity, finish: .callerJoins) { (outlet: ChunkPipeline.Outlet<Int>) -> String in
            for value in 0..<count { outlet.put(value) }
            return "done"
        } consume: { value, thread in
            #expect(thread == 0 || thread == 1)
            seen.add(value)
        }
        #expect(product == "done")
        #expect(seen.values == Array(repeating: 1, count: count))
    }

    /// Tasks that prefer a `DispatchTaskExecutor`, more of them than the
    /// cooperative pool has threads, each blocking until all have started,
    /// finish: their synchronous steps do not run on the pool's threads.
    @Test func tasksPreferringDispatchLeaveThePoolFree() async {
        let count = ProcessInfo.processInfo.activeProcessorCount + 2
        let executor = DispatchTaskExecutor()
        let started = Locked(0)
        let tasks = (0..<count).map { index in
            Task.detached(executorPreference: executor) { () -> Int in
                started.withLock { $0 += 1 }
                let deadline = Date().addingTimeInterval(30)
                while started.withLock({ $0 }) < count {
                    guard Date() < deadline else { return -1 }
                    usleep(1_000)
                }
                return index
            }
        }
        var results: [Int] = []
        for task in tasks { results.append(await task.value) }
        #expect(results == Array(0..<count))
    }

    private final class Counts: Sendable {
        private let counts: Locked<[Int]>
        init(_ count: Int) { counts = Locked(Array(repeating: 0, count: count)) }
        func add(_ value: Int) { counts.withLock { $0[value] += 1 } }
        var values: [Int] { counts.withLock { $0 } }
    }
}

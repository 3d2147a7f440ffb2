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

    /// Every input is worked on once, by one of the two threads, and every
    /// output folded in the order of the inputs (outputs made already among
    /// them in their place), after `beforeFolding`, whatever the capacity
    /// between the two threads and the backlog at which the producing
    /// thread works too; what the producer returns is returned.
    @Test(arguments: [(0, 8, 4), (1, 8, 4), (500, 1, 4), (500, 8, 0), (500, 8, 4), (500, 8, 1_000)])
    func pipelineFoldsEveryOutputInOrder(count: Int, capacity: Int, sharingAt: Int) {
        let worked = Counts(count)
        let folded = Locked<[Int]>([])
        let product = ChunkPipeline.run(
            capacity: capacity, sharingAt: sharingAt,
            beforeFolding: { folded.withLock { $0.append(-1) } },
            produce: { (outlet: ChunkPipeline.Outlet<Int, Int>) -> String in
                for value in 0..<count {
                    // Every tenth made here already, as a head start would.
                    if value % 10 == 9 { outlet.put(made: -value) } else { outlet.put(value) }
                }
                return "done"
            },
            work: { value, thread in
                #expect(thread == 0 || thread == 1)
                if sharingAt == 0 { #expect(thread == 1) }
                worked.add(value)
                return -value
            },
            fold: { value in folded.withLock { $0.append(value) } })
        #expect(product == "done")
        #expect(folded.withLock { $0 } == [-1] + (0..<count).map { -$0 })
        #expect(worked.values == (0..<count).map { $0 % 10 == 9 ? 0 : 1 })
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

import LaminateConcurrency
import Testing

/// `Locked` synchronizes: many threads changing one value lose nothing
/// (and under `--sanitize=thread` are not reported, as with `Mutex` they were).
struct LockedTests {
    @Test func concurrentChangesAreAllKept() async {
        let counter = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<10_000 { counter.withLock { $0 += 1 } } }
            }
        }
        #expect(counter.withLock { $0 } == 80_000)
    }
}

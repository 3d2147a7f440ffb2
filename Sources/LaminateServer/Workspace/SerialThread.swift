import Foundation
import LaminateConcurrency

/// A thread that runs the work given to it one piece at a time, in order:
/// the workspace indexer's, kept apart from the threads requests run on.
final class SerialThread: Sendable {
    private let pending = Locked<(work: [@Sendable () -> Void], isFinished: Bool)>(([], false))
    private let available = DispatchSemaphore(value: 0)

    init(name: String) {
        // The thread holds the value until `finish`; the value outlives no thread.
        let thread = Thread { [self] in
            while true {
                available.wait()
                let next = pending.withLock { state -> (@Sendable () -> Void)? in
                    state.work.isEmpty ? nil : state.work.removeFirst()
                }
                if let next { next() } else if pending.withLock({ $0.isFinished }) { return }
            }
        }
        thread.name = name
        thread.qualityOfService = .utility
        thread.start()
    }

    func async(_ work: @escaping @Sendable () -> Void) {
        let accepted = pending.withLock { state in
            guard !state.isFinished else { return false }
            state.work.append(work)
            return true
        }
        if accepted { available.signal() }
    }

    /// Lets the thread end once the work given so far is done.
    func finish() {
        pending.withLock { $0.isFinished = true }
        available.signal()
    }
}

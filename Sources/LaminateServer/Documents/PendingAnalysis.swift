import LaminateConcurrency
import LaminateFeatures

/// An analysis being computed by one caller, which the others asking for
/// the same version await instead of parsing the document again.
///
/// Awaiting suspends the waiting task and holds no thread: a request that
/// needs the analysis a diagnostics check is computing leaves its thread to
/// other work meanwhile. No waiter waits forever: the computing caller runs
/// the parse to the end without awaiting anything or taking the cache's
/// lock, then always fulfils (a document closed meanwhile too: only the
/// cache refuses the result). Each waiter's continuation is resumed exactly
/// once, outside the lock: by `fulfil`, or at once when it comes after.
///
/// Cancelling a waiting task does not cut its wait short: the computation
/// it waits for finishes anyway (a parse cannot stop midway), and a
/// cancelled request's answer was already sent by the dispatcher; a
/// diagnostics check is cancelled to end its delay, not to give up its
/// analysis.
final class PendingAnalysis: Sendable {
    private enum State {
        case computing(waiters: [CheckedContinuation<DocumentAnalysis, Never>])
        case finished(DocumentAnalysis)
    }

    private let state = Locked(State.computing(waiters: []))

    init() {}

    /// Hands the finished analysis to every waiter, and to those who come
    /// later; a second call changes nothing.
    func fulfil(_ analysis: DocumentAnalysis) {
        let waiters = state.withLock { state -> [CheckedContinuation<DocumentAnalysis, Never>] in
            guard case .computing(let waiters) = state else { return [] }
            state = .finished(analysis)
            return waiters
        }
        for waiter in waiters { waiter.resume(returning: analysis) }
    }

    /// The analysis, once the computing caller has fulfilled it.
    func analysis() async -> DocumentAnalysis {
        await withCheckedContinuation { continuation in
            let finished = state.withLock { state -> DocumentAnalysis? in
                switch state {
                case .computing(var waiters):
                    waiters.append(continuation)
                    state = .computing(waiters: waiters)
                    return nil
                case .finished(let analysis):
                    return analysis
                }
            }
            if let finished { continuation.resume(returning: finished) }
        }
    }

    /// How many tasks wait now (tests: none is left behind).
    var waiterCount: Int {
        state.withLock { state in
            guard case .computing(let waiters) = state else { return 0 }
            return waiters.count
        }
    }
}

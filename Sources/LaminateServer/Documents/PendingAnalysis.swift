import Dispatch
import LaminateConcurrency
import LaminateFeatures

/// An analysis being computed by one caller, which the others asking for
/// the same version wait for instead of parsing the document again.
///
/// Waiting blocks the calling thread (the cache's callers are synchronous,
/// called from async handlers), which is one of Dispatch's, never one of
/// the cooperative pool's: requests and diagnostics run on the server's
/// `DispatchTaskExecutor`. That cannot deadlock: the computing caller
/// runs the parse to the end on its own thread without awaiting anything
/// or taking the cache's lock, then always fulfils; and a waiter would
/// otherwise have spent the same time parsing on that same thread.
final class PendingAnalysis: Sendable {
    /// Entered on creation, left once the analysis is in `result`.
    private let finished = DispatchGroup()
    private let result = Locked<DocumentAnalysis?>(nil)

    init() { finished.enter() }

    /// Hands the finished analysis to every waiter; called exactly once.
    func fulfil(_ analysis: DocumentAnalysis) {
        result.withLock { $0 = analysis }
        finished.leave()
    }

    /// The analysis, once the computing caller has fulfilled it.
    func wait() -> DocumentAnalysis? {
        finished.wait()
        return result.withLock { $0 }
    }
}

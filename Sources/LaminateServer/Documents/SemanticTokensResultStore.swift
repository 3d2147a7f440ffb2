import LaminateProtocol
import Synchronization

/// The last full token result sent for each document, by result id, so a
/// `full/delta` request can be answered with edits against it.
///
/// Shared by every copy of the server state, like `AnalysisCache`: requests
/// run concurrently, and the mutex guards only the dictionary, never a
/// computation. When two requests race, the later write wins; a client
/// asking for a delta against a result that is no longer kept gets the
/// tokens in full, which LSP allows.
public final class SemanticTokensResultStore: Sendable {
    private struct State {
        var nextResultNumber = 1
        var results: [DocumentURI: (resultId: String, data: [UInt32])] = [:]
    }

    private let state = Mutex(State())

    public init() {}

    /// Keeps `data` as the latest result for `uri`; returns its new id.
    public func store(_ data: [UInt32], for uri: DocumentURI) -> String {
        state.withLock { state in
            let resultId = String(state.nextResultNumber)
            state.nextResultNumber &+= 1
            state.results[uri] = (resultId, data)
            return resultId
        }
    }

    /// The data of result `resultId` for `uri`, if it is still the one kept.
    public func data(of resultId: String, for uri: DocumentURI) -> [UInt32]? {
        state.withLock { state in
            guard let kept = state.results[uri], kept.resultId == resultId else { return nil }
            return kept.data
        }
    }

    /// Forgets a closed document's results.
    public func remove(_ uri: DocumentURI) {
        state.withLock { _ = $0.results.removeValue(forKey: uri) }
    }
}

import LaminateConcurrency
import LaminateFeatures
import LaminateProtocol

/// The navigation summary of each open document's latest text, so the
/// requests on one version summarise it once. Shared by every copy of the
/// server state, like `AnalysisCache`; the lock guards only the dictionary.
public final class SummaryCache: Sendable {
    private let entries = Locked<[DocumentURI: (stamp: SnapshotStamp, summary: FileSummary)]>([:])

    public init() {}

    public func summary(of snapshot: DocumentSnapshot, analysis: () async -> DocumentAnalysis) async -> FileSummary {
        if let entry = entries.withLock({ $0[snapshot.uri] }), entry.stamp == snapshot.stamp { return entry.summary }
        let summary = FileSummary(await analysis())
        entries.withLock { $0[snapshot.uri] = (snapshot.stamp, summary) }
        return summary
    }

    /// The same for a caller that cannot await (see `AnalysisCache.analysisWithoutWaiting`).
    public func summaryWithoutWaiting(of snapshot: DocumentSnapshot, analysis: () -> DocumentAnalysis) -> FileSummary {
        if let entry = entries.withLock({ $0[snapshot.uri] }), entry.stamp == snapshot.stamp { return entry.summary }
        let summary = FileSummary(analysis())
        entries.withLock { $0[snapshot.uri] = (snapshot.stamp, summary) }
        return summary
    }

    public func forget(_ uri: DocumentURI) {
        _ = entries.withLock { $0.removeValue(forKey: uri) }
    }

    func holds(_ uri: DocumentURI) -> Bool { entries.withLock { $0[uri] != nil } }
}

import LaminateFeatures

/// The navigation summary of an open document's newest text, so the
/// requests on one version summarise it once.
extension DocumentCache {
    func summary(of snapshot: DocumentSnapshot, analysis: () async -> DocumentAnalysis) async -> FileSummary {
        if let summary = keptSummary(of: snapshot) { return summary }
        return keepSummary(FileSummary(await analysis()), of: snapshot)
    }

    private func keptSummary(of snapshot: DocumentSnapshot) -> FileSummary? {
        read { contents in contents.summary.flatMap { $0.stamp == snapshot.stamp ? $0.summary : nil } }
    }

    /// Keeps a version's summary, unless a newer version's is kept.
    private func keepSummary(_ summary: FileSummary, of snapshot: DocumentSnapshot) -> FileSummary {
        _ = update { contents -> Void? in
            if let kept = contents.summary, kept.stamp > snapshot.stamp { return nil }
            contents.summary = (snapshot.stamp, summary)
            return ()
        }
        return summary
    }
}

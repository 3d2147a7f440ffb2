import LaminateAppStrings
import LaminateFeatures

/// A document's analyses: each version parsed once, lazily, by the first
/// caller that needs it. Requests racing on the same version (a tokens
/// request arriving while the diagnostics run parses) await the one parse
/// in progress instead of parsing again (`PendingAnalysis`); requests on
/// different documents or versions parse in parallel.
extension DocumentCache {
    /// The newest version asked for: its analysis, finished or still being
    /// computed by one caller.
    struct AnalysisSlot {
        enum State {
            case ready(DocumentAnalysis)
            case computing(PendingAnalysis)
        }

        /// The slot's text.
        var stamp: SnapshotStamp
        var definitionKey: String
        var state: State
        /// The newest finished analysis of the document, kept while a newer
        /// version is computed so that its tree can be reused (only the
        /// chunks an edit touched are parsed again).
        var previous: (analysis: DocumentAnalysis, revision: Int)?
    }

    /// The newest analysed version of a container (String Catalog,
    /// `.strings`, Swift file), with the definition it was analysed under.
    struct ContainerSlot {
        var stamp: SnapshotStamp
        var definitionKey: String
        var analysis: ContainerAnalysis
    }

    /// What to do after looking in the cache, decided under the lock.
    private enum Lookup {
        case found(DocumentAnalysis)
        case wait(PendingAnalysis)
        /// Computed by this caller: kept and handed to the waiters when it
        /// promised to (`PendingAnalysis`), for itself alone otherwise.
        case compute(PendingAnalysis?, previous: (analysis: DocumentAnalysis, revision: Int)?)
    }

    /// The analysis of `snapshot` under `definitionFile` (nil: the built-in
    /// catalog). A caller that finds another computing it awaits that
    /// computation, holding no thread (see `PendingAnalysis`).
    func analysis(
        of snapshot: DocumentSnapshot, definitionFile: FormattingDefinitionFile?, by analyzer: DocumentAnalyzer
    ) async -> DocumentAnalysis {
        switch lookUp(snapshot, definitionFile: definitionFile) {
        case .found(let analysis): return analysis
        case .wait(let pending): return await pending.analysis()
        case .compute(let pending, let previous):
            return compute(snapshot, definitionFile: definitionFile, by: analyzer, promised: pending, previous: previous)
        }
    }

    /// The same for a caller that cannot await (a preview renders on a
    /// thread of its own): a version another caller is computing is
    /// computed again for this one rather than waited for.
    func analysisWithoutWaiting(
        of snapshot: DocumentSnapshot, definitionFile: FormattingDefinitionFile?, by analyzer: DocumentAnalyzer
    ) -> DocumentAnalysis {
        switch lookUp(snapshot, definitionFile: definitionFile) {
        case .found(let analysis): return analysis
        case .wait: return analyzer.analysis(of: snapshot, definitionFile: definitionFile, reusing: nil)
        case .compute(let pending, let previous):
            return compute(snapshot, definitionFile: definitionFile, by: analyzer, promised: pending, previous: previous)
        }
    }

    /// Looks the version up, and promises to compute it when nobody is.
    private func lookUp(_ snapshot: DocumentSnapshot, definitionFile: FormattingDefinitionFile?) -> Lookup {
        let definitionKey = DocumentAnalyzer.key(of: definitionFile)
        return update { contents -> Lookup in
            let slot = contents.analysis
            if let slot, slot.stamp == snapshot.stamp, slot.definitionKey == definitionKey {
                switch slot.state {
                case .ready(let analysis): return .found(analysis)
                case .computing(let pending): return .wait(pending)
                }
            }
            var previous = slot?.previous
            // Kept for reuse only: its line index can go.
            if let slot, case .ready(let analysis) = slot.state {
                previous = (analysis.forReuse, slot.stamp.revision)
            }
            // An older version than the one kept: computed for this caller
            // alone, so the newest version stays kept.
            if let slot, slot.stamp > snapshot.stamp { return .compute(nil, previous: previous) }
            let pending = PendingAnalysis()
            contents.analysis = AnalysisSlot(
                stamp: snapshot.stamp, definitionKey: definitionKey, state: .computing(pending), previous: previous)
            return .compute(pending, previous: previous)
        } ?? .compute(nil, previous: nil)  // Closed: nothing is kept any more.
    }

    /// Computes a version and, when this caller promised it (`pending`),
    /// keeps it (unless the document closed or a newer version took its
    /// place meanwhile) and hands it to the callers waiting for it: always,
    /// so that no waiter is left waiting.
    private func compute(
        _ snapshot: DocumentSnapshot, definitionFile: FormattingDefinitionFile?, by analyzer: DocumentAnalyzer,
        promised pending: PendingAnalysis?, previous: (analysis: DocumentAnalysis, revision: Int)?
    ) -> DocumentAnalysis {
        let analysis = analyzer.analysis(of: snapshot, definitionFile: definitionFile, reusing: previous)
        guard let pending else { return analysis }
        _ = update { contents -> Void? in
            // Only the slot this caller promised is filled.
            guard let slot = contents.analysis, case .computing(let current) = slot.state, current === pending else { return nil }
            contents.analysis?.state = .ready(analysis)
            contents.analysis?.previous = nil
            return ()
        }
        pending.fulfil(analysis)
        return analysis
    }

    /// The analysis of a container document of `kind` under `definitionFile`.
    /// Two requests racing on a new version may both compute it; the
    /// result is the same.
    func containerAnalysis(
        of snapshot: DocumentSnapshot, kind: ContainerKind, definitionFile: FormattingDefinitionFile?,
        by analyzer: DocumentAnalyzer
    ) -> ContainerAnalysis {
        let definitionKey = DocumentAnalyzer.key(of: definitionFile)
        let kept = read { $0.container }
        if let kept, kept.stamp == snapshot.stamp, kept.definitionKey == definitionKey {
            return kept.analysis
        }
        // An earlier version's strings whose text an edit left alone keep
        // their analyses; the change since it says which string was edited.
        let previous = kept.flatMap { $0.definitionKey == definitionKey && $0.analysis.kind == kind ? $0 : nil }
        let analysis = analyzer.containerAnalysis(
            of: snapshot, kind: kind, definitionFile: definitionFile, reusing: previous?.analysis,
            change: previous.flatMap { snapshot.change(since: $0.stamp.revision) })
        _ = update { contents -> Void? in
            if let current = contents.container, current.stamp > snapshot.stamp { return nil }
            contents.container = ContainerSlot(stamp: snapshot.stamp, definitionKey: definitionKey, analysis: analysis)
            return ()
        }
        return analysis
    }

    /// How many callers await the analysis being computed (tests: none is
    /// left waiting).
    var analysisWaiterCount: Int {
        guard let slot = read({ $0.analysis }), case .computing(let pending) = slot.state else { return 0 }
        return pending.waiterCount
    }
}

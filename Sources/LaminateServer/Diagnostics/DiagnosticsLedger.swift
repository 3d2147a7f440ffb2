import LaminateAttributes
import LaminateConcurrency
import LaminateDialect
import LaminateFeatures
import LaminateProtocol

/// The last checked version of each open document and the changes made
/// since, so that every check (pushed or pulled) can carry stale ingredient
/// markings forward from the check before it.
///
/// Shared by every copy of the server state, like `AnalysisCache`: the
/// dispatcher records each new version as it applies it; checks, which run
/// off the dispatcher, read and advance it. The mutex guards only these
/// small records, never a check.
public final class DiagnosticsLedger: Sendable {
    /// More versions than this without a check and the ledger stops
    /// carrying markings forward (the next check starts afresh).
    static let maximumPendingChanges = 1024

    private struct Entry {
        var checked: (stamp: SnapshotStamp, document: DocumentDiagnostics)?
        /// Each version after the checked one, with the change from the
        /// version before it, oldest first.
        var changes: [(stamp: SnapshotStamp, change: TextChange)] = []
        var newest: SnapshotStamp
    }

    private let entries = Locked<[DocumentURI: Entry]>([:])

    public init() {}

    /// Records a text the dispatcher just applied. A document opened again
    /// or too many texts without a check start afresh. Texts are told
    /// apart by their stamps: a change that keeps the client's version is
    /// a new text all the same.
    public func record(_ snapshot: DocumentSnapshot) {
        entries.withLock { entries in
            guard var entry = entries[snapshot.uri], let change = snapshot.change, snapshot.stamp > entry.newest,
                entry.changes.count < Self.maximumPendingChanges
            else {
                entries[snapshot.uri] = Entry(newest: snapshot.stamp)
                return
            }
            entry.changes.append((snapshot.stamp, change))
            entry.newest = snapshot.stamp
            entries[snapshot.uri] = entry
        }
    }

    /// The diagnostics of `analysis` (the analysis of `snapshot`), carrying
    /// markings forward from the version checked before; unless a newer
    /// version was checked meanwhile, they become what the next version's
    /// diagnostics carry markings from.
    public func diagnostics(of snapshot: DocumentSnapshot, analysis: DocumentAnalysis) -> DocumentDiagnostics {
        let (previous, change) = entries.withLock { entries -> (DocumentDiagnostics?, TextChange?) in
            guard let entry = entries[snapshot.uri], let checked = entry.checked else { return (nil, nil) }
            if checked.stamp == snapshot.stamp { return (checked.document, nil) }
            guard checked.stamp < snapshot.stamp, entry.changes.contains(where: { $0.stamp == snapshot.stamp }) else {
                return (nil, nil)
            }
            let combined = entry.changes.prefix { $0.stamp <= snapshot.stamp }
                .reduce(TextChange.none) { $0.followed(by: $1.change) }
            return (checked.document, combined)
        }
        let document = DocumentDiagnostics(analysis, previous: previous, change: change)
        entries.withLock { entries in
            guard var entry = entries[snapshot.uri], snapshot.stamp <= entry.newest else { return }
            if let checked = entry.checked, checked.stamp > snapshot.stamp { return }
            entry.checked = (snapshot.stamp, document.carriedForward)
            entry.changes.removeAll { $0.stamp <= snapshot.stamp }
            entries[snapshot.uri] = entry
        }
        return document
    }

    /// The stale markings of `snapshot`'s version, when that version is the
    /// one last checked (nil otherwise: the caller must not guess).
    public func staleMarkings(of snapshot: DocumentSnapshot) -> [StaleMarking]? {
        entries.withLock { entries in
            guard let checked = entries[snapshot.uri]?.checked, checked.stamp == snapshot.stamp else { return nil }
            return checked.document.staleMarkings
        }
    }

    /// Forgets a closed document.
    public func forget(_ uri: DocumentURI) {
        entries.withLock { _ = $0.removeValue(forKey: uri) }
    }

    func holds(_ uri: DocumentURI) -> Bool { entries.withLock { $0[uri] != nil } }
}

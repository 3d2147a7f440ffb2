import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import LaminateProtocol

/// The last checked version of an open document and the changes made
/// since, so that every check (pushed or pulled) can carry stale ingredient
/// markings forward from the check before it. Kept in the document's
/// `DocumentCache`: the dispatcher records each new version as it applies
/// it; checks, which run off the dispatcher, read and advance it.
struct DiagnosticsLedger {
    /// More versions than this without a check and the ledger stops
    /// carrying markings forward (the next check starts afresh).
    static let maximumPendingChanges = 1024

    var checked: (stamp: SnapshotStamp, document: DocumentDiagnostics)?
    /// Each version after the checked one, with the change from the
    /// version before it, oldest first.
    var changes: [(stamp: SnapshotStamp, change: TextChange)] = []
    var newest: SnapshotStamp

    /// The checked diagnostics to carry markings from to `snapshot`, and
    /// the change since them (nil: the same text).
    func carried(to snapshot: DocumentSnapshot) -> (DocumentDiagnostics?, TextChange?) {
        guard let checked else { return (nil, nil) }
        if checked.stamp == snapshot.stamp { return (checked.document, nil) }
        guard checked.stamp < snapshot.stamp, changes.contains(where: { $0.stamp == snapshot.stamp }) else {
            return (nil, nil)
        }
        let combined = changes.prefix { $0.stamp <= snapshot.stamp }.reduce(TextChange.none) { $0.followed(by: $1.change) }
        return (checked.document, combined)
    }

    /// Takes `document`, the diagnostics of `snapshot`, as what the next
    /// versions carry markings from, unless a newer version was checked.
    mutating func keep(_ document: DocumentDiagnostics, of snapshot: DocumentSnapshot) {
        guard snapshot.stamp <= newest else { return }
        if let checked, checked.stamp > snapshot.stamp { return }
        checked = (snapshot.stamp, document.carriedForward)
        changes.removeAll { $0.stamp <= snapshot.stamp }
    }
}

extension DocumentCache {
    /// Records a text the dispatcher just applied. A document opened again
    /// or too many texts without a check start afresh. Texts are told
    /// apart by their stamps: a change that keeps the client's version is
    /// a new text all the same.
    func record(_ snapshot: DocumentSnapshot) {
        _ = update { contents -> Void? in
            guard var ledger = contents.ledger, let change = snapshot.change, snapshot.stamp > ledger.newest,
                ledger.changes.count < DiagnosticsLedger.maximumPendingChanges
            else {
                contents.ledger = DiagnosticsLedger(newest: snapshot.stamp)
                return ()
            }
            ledger.changes.append((snapshot.stamp, change))
            ledger.newest = snapshot.stamp
            contents.ledger = ledger
            return ()
        }
    }

    /// The diagnostics of `analysis` (the analysis of `snapshot`), carrying
    /// markings forward from the version checked before; unless a newer
    /// version was checked meanwhile (or the document closed), they become
    /// what the next version's diagnostics carry markings from.
    func diagnostics(of snapshot: DocumentSnapshot, analysis: DocumentAnalysis) -> DocumentDiagnostics {
        let (previous, change) = read { $0.ledger?.carried(to: snapshot) } ?? (nil, nil)
        let document = DocumentDiagnostics(analysis, previous: previous, change: change)
        _ = update { contents -> Void? in contents.ledger?.keep(document, of: snapshot) }
        return document
    }

    /// The stale markings of `snapshot`'s version, when that version is the
    /// one last checked (nil otherwise: the caller must not guess).
    func staleMarkings(of snapshot: DocumentSnapshot) -> [StaleMarking]? {
        read { contents in
            guard let checked = contents.ledger?.checked, checked.stamp == snapshot.stamp else { return nil }
            return checked.document.staleMarkings
        }
    }
}

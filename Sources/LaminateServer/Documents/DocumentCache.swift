import LaminateAppStrings
import LaminateConcurrency
import LaminateFeatures

/// Everything the server keeps of one open document besides its text: the
/// analysis of its newest version (finished, or being computed by one
/// caller), the version its stale markings are carried from, its semantic
/// tokens results, its navigation summary and link table, and the
/// diagnostics notification last published for it.
///
/// One per opening of a document: the `DocumentStore` makes it when the
/// document opens and closes it when the document closes (or is opened
/// again), and that is the one way it is forgotten. Requests and checks
/// reach it through their copy of the state, so one that started before
/// the close holds the closed cache: what it finishes after the close
/// (an analysis, tokens, a published notification) is dropped, never
/// stored, and never reaches the cache of a later opening. Within one
/// opening, a result for an older version never replaces a newer one's.
///
/// Shared by every copy of the state; one lock guards what is kept, never
/// a computation (an analysis, a check, tokens are computed outside it).
public final class DocumentCache: Sendable {
    /// What is kept of the document, part by part (see the extensions).
    struct Contents {
        var analysis: AnalysisSlot?
        var container: ContainerSlot?
        var ledger: DiagnosticsLedger?
        var tokens = SemanticTokensResults()
        var summary: (stamp: SnapshotStamp, summary: FileSummary)?
        var linkTable: (stamp: SnapshotStamp, table: LinkTable)?
        var linkProblems: (stamp: SnapshotStamp, problems: LinkProblems)?
        var published: PublishedNotification?

        var holdsAnything: Bool {
            analysis != nil || container != nil || ledger != nil || !tokens.isEmpty || summary != nil || linkTable != nil
                || linkProblems != nil || published != nil
        }
    }

    /// Nil once the document has closed: nothing is kept from then on.
    private let contents = Locked<Contents?>(Contents())

    init() {}

    /// A cache that keeps nothing, for a snapshot whose document is not
    /// open in the state at hand: everything asked of it is computed afresh.
    static func keepingNothing() -> DocumentCache {
        let cache = DocumentCache()
        cache.close()
        return cache
    }

    /// Reads what is kept; nil once closed.
    func read<Result>(_ body: (Contents) -> Result?) -> Result? {
        contents.withLock { contents in contents.flatMap(body) }
    }

    /// Changes what is kept, unless the document has closed: a result
    /// finished after the close is dropped here.
    func update<Result>(_ body: (inout Contents) -> Result?) -> Result? {
        contents.withLock { contents -> Result? in
            guard contents != nil else { return nil }
            return body(&contents!)
        }
    }

    /// Forgets everything kept, for good: called by the store when the
    /// document closes.
    func close() {
        contents.withLock { $0 = nil }
    }

    /// Whether anything is kept (tests: a closed document leaves nothing).
    var holdsAnything: Bool { contents.withLock { $0?.holdsAnything ?? false } }
}

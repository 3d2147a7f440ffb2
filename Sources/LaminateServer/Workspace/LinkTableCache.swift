import LaminateConcurrency
import LaminateFeatures
import LaminateProtocol

/// The link table (`LinkTable`) of each open document's newest checked
/// version, and its link problems (`LinkProblems`), so that the next
/// version's reuse every chunk they share: link diagnostics on a keystroke
/// cost the edited chunk. Shared by every copy of the server state, like
/// `SummaryCache`; the lock guards only the dictionaries.
public final class LinkTableCache: Sendable {
    private let entries = Locked<[DocumentURI: (stamp: SnapshotStamp, table: LinkTable)]>([:])
    private let problems = Locked<[DocumentURI: (stamp: SnapshotStamp, problems: LinkProblems)]>([:])

    public init() {}

    /// The table of `snapshot`, the document at `path` in the workspace folders `roots`.
    public func table(
        of snapshot: DocumentSnapshot, path: String, roots: [String],
        analysis: () async -> DocumentAnalysis
    ) async -> LinkTable {
        let entry = entries.withLock { $0[snapshot.uri] }
        if let entry, entry.stamp == snapshot.stamp, entry.table.roots == roots { return entry.table }
        let table = LinkTable(await analysis(), path: path, roots: roots, reusing: entry?.table)
        entries.withLock { entries in
            // A check of an older version finishing late keeps the newer table.
            if let current = entries[snapshot.uri], current.stamp > snapshot.stamp { return }
            entries[snapshot.uri] = (snapshot.stamp, table)
        }
        return table
    }

    /// The table of `snapshot`'s version if one was made, without making one.
    public func cachedTable(of snapshot: DocumentSnapshot) -> LinkTable? {
        guard let entry = entries.withLock({ $0[snapshot.uri] }), entry.stamp == snapshot.stamp else { return nil }
        return entry.table
    }

    /// The link problems of `snapshot`'s `table` with its targets as
    /// `targets` tells, from the newest earlier check's.
    public func problems(of snapshot: DocumentSnapshot, table: LinkTable, targets: LinkTargets) -> LinkProblems {
        let entry = problems.withLock { $0[snapshot.uri] }
        let found = LinkProblems(table, targets: targets, reusing: entry?.problems)
        problems.withLock { problems in
            if let current = problems[snapshot.uri], current.stamp > snapshot.stamp { return }
            problems[snapshot.uri] = (snapshot.stamp, found)
        }
        return found
    }

    public func forget(_ uri: DocumentURI) {
        _ = entries.withLock { $0.removeValue(forKey: uri) }
        _ = problems.withLock { $0.removeValue(forKey: uri) }
    }

    func holds(_ uri: DocumentURI) -> Bool {
        entries.withLock { $0[uri] != nil } || problems.withLock { $0[uri] != nil }
    }
}

import LaminateFeatures
import LaminateProtocol

/// The link table (`LinkTable`) of each open document's newest checked
/// version, so that the next version's reuses every chunk they share: link
/// diagnostics on a keystroke cost the edited chunk. Shared by every copy
/// of the server state, like `SummaryCache`; the lock guards only the
/// dictionary.
public final class LinkTableCache: Sendable {
    private let entries = Locked<[DocumentURI: (version: Int, table: LinkTable)]>([:])

    public init() {}

    /// The table of `snapshot`, the document at `path` in the workspace folders `roots`.
    public func table(of snapshot: DocumentSnapshot, path: String, roots: [String],
                      analysis: () -> DocumentAnalysis) -> LinkTable {
        let entry = entries.withLock { $0[snapshot.uri] }
        if let entry, entry.version == snapshot.version, entry.table.roots == roots { return entry.table }
        let table = LinkTable(analysis(), path: path, roots: roots, reusing: entry?.table)
        entries.withLock { entries in
            // A check of an older version finishing late keeps the newer table.
            if let current = entries[snapshot.uri], current.version > snapshot.version { return }
            entries[snapshot.uri] = (snapshot.version, table)
        }
        return table
    }

    /// The table of `snapshot`'s version if one was made, without making one.
    public func cachedTable(of snapshot: DocumentSnapshot) -> LinkTable? {
        guard let entry = entries.withLock({ $0[snapshot.uri] }), entry.version == snapshot.version else { return nil }
        return entry.table
    }

    public func forget(_ uri: DocumentURI) {
        _ = entries.withLock { $0.removeValue(forKey: uri) }
    }
}

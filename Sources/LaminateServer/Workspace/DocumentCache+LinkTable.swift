import LaminateFeatures

/// The link table (`LinkTable`) of an open document's newest checked
/// version, and its link problems (`LinkProblems`), so that the next
/// version's reuse every chunk they share: link diagnostics on a keystroke
/// cost the edited chunk.
extension DocumentCache {
    /// The table of `snapshot`, the document at `path` in the workspace folders `roots`.
    func table(
        of snapshot: DocumentSnapshot, path: String, roots: [String],
        analysis: () async -> DocumentAnalysis
    ) async -> LinkTable {
        let kept = read { $0.linkTable }
        if let kept, kept.stamp == snapshot.stamp, kept.table.roots == roots { return kept.table }
        let table = LinkTable(await analysis(), path: path, roots: roots, reusing: kept?.table)
        _ = update { contents -> Void? in
            // A check of an older version finishing late keeps the newer table.
            if let current = contents.linkTable, current.stamp > snapshot.stamp { return nil }
            contents.linkTable = (snapshot.stamp, table)
            return ()
        }
        return table
    }

    /// The table of `snapshot`'s version if one was made, without making one.
    func cachedTable(of snapshot: DocumentSnapshot) -> LinkTable? {
        read { contents in contents.linkTable.flatMap { $0.stamp == snapshot.stamp ? $0.table : nil } }
    }

    /// The link problems of `snapshot`'s `table` with its targets as
    /// `targets` tells, from the newest earlier check's.
    func problems(of snapshot: DocumentSnapshot, table: LinkTable, targets: LinkTargets) -> LinkProblems {
        let kept = read { $0.linkProblems }
        let found = LinkProblems(table, targets: targets, reusing: kept?.problems)
        _ = update { contents -> Void? in
            if let current = contents.linkProblems, current.stamp > snapshot.stamp { return nil }
            contents.linkProblems = (snapshot.stamp, found)
            return ()
        }
        return found
    }
}

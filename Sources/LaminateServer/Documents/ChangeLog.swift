import LaminateDialect
import LaminateFeatures

/// What the edits between recent versions of a document did, so that the
/// analysis of a version can be parsed from an older one's knowing where
/// the texts differ, instead of comparing ten megabytes from both ends.
///
/// Each snapshot keeps, for each of the few snapshots just before it (by
/// revision), the one change covering every edit since; the analysis cache
/// asks for the change since the revision its previous analysis was made
/// from. A change too large to help (a client that sends the whole text)
/// is not kept: comparing the texts then finds the few bytes that differ.
struct ChangeLog: Sendable, Hashable {
    private struct Entry: Sendable, Hashable {
        var revision: Int
        var change: TextChange
    }

    /// Newest first.
    private var entries: [Entry] = []

    /// How many earlier revisions a log reaches back.
    static let depth = 16
    /// The most bytes a kept change may replace or insert.
    static let largestChange = 1 << 16

    /// The change from the text of `revision` to this snapshot's text, if
    /// the log reaches back to it.
    func change(since revision: Int) -> TextChange? {
        entries.first { $0.revision == revision }?.change
    }

    /// The log of the snapshot that `change` makes from the one at `revision`,
    /// whose log this is.
    func after(_ change: TextChange, from revision: Int) -> ChangeLog {
        var next = ChangeLog()
        guard change.oldRange.count <= Self.largestChange, change.newCount <= Self.largestChange else { return next }
        next.entries.reserveCapacity(Self.depth)
        next.entries.append(Entry(revision: revision, change: change))
        for entry in entries.prefix(Self.depth - 1) {
            let covering = entry.change.followed(by: change)
            guard covering.oldRange.count <= Self.largestChange, covering.newCount <= Self.largestChange else { break }
            next.entries.append(Entry(revision: entry.revision, change: covering))
        }
        return next
    }
}

import LaminateAttributes
import LaminateDialect

/// The link problems of one version of a document (what
/// `LinkDiagnostics.check(_:targets:)` finds), kept per chunk of its tree,
/// so that the check of the next version re-checks only the links whose
/// answer can have changed: those of the chunks an edit re-parsed, those
/// naming one of the document's own anchors that came or went (a heading
/// added, removed or renamed, or the `-1`, `-2` numbering of repeats
/// shifted by one earlier in the document), and those leading to a file
/// whose existence or anchors changed since. A keystroke in a paragraph
/// costs the links of its chunk and a pass over the chunks' entries.
public struct LinkProblems: Sendable {
    /// What checking one chunk's links found, relative to its start, with
    /// what that answer depends on beyond the chunk.
    /// (A class: a version shares it with the ones before by one reference,
    /// and passing 2,000 of them along per keystroke costs one retain each.)
    final class ChunkProblems: Sendable {
        let key: ChunkKey
        let diagnostics: [Diagnostic]
        /// The anchors (as compared: `FileSummary.anchorKey`) named by the
        /// chunk's `#fragment` links to this document.
        let ownFragments: Set<String>
        /// Whether one of those is a problem: its "did you mean" reads
        /// every anchor of the document, so any change of anchors can change it.
        let hasOwnFragmentProblem: Bool
        /// The other files its links lead to.
        let targets: Set<String>

        init(key: ChunkKey, diagnostics: [Diagnostic], ownFragments: Set<String>, hasOwnFragmentProblem: Bool,
             targets: Set<String>) {
            self.key = key
            self.diagnostics = diagnostics
            self.ownFragments = ownFragments
            self.hasOwnFragmentProblem = hasOwnFragmentProblem
            self.targets = targets
        }
    }

    private let chunks: [ChunkProblems]
    private let chunkStarts: [Int]
    /// The table and targets this check read, which the next one compares with its own.
    let table: LinkTable
    let targets: LinkTargets

    /// The problems of `table`'s links, their other files being as `targets`
    /// tells, reusing every chunk's answer from `previous` (a check of an
    /// earlier version of the same document) that still holds.
    public init(_ table: LinkTable, targets: LinkTargets, reusing previous: LinkProblems? = nil) {
        var reusable: [ChunkProblems] = []
        var changedAnchors = Set<String>()
        var anchorsChanged = false
        var changedTargets = Set<String>()
        if let previous, previous.table.path == table.path, previous.table.roots == table.roots,
           previous.targets.roots == targets.roots {
            reusable = previous.chunks
            // The same array when no heading changed (`LinkTable` keeps it), so this is cheap then.
            if previous.table.anchors != table.anchors {
                anchorsChanged = true
                changedAnchors = previous.table.anchorKeys.symmetricDifference(table.anchorKeys)
            }
            changedTargets = Self.changedPaths(from: previous.targets, to: targets)
        }
        var checker = LinkDiagnostics.Checker(path: table.path, anchors: table.anchors, anchorKeys: table.anchorKeys,
                                              targets: targets)
        var chunks: [ChunkProblems] = []
        chunks.reserveCapacity(table.chunks.count)
        let matched = ChunkKey.reusedEntries(from: reusable, key: { $0.key }, count: table.chunks.count) { table.chunks[$0].key.identity }
        for (entries, found) in zip(table.chunks, matched) {
            if let found, found.targets.isDisjoint(with: changedTargets),
               !anchorsChanged || (!found.hasOwnFragmentProblem && found.ownFragments.isDisjoint(with: changedAnchors)) {
                chunks.append(found)
            } else {
                chunks.append(Self.problems(of: entries, path: table.path, checker: &checker))
            }
        }
        self.chunks = chunks
        chunkStarts = table.chunkStarts
        self.table = table
        self.targets = targets
    }

    /// Every problem, in document order (the order of the links).
    public var diagnostics: [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (chunk, start) in zip(chunks, chunkStarts) where !chunk.diagnostics.isEmpty {
            for diagnostic in chunk.diagnostics { diagnostics.append(diagnostic.shifted(by: start)) }
        }
        return diagnostics
    }

    /// Checks one chunk's links (ranges relative to the chunk, as the table keeps them).
    static func problems(of entries: LinkTable.ChunkEntries, path: String, checker: inout LinkDiagnostics.Checker) -> ChunkProblems {
        var diagnostics: [Diagnostic] = []
        var ownFragments = Set<String>()
        var hasOwnFragmentProblem = false
        for (link, file) in zip(entries.links, entries.resolved) {
            guard let file else { continue }
            var namesOwnAnchor = false
            if file == path, case .local(_, let fragment?)? = link.destination {
                ownFragments.insert(FileSummary.anchorKey(fragment))
                namesOwnAnchor = true
            }
            guard let diagnostic = checker.problem(of: link, file: file) else { continue }
            diagnostics.append(diagnostic)
            if namesOwnAnchor { hasOwnFragmentProblem = true }
        }
        return ChunkProblems(key: entries.key, diagnostics: diagnostics, ownFragments: ownFragments,
                             hasOwnFragmentProblem: hasOwnFragmentProblem, targets: entries.targets)
    }

    /// The files whose existence or anchors differ between two lookups.
    static func changedPaths(from old: LinkTargets, to new: LinkTargets) -> Set<String> {
        var changed = Set<String>()
        for path in old.existing.union(new.existing) where old.existing.contains(path) != new.existing.contains(path) {
            changed.insert(path)
        }
        for path in Set(old.anchors.keys).union(new.anchors.keys) where old.anchors[path] != new.anchors[path] {
            changed.insert(path)
        }
        return changed
    }
}

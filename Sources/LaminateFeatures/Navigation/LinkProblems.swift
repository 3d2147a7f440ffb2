import LaminateAttributes
import LaminateConcurrency
import LaminateDialect

/// The link problems of one version of a document (what
/// `LinkDiagnostics.check(_:targets:)` finds), kept per chunk of its tree,
/// so that the check of the next version re-checks only the links whose
/// answer can have changed: those of the chunks an edit re-parsed, those
/// naming one of the document's own anchors that came or went (a heading
/// added, removed or renamed, or the `-1`, `-2` numbering of repeats
/// shifted by one earlier in the document), those leading to a file
/// whose existence or anchors changed since, and those leading to a missing
/// file in (or below) a folder whose names (for a "did you mean", which
/// may walk down from the workspace folder) were listed again. A keystroke in a paragraph
/// costs the links of its chunk and a pass over the chunks' entries.
public struct LinkProblems: Sendable {
    /// What checking one chunk's links found, with what that answer
    /// depends on beyond the chunk; shared by reference by every version
    /// that shares the chunk. Its problems are kept as findings (a few
    /// words each), made whole only when asked for (`diagnostics(path:)`)
    /// and kept then: a document of tens of thousands of broken links
    /// publishes its first thousand, the same on every keystroke after it.
    final class ChunkProblems: ChunkPart {
        /// The chunk's links, which `problems` point into.
        let entries: LinkTable.ChunkEntries
        /// What is wrong with each of its links that has a problem, in the order of the links.
        let problems: [Problem]
        /// The anchors (as compared: `FileSummary.anchorKey`) named by the
        /// chunk's `#fragment` links to this document.
        let ownFragments: Set<String>
        /// Those that are a problem, each with the anchor suggested for it
        /// and how many edits away (nil: none within reach): a change of
        /// anchors changes the problem only if it removes that anchor or
        /// adds one as near.
        let brokenOwn: [String: Suggestion]

        /// How many of the problems are errors, and the most severe of them
        /// (nil: none): what the server's cap counts of problems it does not show.
        let errors: Int
        let mostSevere: DiagnosticSeverity?

        var key: ChunkKey { entries.key }
        var length: Int { entries.length }
        /// The other files its links lead to.
        var targets: Set<String> { entries.targets }
        var chunkIdentity: ObjectIdentifier { key.identity }
        var weight: Int { problems.count }

        /// One link's problem: which link (its place among the chunk's),
        /// what is wrong, and what to suggest (`Checker.nearest(for:file:)`).
        struct Problem {
            let link: Int
            let finding: LinkDiagnostics.Finding
            let nearest: String?
        }

        struct Suggestion {
            let anchor: String?
            let distance: Int?
            /// Whether another anchor was as near (the earlier heading won).
            let isTied: Bool
        }

        init(entries: LinkTable.ChunkEntries, problems: [Problem], ownFragments: Set<String>, brokenOwn: [String: Suggestion]) {
            self.entries = entries
            self.problems = problems
            errors = problems.count { $0.finding.severity == .error }
            mostSevere = problems.lazy.map(\.finding.severity).min()
            self.ownFragments = ownFragments
            self.brokenOwn = brokenOwn
        }

        /// The problems made whole, relative to the chunk's start, for the
        /// document at `path`: made once, as the first chunks' are shown
        /// again on every keystroke.
        func diagnostics(path: String) -> [Diagnostic] {
            if let made = made.withLock({ $0 }), made.path == path { return made.diagnostics }
            let diagnostics = problems.map { problem in
                LinkDiagnostics.diagnostic(
                    for: problem.finding, of: entries.links[problem.link], file: entries.resolved[problem.link] ?? "",
                    from: path, nearest: problem.nearest)
            }
            made.withLock { $0 = (path, diagnostics) }
            return diagnostics
        }

        /// The problems made whole, once asked for (`diagnostics(path:)`).
        private let made = Locked<(path: String, diagnostics: [Diagnostic])?>(nil)
    }

    let chunks: ChunkTable<ChunkProblems>
    /// The table and targets this check read, which the next one compares with its own.
    let table: LinkTable
    let targets: LinkTargets
    /// How many links this check looked at (the others' answers were
    /// kept): what tests count to see that an edit re-checks only what it can change.
    public let linksChecked: Int

    /// The problems of `table`'s links, their other files being as `targets`
    /// tells, reusing every chunk's answer from `previous` (a check of an
    /// earlier version of the same document) that still holds.
    ///
    /// When no anchor of the document and no other file changed, only the
    /// chunks the table replaced can have other answers: the check replaces
    /// the same range of its own chunks (the table's `Splice`, when it was
    /// made from `previous`'s table; else the range the two differ in,
    /// found from both ends), and shares every other. Otherwise each chunk
    /// is kept or checked again on its own.
    public init(_ table: LinkTable, targets: LinkTargets, reusing previous: LinkProblems? = nil) {
        var base: LinkProblems?
        var changedAnchors = Set<String>()
        var anchorsChanged = false
        var changedTargets = Set<String>()
        var changedFolders = Set<String>()
        var anchorChange: AnchorChange?
        if let previous, previous.table.path == table.path, previous.table.roots == table.roots,
            previous.targets.roots == targets.roots
        {
            base = previous
            // The same array when no heading changed (`LinkTable` keeps it), so this is cheap then.
            if previous.table.anchors != table.anchors {
                anchorsChanged = true
                changedAnchors = previous.table.anchorKeys.symmetricDifference(table.anchorKeys)
                anchorChange = AnchorChange(from: previous.table, to: table)
            }
            changedTargets = Self.changedPaths(from: previous.targets, to: targets)
            changedFolders = Self.changedFolders(from: previous.targets, to: targets)
        }
        var checker = LinkDiagnostics.Checker(
            path: table.path, anchors: table.anchors, anchorKeys: table.anchorKeys,
            suggestions: table.suggestions, targets: targets)
        var sharedLinksChecked = 0
        if let base, !anchorsChanged, changedTargets.isEmpty, changedFolders.isEmpty {
            let range: Range<Int>
            let newRange: Range<Int>
            if let splice = table.splice, splice.base === base.table.version {
                (range, newRange) = (splice.range, splice.newRange)
            } else {
                let identities = table.chunks.allParts.map(\.key.identity)
                let ends = base.chunks.commonEnds(count: identities.count) { identities[$0] }
                range = ends.front..<(base.chunks.count - ends.back)
                newRange = ends.front..<(identities.count - ends.back)
            }
            let entries = table.chunks.parts(in: newRange)
            let matched = base.chunks.matching(in: range, count: entries.count) { entries[$0].key.identity }
            let new = zip(entries, matched).map { entries, found in
                found ?? Self.problems(of: entries, path: table.path, checker: &checker)
            }
            chunks = base.chunks.replacing(range, with: new)
        } else if base == nil {
            // A document just opened: its chunks checked on every core, a
            // share each, and each distinct broken fragment looked up once for them all.
            let entries = table.chunks.allParts
            let shares = LinkDiagnostics.shares(of: entries.count)
            let found = ParallelMap.map(shares.count) { [checker] share in
                var checker = checker
                let findings = entries[shares[share]].map { Self.findings(of: $0, checker: &checker) }
                return (findings, checker.linksChecked)
            }
            let suggesting = checker.knowing(shares: found.count) { share, body in
                for (entries, findings) in zip(entries[shares[share]], found[share].0) {
                    for (index, finding) in findings.found { body(finding, entries.resolved[index] ?? "") }
                }
            }
            let made = ParallelMap.map(shares.count) { share in
                var checker = suggesting
                return zip(entries[shares[share]], found[share].0).map { entries, findings in
                    Self.problems(of: entries, findings: findings, path: table.path, checker: &checker)
                }
            }
            chunks = ChunkTable(made.flatMap { $0 })
            sharedLinksChecked = found.reduce(0) { $0 + $1.1 }
        } else {
            let entries = table.chunks.allParts
            let reusable = base?.chunks ?? ChunkTable()
            let matched = reusable.matching(in: 0..<reusable.count, count: entries.count) { entries[$0].key.identity }
            let all = zip(entries, matched).map { entries, found in
                if let found, found.targets.isDisjoint(with: changedTargets),
                    changedFolders.isEmpty
                        || !found.targets.contains(where: { !targets.exists($0) && LinkPath.isInside($0, anyOf: changedFolders) }),
                    !anchorsChanged
                        || (found.ownFragments.isDisjoint(with: changedAnchors)
                            && (found.brokenOwn.isEmpty || anchorChange?.leaves(found.brokenOwn) == true))
                {
                    return found
                }
                return Self.problems(of: entries, path: table.path, checker: &checker)
            }
            chunks = ChunkTable(all)
        }
        self.table = table
        self.targets = targets
        linksChecked = checker.linksChecked + sharedLinksChecked
    }

    /// Every problem, in document order (the order of the links): the
    /// chunks without one are passed over a segment at a time.
    public var diagnostics: [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        chunks.forEachWeighted { chunk, start in
            for diagnostic in chunk.diagnostics(path: table.path) { diagnostics.append(diagnostic.shifted(by: start)) }
        }
        return diagnostics
    }

    /// Checks one chunk's links (ranges relative to the chunk, as the table keeps them).
    static func problems(of entries: LinkTable.ChunkEntries, path: String, checker: inout LinkDiagnostics.Checker) -> ChunkProblems {
        problems(of: entries, findings: findings(of: entries, checker: &checker), path: path, checker: &checker)
    }

    /// What is wrong with one chunk's links (each one's place among them,
    /// with what), and the anchors its links to this document name.
    struct ChunkFindings {
        var found: [(link: Int, finding: LinkDiagnostics.Finding)] = []
        var ownFragments = Set<String>()
    }

    /// What is wrong with one chunk's links.
    static func findings(of entries: LinkTable.ChunkEntries, checker: inout LinkDiagnostics.Checker) -> ChunkFindings {
        var findings = ChunkFindings()
        for (index, file) in entries.resolved.enumerated() {
            guard let file else { continue }
            var ownKey: String?
            let finding = checker.finding(of: entries.links[index], file: file, ownKey: &ownKey)
            if let ownKey { findings.ownFragments.insert(ownKey) }
            if let finding { findings.found.append((index, finding)) }
        }
        return findings
    }

    /// One chunk's problems, said from its `findings`.
    static func problems(
        of entries: LinkTable.ChunkEntries, findings: ChunkFindings, path: String, checker: inout LinkDiagnostics.Checker
    ) -> ChunkProblems {
        var problems: [ChunkProblems.Problem] = []
        problems.reserveCapacity(findings.found.count)
        var brokenOwn: [String: ChunkProblems.Suggestion] = [:]
        for (index, finding) in findings.found {
            let file = entries.resolved[index] ?? ""
            if case .unknownFragment(let key) = finding, file == path {
                let found = checker.suggestion(for: key, in: path)
                brokenOwn[key] = ChunkProblems.Suggestion(anchor: found?.anchor, distance: found?.distance, isTied: found?.isTied ?? false)
                problems.append(ChunkProblems.Problem(link: index, finding: finding, nearest: found?.anchor))
            } else {
                problems.append(ChunkProblems.Problem(link: index, finding: finding, nearest: checker.nearest(for: finding, file: file)))
            }
        }
        return ChunkProblems(entries: entries, problems: problems, ownFragments: findings.ownFragments, brokenOwn: brokenOwn)
    }

    /// How a document's anchors changed between two tables, as the "did you
    /// mean" of its broken fragments sees it.
    struct AnchorChange {
        let removed: Set<String>
        /// The anchors added, indexed: a broken fragment's suggestion
        /// changes only if one of them is at least as near.
        let added: AnchorSuggestions
        /// Whether the anchors both tables have are in the same order (a
        /// heading moved, or repeats renumbered, changes which of two equally
        /// near ones comes first).
        let keepsOrder: Bool

        init(from old: LinkTable, to new: LinkTable) {
            removed = old.anchorKeys.subtracting(new.anchorKeys)
            added = AnchorSuggestions(new.anchors.filter { !old.anchorKeys.contains($0) })
            keepsOrder = old.anchors.lazy.filter { new.anchorKeys.contains($0) }
                .elementsEqual(new.anchors.lazy.filter { old.anchorKeys.contains($0) })
        }

        /// Whether every one of a chunk's broken fragments keeps its suggestion.
        func leaves(_ broken: [String: ChunkProblems.Suggestion]) -> Bool {
            var scratch = AnchorSuggestions.Scratch()
            for (key, suggestion) in broken {
                if suggestion.isTied, !keepsOrder { return false }
                if let anchor = suggestion.anchor, removed.contains(anchor) { return false }
                let reach = suggestion.distance ?? LinkDiagnostics.fragmentDistance(key)
                if !added.isEmpty, added.nearest(to: key, maximumDistance: reach, scratch: &scratch) != nil { return false }
            }
            return true
        }
    }

    /// The folders whose names for a "did you mean" differ between two
    /// lookups (listed in one and not the other, or listed again with
    /// other names): the links to missing files in them may have another
    /// suggestion. The same listing is the same object (cheap to compare).
    static func changedFolders(from old: LinkTargets, to new: LinkTargets) -> Set<String> {
        var changed = Set<String>()
        for folder in Set(old.folders.keys).union(new.folders.keys) {
            let (before, after) = (old.folders[folder], new.folders[folder])
            if before === after { continue }
            if let before, let after, before.names == after.names, before.folders?.names == after.folders?.names { continue }
            changed.insert(folder)
        }
        return changed
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

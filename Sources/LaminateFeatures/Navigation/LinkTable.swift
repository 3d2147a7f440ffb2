import LaminateAttributes
import LaminateConcurrency
import LaminateDialect

/// What link diagnostics read of a document — its written links, each
/// with the file it leads to, and its headings' anchors — kept per chunk of
/// its tree, so that an edited version reuses what every chunk it shares
/// with an earlier one had (as `AttributeLists` does): a keystroke costs
/// the links of the chunk it is in, and a pass over the others' entries,
/// not a walk of the whole document (`FileSummary` is that walk, made for
/// navigation requests).
public struct LinkTable: Sendable {
    /// One chunk's links (the engine's `WrittenLinks.Part`) with the file
    /// each leads to; shared by reference by every version of the table
    /// that shares the chunk.
    final class ChunkEntries: ChunkPart {
        let written: WrittenLinks.Part
        /// Parallel to `links`: the file each leads to (nil for a link
        /// that leads to no file one can name).
        let resolved: [String?]
        /// The distinct files of `resolved`, other than the document itself.
        let targets: Set<String>

        var key: ChunkKey { written.key }
        var length: Int { written.length }
        /// The chunk's links, ranges relative to its start.
        var links: [LinkEntry] { written.links }
        var baseSlugs: [String] { written.baseSlugs }
        var chunkIdentity: ObjectIdentifier { written.chunkIdentity }
        var weight: Int { written.links.count }

        init(written: WrittenLinks.Part, resolved: [String?], targets: Set<String>) {
            self.written = written
            self.resolved = resolved
            self.targets = targets
        }
    }

    /// Which table a later one was made from (see `Splice`): an object, so
    /// that a table alive is told apart from every other by identity.
    final class Version: Sendable {}

    /// How this table was made from an earlier one: its chunks `range`
    /// replaced by `newCount` chunks from `range.lowerBound` on. Whoever
    /// keeps something per chunk of `base` (`LinkProblems`) replaces the
    /// same range, rather than comparing every chunk again.
    struct Splice: Sendable {
        let base: Version
        let range: Range<Int>
        let newCount: Int

        var newRange: Range<Int> { range.lowerBound..<(range.lowerBound + newCount) }
    }

    /// The document's path and workspace folders, which links resolve against.
    public let path: String
    public let roots: [String]
    let chunks: ChunkTable<ChunkEntries>
    let version = Version()
    /// Nil for a table made from no earlier one.
    let splice: Splice?
    /// Every heading's anchor, in document order, numbered as GitHub numbers repeats.
    /// The previous table's array itself when no heading changed, so
    /// comparing the two is cheap then.
    public let anchors: [String]
    /// The same, as a set: what `#fragment` links are looked up in.
    let anchorKeys: Set<String>
    /// The same, indexed for "did you mean" once a broken fragment needs it
    /// (the previous table's when no heading changed).
    let suggestions: AnchorSuggestionsOnDemand
    /// For each file the links lead to (other than the document itself),
    /// how many chunks link to it: what an edit's chunks are taken away
    /// from and added to, so that `targets` is not gathered from every chunk.
    let targetCounts: [String: Int]
    /// The files the links lead to, other than the document itself.
    /// The previous table's set itself when no file came or went.
    public let targets: Set<String>

    /// The table of `analysis`, the document at `path`, taking the entries
    /// of chunks `previous` (a table of an earlier version of the same
    /// document) already found.
    ///
    /// The chunks the tree shares with `previous` at the front and at the
    /// back are found by comparing identities, a pointer a chunk; the
    /// chunks between are looked up among `previous`'s (a definition's
    /// change can re-read chunks far apart), read where new, and put in
    /// place of `previous`'s by one replacement (`ChunkTable.updated`).
    public init(_ analysis: DocumentAnalysis, path: String, roots: [String], reusing previous: LinkTable? = nil) {
        let tree = analysis.tree
        let base = previous.flatMap { $0.path == path && $0.roots == roots ? $0 : nil }
        let old = base?.chunks ?? ChunkTable()
        let workspace = WorkspaceFiles(roots: roots)
        // The chunks not reused are read on every core (all of them when a
        // document opens).
        let update = old.updated(for: tree) { missing in
            // An opened document's links were taken as it was parsed; an
            // edited one's few new chunks are read here.
            let written = analysis.writtenLinks
            return ParallelMap.map(missing.count) { index in
                let chunk = missing[index]
                let part = written?.part(chunk, of: tree) ?? WrittenLinks.Part(chunk: chunk, in: tree)
                return Self.entries(of: part, path: path, workspace: workspace)
            }
        }
        let removed = update.removed
        let new = update.added
        chunks = update.table
        splice = base.map { Splice(base: $0.version, range: update.oldRange, newCount: new.count) }
        self.path = path
        self.roots = roots
        if let base, removed.lazy.flatMap(\.baseSlugs).elementsEqual(new.lazy.flatMap(\.baseSlugs)) {
            // Typing outside headings: every anchor, and its number, stays.
            anchors = base.anchors
            anchorKeys = base.anchorKeys
            suggestions = base.suggestions
        } else {
            // A heading changed: the numbering of the repeats after it can
            // shift, so the document's headings are numbered again.
            var slugger = HeadingSlugger()
            anchors = chunks.allParts.flatMap(\.baseSlugs).map { slugger.slug(base: $0) }
            anchorKeys = Set(anchors)
            suggestions = AnchorSuggestionsOnDemand(anchors)
        }
        var counts = base?.targetCounts ?? [:]
        var filesChanged = base == nil
        for entries in removed where !entries.targets.isEmpty {
            for target in entries.targets {
                let left = counts[target, default: 1] - 1
                counts[target] = left > 0 ? left : nil
                if left == 0 { filesChanged = true }
            }
        }
        for entries in new where !entries.targets.isEmpty {
            for target in entries.targets {
                let now = counts[target, default: 0] + 1
                counts[target] = now
                if now == 1 { filesChanged = true }
            }
        }
        targetCounts = counts
        targets = filesChanged ? Set(counts.keys) : base?.targets ?? []
    }

    /// The written links (see `LinkEntry.isWritten`), in document order,
    /// each moved to where its chunk is as it is read.
    public var links: some Sequence<LinkEntry> { resolvedLinks.lazy.map(\.link) }

    /// The links with the file each leads to, in document order.
    public var resolvedLinks: [(link: LinkEntry, file: String?)] {
        var links: [(link: LinkEntry, file: String?)] = []
        chunks.forEachWeighted { entries, start in
            for (link, file) in zip(entries.links, entries.resolved) { links.append((link.shifted(by: start), file)) }
        }
        return links
    }

    /// One chunk's written links, each with the file it leads to.
    static func entries(of written: WrittenLinks.Part, path: String, workspace: WorkspaceFiles) -> ChunkEntries {
        var resolver = LinkDiagnostics.Resolver(workspace: workspace, path: path)
        let resolved = written.links.map { link -> String? in
            guard case .local(let target, _)? = link.destination else { return nil }
            return resolver.resolve(target)
        }
        // A file outside the workspace is never looked up (see
        // `LinkDiagnostics.isOutsideWorkspace`). Most links of a chunk lead
        // to the file before them (the document itself, for `#fragment`s).
        var targets = Set<String>()
        var last = path
        for case let file? in resolved where file != last {
            last = file
            if file != path, !targets.contains(file), !LinkDiagnostics.isOutsideWorkspace(file, from: path, roots: workspace.roots) {
                targets.insert(file)
            }
        }
        return ChunkEntries(written: written, resolved: resolved, targets: targets)
    }
}

extension LinkEntry {
    /// The same link with every range moved by `offset`.
    func shifted(by offset: Int) -> LinkEntry {
        var copy = self
        copy.range = range.shifted(by: offset)
        copy.targetRange = targetRange.shifted(by: offset)
        copy.fragmentRange = fragmentRange?.shifted(by: offset)
        copy.nameRange = nameRange?.shifted(by: offset)
        copy.pathRange = pathRange?.shifted(by: offset)
        return copy
    }
}

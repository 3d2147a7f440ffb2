import LaminateAttributes
import LaminateDialect

/// What link diagnostics read of a document — its written links, each
/// with the file it leads to, and its headings' anchors — kept per chunk of
/// its tree, so that an edited version reuses what every chunk it shares
/// with an earlier one had (as `AttributeLists` does): a keystroke costs
/// the links of the chunk it is in, and a pass over the others' entries,
/// not a walk of the whole document (`FileSummary` is that walk, made for
/// navigation requests).
public struct LinkTable: Sendable {
    /// One chunk's links (ranges relative to its start) with the file each
    /// leads to, and its headings' base slugs.
    /// (A class, shared by reference between versions: one retain each
    /// when a table of 2,000 chunks is made per keystroke.)
    final class ChunkEntries: Sendable {
        let key: ChunkKey
        let links: [LinkEntry]
        /// Parallel to `links`: the file a local link leads to (nil for a
        /// URL, or a link that leads to no file one can name).
        let resolved: [String?]
        /// The distinct files of `resolved`, other than the document itself.
        let targets: Set<String>
        let baseSlugs: [String]

        init(key: ChunkKey, links: [LinkEntry], resolved: [String?], targets: Set<String>, baseSlugs: [String]) {
            self.key = key
            self.links = links
            self.resolved = resolved
            self.targets = targets
            self.baseSlugs = baseSlugs
        }
    }

    /// The document's path and workspace folders, which links resolve against.
    public let path: String
    public let roots: [String]
    let chunks: [ChunkEntries]
    let chunkStarts: [Int]
    /// Every heading's anchor, in document order, numbered as GitHub numbers repeats.
    /// The previous table's array itself when no heading changed, so
    /// comparing the two is cheap then.
    public let anchors: [String]
    /// The same, as a set: what `#fragment` links are looked up in.
    let anchorKeys: Set<String>
    /// The files the links lead to, other than the document itself.
    public let targets: Set<String>

    /// The table of `analysis`, the document at `path`, taking the entries
    /// of chunks `previous` (a table of an earlier version of the same
    /// document) already found.
    public init(_ analysis: DocumentAnalysis, path: String, roots: [String], reusing previous: LinkTable? = nil) {
        let tree = analysis.tree
        let reusable = previous.flatMap { $0.path == path && $0.roots == roots ? $0.chunks : nil } ?? []
        let workspace = WorkspaceFiles(roots: roots)
        let reused = tree.reusedEntries(from: reusable, key: { $0.key })
        // The chunks not reused are read on every core (all of them when a
        // document opens).
        chunks = ParallelMap.perChunk(of: tree, reused: { reused[$0] }) { index in
            Self.entries(ofChunk: index, in: tree, path: path, workspace: workspace)
        }
        chunkStarts = (0..<tree.chunkCount).map(tree.chunkStart)
        self.path = path
        self.roots = roots
        if let previous, Self.sameBaseSlugs(previous.chunks, chunks) {
            // Typing outside headings: every anchor, and its number, stays.
            anchors = previous.anchors
            anchorKeys = previous.anchorKeys
        } else {
            // A heading changed: the numbering of the repeats after it can
            // shift, so the document's headings are numbered again.
            var slugger = HeadingSlugger()
            anchors = chunks.flatMap(\.baseSlugs).map { slugger.slug(base: $0) }
            anchorKeys = Set(anchors)
        }
        var targets = Set<String>()
        for entries in chunks where !entries.targets.isEmpty { targets.formUnion(entries.targets) }
        self.targets = targets
    }

    /// Whether two lists of chunks have the same base slugs in the same
    /// order: the chunks they share at the front and the back are the same
    /// (by key), so only those between are compared.
    static func sameBaseSlugs(_ old: [ChunkEntries], _ new: [ChunkEntries]) -> Bool {
        var front = 0
        while front < old.count, front < new.count, old[front].key == new[front].key { front += 1 }
        var back = 0
        while back < old.count - front, back < new.count - front,
              old[old.count - 1 - back].key == new[new.count - 1 - back].key { back += 1 }
        let oldSlugs = old[front..<(old.count - back)].lazy.flatMap(\.baseSlugs)
        let newSlugs = new[front..<(new.count - back)].lazy.flatMap(\.baseSlugs)
        return oldSlugs.elementsEqual(newSlugs)
    }

    /// The written links (see `LinkEntry.isWritten`), in document order,
    /// each moved to where its chunk is as it is read.
    public var links: some Sequence<LinkEntry> { resolvedLinks.lazy.map(\.link) }

    /// The links with the file each leads to.
    public var resolvedLinks: some Sequence<(link: LinkEntry, file: String?)> {
        zip(chunks, chunkStarts).lazy.flatMap { entries, start in
            zip(entries.links, entries.resolved).lazy.map { (link: $0.shifted(by: start), file: $1) }
        }
    }

    /// The links written in the top-level blocks of one chunk and its
    /// headings' base slugs, as `FileSummary` finds them.
    static func entries(ofChunk index: Int, in tree: SyntaxTree, path: String, workspace: WorkspaceFiles) -> ChunkEntries {
        let start = tree.chunkStart(index)
        let found = ChunkLinks(chunk: index, in: tree)
        let links = found.links.map { $0.shifted(by: -start) }
        let baseSlugs = found.baseSlugs
        let resolved = links.map { link -> String? in
            guard case .local(let target, _)? = link.destination else { return nil }
            return workspace.resolve(target, from: path)
        }
        let targets = Set(resolved.lazy.compactMap { $0 }.filter { $0 != path })
        return ChunkEntries(key: tree.chunkKey(index), links: links, resolved: resolved, targets: targets, baseSlugs: baseSlugs)
    }
}

extension LinkEntry {
    /// The same link with every range moved by `offset`.
    func shifted(by offset: Int) -> LinkEntry {
        var copy = self
        copy.range = range.shifted(by: offset)
        copy.targetRange = targetRange.shifted(by: offset)
        copy.fragmentRange = fragmentRange?.shifted(by: offset)
        return copy
    }
}

import LaminateDialect

/// What link diagnostics read of a document — its written links and its
/// headings' anchors — kept per chunk of its tree, so that an edited
/// version reuses what every chunk it shares with an earlier one had (as
/// `AttributeLists` does): a keystroke costs the links of the chunk it is
/// in, not a walk of the whole document (`FileSummary` is that walk, made
/// for navigation requests).
public struct LinkTable: Sendable {
    /// One chunk's links and heading texts, with ranges relative to its start.
    struct ChunkEntries: Sendable {
        var key: ChunkKey
        var links: [LinkEntry]
        var headingTexts: [String]
    }

    private let chunks: [ChunkEntries]
    private let chunkStarts: [Int]

    /// The table of `analysis`, taking the entries of chunks `previous` (a
    /// table of an earlier version of the document) already found.
    public init(_ analysis: DocumentAnalysis, reusing previous: LinkTable? = nil) {
        let tree = analysis.tree
        var reusable: [ChunkKey: ChunkEntries] = [:]
        for entries in previous?.chunks ?? [] { reusable[entries.key] = entries }
        chunks = (0..<tree.chunkCount).map { index in
            reusable[tree.chunkKey(index)] ?? Self.entries(ofChunk: index, in: tree)
        }
        chunkStarts = (0..<tree.chunkCount).map(tree.chunkStart)
    }

    /// The written links (see `LinkEntry.isWritten`), in document order,
    /// each moved to where its chunk is as it is read.
    public var links: some Sequence<LinkEntry> {
        zip(chunks, chunkStarts).lazy.flatMap { entries, start in entries.links.lazy.map { $0.shifted(by: start) } }
    }

    /// Every heading's anchor, in document order, numbered as GitHub numbers repeats.
    public var anchors: [String] {
        var slugger = HeadingSlugger()
        return chunks.flatMap(\.headingTexts).map { slugger.slug($0) }
    }

    /// The links written in the top-level blocks of one chunk and its
    /// headings' texts, as `FileSummary` finds them.
    static func entries(ofChunk index: Int, in tree: SyntaxTree) -> ChunkEntries {
        let start = tree.chunkStart(index)
        var links: [LinkEntry] = []
        var headingTexts: [String] = []
        for top in tree.topLevelNodes(inChunk: index) {
            tree.walk(from: top) { event in
                guard case .enter(let id) = event else { return true }
                let node = tree[id]
                switch node.kind {
                case .heading:
                    headingTexts.append(tree.plainText(of: id, budget: FileSummary.headingBudget).text)
                case .linkReferenceDefinition(let info):
                    if let destination = tree.markers(of: id).first(where: { $0.kind == .destination }) {
                        links.append(FileSummary.writtenLink(.definition, node: node, destination: destination.range,
                                                             decoded: info.destination, in: tree).shifted(by: -start))
                    }
                    return false
                case .attributeDefinition:
                    return false
                case .link(let info), .image(let info):
                    guard info.referenceLabel == nil else { break }
                    let isImage = if case .image = node.kind { true } else { false }
                    let destination = tree.markers(of: id).first { $0.kind == .destination }?.range
                    links.append(FileSummary.writtenLink(isImage ? .image : .inline, node: node, destination: destination,
                                                         decoded: info.destination, in: tree).shifted(by: -start))
                case .codeBlock, .htmlBlock, .codeSpan, .inlineHTML:
                    return false
                default:
                    break
                }
                return true
            }
        }
        return ChunkEntries(key: tree.chunkKey(index), links: links, headingTexts: headingTexts)
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

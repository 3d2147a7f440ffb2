import LaminateDialect

/// The local links written in one chunk's top-level blocks — inline links,
/// images and the destinations of link reference definitions, as
/// `FileSummary` finds them, to a file or a fragment; not reference links,
/// whose destination is written in their definition, nor autolinks or any
/// other URL with a scheme, which are left to the client — and its
/// headings' base slugs: what link diagnostics read of a chunk
/// (`LinkTable` keeps them per chunk, taken from `WrittenLinks` as a
/// document opens; `BatchCheck` per document). A
/// document of many web links holds none of them here.
///
/// One scan of the chunk's nodes (`SyntaxTree.scanNodes`), which makes a
/// node (`tree[id]`, copying its kind) only for the few kinds it reads:
/// every other node is passed over by its tag.
struct ChunkLinks {
    /// In document order, ranges absolute.
    var links: [LinkEntry] = []
    var baseSlugs: [String] = []

    init(chunk index: Int, in tree: SyntaxTree) {
        tree.scanNodes(inChunk: index) { id, tag in
            switch tag {
            case .heading:
                baseSlugs.append(HeadingSlugger.baseSlug(tree.plainText(of: id, budget: FileSummary.headingBudget).text))
            case .linkReferenceDefinition:
                let node = tree[id]
                if case .linkReferenceDefinition(let info) = node.kind,
                    let destination = tree.markers(of: id).first(where: { $0.kind == .destination })
                {
                    keep(
                        FileSummary.writtenLink(
                            .definition, node: node, destination: destination.range,
                            decoded: info.destination, in: tree))
                }
                return false
            case .link, .image:
                let node = tree[id]
                switch node.kind {
                case .link(let info): add(info, isImage: false, node: node, id: id, in: tree)
                case .image(let info): add(info, isImage: true, node: node, id: id, in: tree)
                default: break
                }
            case .attributeDefinition, .codeBlock, .htmlBlock, .codeSpan, .inlineHTML:
                return false
            default:
                break
            }
            return true
        }
    }

    /// An inline link or image (a reference one has no written destination).
    private mutating func add(_ info: LinkInfo, isImage: Bool, node: SyntaxNode, id: NodeID, in tree: SyntaxTree) {
        guard info.referenceLabel == nil else { return }
        let destination = tree.markers(of: id).first { $0.kind == .destination }?.range
        keep(
            FileSummary.writtenLink(
                isImage ? .image : .inline, node: node, destination: destination,
                decoded: info.destination, in: tree))
    }

    /// Keeps `link` if it is local.
    private mutating func keep(_ link: LinkEntry) {
        if case .local? = link.destination { links.append(link) }
    }
}

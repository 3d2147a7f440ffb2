import LaminateDialect

/// What an editor can fold (`textDocument/foldingRange`): each heading's
/// section, lists and list items, block quotes, code blocks, tables, HTML
/// blocks, runs of reference definitions, and attribute spans and lists
/// that run over several lines.
///
/// One walk over the tree, in document order, so regions come sorted by
/// their start. Regions on one line are left out, and of regions over the
/// same lines only the first (the outermost) is kept: 100,000 nested
/// quotes on three lines fold once.
public enum FoldingRegions {
    /// At most `limit` regions, the first in document order (a client's
    /// `rangeLimit`); the walk stops once they are found.
    public static func regions(in analysis: DocumentAnalysis, limit: Int = .max) -> [FoldingRegion] {
        var collector = Collector(analysis: analysis, limit: limit)
        collector.collect()
        return collector.regions
    }

    private struct Collector {
        let tree: SyntaxTree
        let lineIndex: LineIndex
        let sections: [HeadingSections.Section]
        let limit: Int
        var regions: [FoldingRegion] = []
        /// Line spans already folded.
        var folded: Set<LineSpan> = []
        var nextSection = 0

        struct LineSpan: Hashable {
            var start: Int
            var end: Int
        }

        init(analysis: DocumentAnalysis, limit: Int) {
            tree = analysis.tree
            lineIndex = analysis.lineIndex
            sections = HeadingSections(analysis.tree, lineIndex: analysis.lineIndex).sections
            self.limit = limit
        }

        var isFull: Bool { regions.count >= limit }

        mutating func collect() {
            guard limit > 0 else { return }
            let tree = tree
            tree.walk { event in
                guard case .enter(let id) = event, !isFull else { return false }
                let node = tree[id]
                if Self.isDefinition(node.kind) {
                    // A run is folded at its first definition, so regions stay in document order.
                    if tree.previousSibling(of: id).map({ !Self.isDefinition(tree[$0].kind) }) ?? true {
                        var last = id
                        while let next = tree[last].nextSibling, Self.isDefinition(tree[next].kind) { last = next }
                        add(ByteRange(node.range.start, tree[last].range.end), .region)
                    }
                    addAttributeList(of: id)
                    return false
                }
                switch node.kind {
                case .heading:
                    if nextSection < sections.count, sections[nextSection].heading == id {
                        add(sections[nextSection].range, .region)
                        nextSection += 1
                    }
                    return true
                case .list, .listItem, .blockQuote, .codeBlock, .table:
                    add(node.range, .region)
                case .htmlBlock(let content):
                    add(node.range, content.hasPrefix("<!--") ? .comment : .region)
                case .inlineHTML(let content) where content.hasPrefix("<!--"):
                    add(node.range, .comment)
                case .attributeSpan:
                    add(node.range, .region)
                    addAttributeList(of: id)
                default:
                    break
                }
                return true
            }
        }

        static func isDefinition(_ kind: NodeKind) -> Bool {
            switch kind {
            case .linkReferenceDefinition, .attributeDefinition: true
            default: false
            }
        }

        mutating func addAttributeList(of id: NodeID) {
            if let list = tree.markers(of: id).first(where: { $0.kind == .attributes }) { add(list.range, .region) }
        }

        mutating func add(_ range: ByteRange, _ kind: FoldingRegion.Kind) {
            guard !isFull else { return }
            let span = LineSpan(
                start: lineIndex.line(containingUTF8Offset: range.start),
                end: lineIndex.line(containingUTF8Offset: max(range.start, range.end - 1)))
            guard span.end > span.start, folded.insert(span).inserted else { return }
            regions.append(FoldingRegion(range: range, kind: kind))
        }
    }
}

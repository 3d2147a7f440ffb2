import LaminateDialect

/// The content of a node without its markup: a heading's text without its
/// `#`s, an emphasis without its stars, a span's text without `^[`…`](…)`.
enum ContentRange {
    /// From the first child's start to the last child's end; for a code
    /// span (whose content is not a child), between its backtick runs; nil
    /// for a node with no content.
    static func ofChildren(_ id: NodeID, in tree: SyntaxTree) -> ByteRange? {
        let node = tree[id]
        if case .codeSpan = node.kind {
            let delimiters = tree.markers(of: id).filter { $0.kind == .codeSpanDelimiter }
            guard let open = delimiters.first, let close = delimiters.last, open != close else { return nil }
            return ByteRange(open.range.end, close.range.start)
        }
        guard let first = node.firstChild, let last = tree.lastChild(of: id) else { return nil }
        return ByteRange(tree[first].range.start, tree[last].range.end)
    }
}

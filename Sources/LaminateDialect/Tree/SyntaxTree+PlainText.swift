extension SyntaxTree {
    /// The text a reader sees in a node. Within a block these are the
    /// characters Foundation's `AttributedString(markdown:)` (and
    /// `AttributeRunBuilder`) gives it, but for two differences made for
    /// quoting text in messages and comparing it: a hard break reads as
    /// U+2028 where Foundation has `\n`, and leaf blocks are separated by
    /// one `\n` where Foundation puts nothing between blocks.
    ///
    /// The one rule, for every caller that quotes, compares or checks text:
    /// - text as written; an escape as the character escaped; an entity
    ///   decoded; a code span's content; an autolink's destination; inline
    ///   HTML as written (Foundation keeps it as text, marked `inlineHTML`);
    ///   an image as its description; NUL as U+FFFD;
    /// - a soft break as a space, a hard break as U+2028 (a line separator:
    ///   it breaks the line, not the paragraph);
    /// - leaf blocks (paragraphs, headings, table cells, code and HTML
    ///   blocks) separated by one `\n`; code and HTML blocks as their
    ///   content; definitions and thematic breaks read as nothing.
    ///
    /// With `range`, only nodes overlapping it are read and text nodes are
    /// cut at its ends (for a selection). The walk is iterative, so no
    /// nesting depth exhausts the stack, and it stops when `budget` runs out.
    public func plainText(of id: NodeID, within range: ByteRange? = nil, budget: PlainTextBudget = .unlimited) -> PlainText {
        if range == nil, let text = onlyText(of: id, budget: budget) { return PlainText(text: text, isTruncated: false) }
        var reader = PlainTextReader(tree: self, budget: budget)
        var next: NodeID? = id
        while let node = next {
            guard reader.spendNode() else {
                reader.isTruncated = true
                break
            }
            let reading: PlainTextReader.Next =
                node == id || range.map { overlaps(node, $0) } ?? true
                ? reader.read(node, clippedTo: range) : .skipChildren
            if reader.isTruncated { break }
            next = (reading == .children ? self[node].firstChild : nil) ?? following(node, under: id)
        }
        return PlainText(text: reader.text, isTruncated: reader.isTruncated)
    }

    /// The text of a node that holds one text node and reads as nothing
    /// itself (most spans, headings and links), when it fits the budget:
    /// what the walk below reads, without making either node's kind (a
    /// span's payload is rebuilt from the source on every read). Nil for
    /// any other node.
    private func onlyText(of id: NodeID, budget: PlainTextBudget) -> String? {
        switch tag(of: id) {
        case .paragraph, .heading, .tableCell, .emphasis, .strong, .strikethrough, .link, .image, .attributeSpan:
            break
        default:
            return nil
        }
        guard budget.nodes >= 2, let child = firstChild(of: id), tag(of: child) == .text, nextSibling(of: child) == nil else { return nil }
        let text = range(of: child)
        guard text.count <= budget.bytes else { return nil }
        return source.withUnsafeBufferPointer { source in
            let bytes = UnsafeBufferPointer(rebasing: source[text.start..<text.end])
            // NUL reads as U+FFFD: the walk's way.
            return bytes.contains(0) ? nil : String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Whether a node holds any of `range` (an empty node, the position it is at).
    private func overlaps(_ id: NodeID, _ range: ByteRange) -> Bool {
        let node = self[id].range
        return node.start < range.end && (range.start < node.end || node.isEmpty && range.contains(node.start))
    }

    /// The node after `node` in preorder, skipping its children, staying
    /// under `top` (its next sibling, else its parent's, and so on).
    public func following(_ node: NodeID, under top: NodeID) -> NodeID? {
        var current = node
        while current != top {
            if let sibling = self[current].nextSibling { return sibling }
            guard let parent = self[current].parent else { return nil }
            current = parent
        }
        return nil
    }
}

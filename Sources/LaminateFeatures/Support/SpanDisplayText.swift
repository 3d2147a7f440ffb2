import LaminateDialect

/// The text a reader sees for a node's content, for hover tables and
/// completion details: markup removed, breaks as spaces, cut at a limit.
enum SpanDisplayText {
    /// Long texts are cut here; enough to recognise a span in a hover.
    static let limit = 60

    /// At most this many nodes are read: a span's text can lie under
    /// thousands of nested spans, and a hover lists every enclosing span,
    /// so reading each one's whole subtree would be quadratic in the depth.
    static let nodeBudget = 256

    static func of(_ id: NodeID, in tree: SyntaxTree) -> String {
        var text = ""
        var visited = 0
        // Preorder without recursion, stopping as soon as enough is read
        // (`SyntaxTree.walk` cannot stop early).
        var next: NodeID? = id
        while let node = next, text.utf8.count <= limit {
            guard visited < nodeBudget else { return shortened(text) + "…" }
            visited &+= 1
            let range = tree[node].range
            switch tree[node].kind {
            case .text: text += tree.text(range)
            case .escapedCharacter: text += tree.text(ByteRange(min(range.start + 1, range.end), range.end))
            case .entity(let decoded): text += decoded
            case .codeSpan(let content): text += content
            case .softBreak, .hardBreak: text += " "
            case .autolink(let destination, _): text += destination
            default: break
            }
            next = following(node, under: id, in: tree)
        }
        return shortened(text)
    }

    /// The node after `node` in preorder, staying under `top`.
    private static func following(_ node: NodeID, under top: NodeID, in tree: SyntaxTree) -> NodeID? {
        if let child = tree[node].firstChild { return child }
        var current = node
        while current != top {
            if let sibling = tree[current].nextSibling { return sibling }
            guard let parent = tree[current].parent else { return nil }
            current = parent
        }
        return nil
    }

    /// `text` on one line, cut to `limit` characters with an ellipsis.
    /// Reads only as far as the cut: a value can be megabytes long.
    static func shortened(_ text: String) -> String {
        var oneLine = ""
        var count = 0
        // Line breaks between lines become one space; leading and trailing ones go.
        var separatorPending = false
        for character in text {
            if character.isNewline {
                separatorPending = !oneLine.isEmpty
                continue
            }
            if separatorPending {
                oneLine.append(" ")
                count &+= 1
                separatorPending = false
            }
            oneLine.append(character)
            count &+= 1
            if count > limit { return String(oneLine.prefix(limit)) + "…" }
        }
        return oneLine
    }
}

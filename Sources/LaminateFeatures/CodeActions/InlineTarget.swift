import LaminateDialect

/// The part of a selection that lies in one block's inline content
/// (a paragraph, a heading or a table cell), trimmed of surrounding
/// whitespace and widened so that it neither starts nor ends inside an
/// inline construct: new delimiters placed at its ends pair with each other.
struct InlineTarget: Sendable, Hashable {
    /// The paragraph, heading or table cell.
    var block: NodeID
    /// The block's inline content: from its first child's start to its last child's end.
    var content: ByteRange
    /// The trimmed selection before widening: what the user meant.
    var selected: ByteRange
    /// `selected` widened to whole inline nodes at one nesting level.
    var range: ByteRange
    /// The innermost node (the block or an inline container) whose children hold `range`.
    var container: NodeID
    /// Whether an end of the selection lies where new markup cannot go:
    /// inside a code span, an autolink, raw HTML, a link destination or an attribute list.
    var isBlocked: Bool
}

extension InlineTarget {
    /// The targets of a selection, one per block it touches, in document
    /// order. An empty range (a cursor) means the word under it.
    static func targets(of selection: [ByteRange], in tree: SyntaxTree, topLevel: TopLevelBlocks) -> [InlineTarget] {
        var targets: [InlineTarget] = []
        for range in selection.sorted() {
            for (block, content) in InlineBlocks.blocks(touching: range, in: tree, topLevel: topLevel) {
                var selected: ByteRange
                if range.isEmpty {
                    guard let word = word(at: range.start, within: content, in: tree.source) else { continue }
                    selected = word
                } else {
                    selected = characterBoundaries(
                        ByteRange(max(range.start, content.start), min(range.end, content.end)),
                        within: content, in: tree.source)
                }
                selected = trimmed(selected, in: tree.source)
                guard !selected.isEmpty else { continue }
                var target = widened(selected, block: block, content: content, in: tree)
                // Two ranges of one selection that meet in a block are one target.
                if let index = targets.firstIndex(where: {
                    $0.block == block && $0.range.start <= target.range.end && target.range.start <= $0.range.end
                }) {
                    let union = ByteRange(min(targets[index].selected.start, selected.start), max(targets[index].selected.end, selected.end))
                    target = widened(union, block: block, content: content, in: tree)
                    targets.remove(at: index)
                }
                targets.append(target)
            }
        }
        return targets
    }

    /// The word around `offset`: letters, digits, marks and emoji on either side.
    static func word(at offset: Int, within content: ByteRange, in bytes: [UInt8]) -> ByteRange? {
        var start = offset
        while start > content.start, let (scalar, previous) = SourceCharacters.scalar(before: start, in: bytes),
            previous >= content.start, SourceCharacters.isWordScalar(scalar)
        {
            start = previous
        }
        var end = offset
        while end < content.end, let (scalar, next) = SourceCharacters.scalar(at: end, in: bytes),
            next <= content.end, SourceCharacters.isWordScalar(scalar)
        {
            end = next
        }
        return start < end ? ByteRange(start, end) : nil
    }

    /// `range` widened to whole characters (grapheme clusters), so that new
    /// markup never lands between a letter and its accent or inside an emoji.
    static func characterBoundaries(_ range: ByteRange, within content: ByteRange, in bytes: [UInt8]) -> ByteRange {
        let text = String(decoding: bytes[content.start..<content.end], as: UTF8.self)
        // Invalid UTF-8 decodes to replacement characters of another length; leave such text as it is.
        guard text.utf8.count == content.count else { return range }
        var start = content.start
        var end = content.end
        var offset = content.start
        for character in text {
            let next = offset + character.utf8.count
            if offset <= range.start { start = offset }
            if next >= range.end, end == content.end || next < end { end = max(next, range.end) }
            if offset >= range.end { break }
            offset = next
        }
        return ByteRange(min(start, range.start), max(min(end, content.end), range.end))
    }

    /// `range` without the whitespace at either end.
    static func trimmed(_ range: ByteRange, in bytes: [UInt8]) -> ByteRange {
        var start = range.start
        var end = range.end
        while start < end, let (scalar, next) = SourceCharacters.scalar(at: start, in: bytes), SourceCharacters.isWhitespace(scalar) {
            start = next
        }
        while end > start, let (scalar, previous) = SourceCharacters.scalar(before: end, in: bytes), SourceCharacters.isWhitespace(scalar) {
            end = previous
        }
        return ByteRange(start, max(start, end))
    }

    /// Widens `selected` to whole children of the innermost container that holds it.
    static func widened(_ selected: ByteRange, block: NodeID, content: ByteRange, in tree: SyntaxTree) -> InlineTarget {
        let blocked = isOpaque(selected.start, below: block, in: tree) || isOpaque(selected.end, below: block, in: tree)
        // Descend while one child container's content holds the whole selection.
        var container = block
        descending: while true {
            for child in tree.children(of: container) {
                let node = tree[child]
                guard node.range.start <= selected.start, selected.end <= node.range.end else { continue }
                guard isContainer(node.kind), let content = InlineBlocks.childrenSpan(child, in: tree),
                    content.start <= selected.start, selected.end <= content.end
                else { break descending }
                container = child
                continue descending
            }
            break
        }
        var start = selected.start
        var end = selected.end
        for child in tree.children(of: container) {
            let node = tree[child]
            if node.kind == .text { continue }
            if node.range.start < start, start < node.range.end { start = node.range.start }
            if node.range.start < end, end < node.range.end { end = node.range.end }
        }
        return InlineTarget(
            block: block, content: content, selected: selected, range: ByteRange(start, end), container: container, isBlocked: blocked)
    }

    /// Inline nodes whose children are inline content a selection can lie in.
    static func isContainer(_ kind: NodeKind) -> Bool {
        switch kind {
        case .emphasis, .strong, .strikethrough, .link, .image, .attributeSpan: return true
        default: return false
        }
    }

    /// Whether `offset` lies strictly inside markup that new delimiters cannot enter.
    static func isOpaque(_ offset: Int, below block: NodeID, in tree: SyntaxTree) -> Bool {
        var current = block
        while true {
            guard let child = tree.children(of: current).first(where: { tree[$0].range.start < offset && offset < tree[$0].range.end }) else {
                return false
            }
            switch tree[child].kind {
            case .codeSpan, .autolink, .inlineHTML:
                return true
            case .link, .image, .attributeSpan:
                guard let content = InlineBlocks.childrenSpan(child, in: tree), content.start <= offset, offset <= content.end else {
                    return true
                }
            default:
                break
            }
            current = child
        }
    }
}

/// The blocks whose content is inline text: paragraphs, headings, table cells.
enum InlineBlocks {
    /// Each such block a range touches (a cursor: the block holding it), with its inline content's range.
    static func blocks(touching range: ByteRange, in tree: SyntaxTree, topLevel: TopLevelBlocks) -> [(NodeID, ByteRange)] {
        var found: [(NodeID, ByteRange)] = []
        for top in topLevel.touching(range) {
            tree.walk(from: top.id) { event in
                visit(event, range: range, in: tree, into: &found)
            }
        }
        return found
    }

    /// One step of the walk: descends through containers, collects inline blocks.
    private static func visit(_ event: WalkEvent, range: ByteRange, in tree: SyntaxTree, into found: inout [(NodeID, ByteRange)]) -> Bool {
        guard case .enter(let id) = event else { return false }
        let node = tree[id]
        guard node.kind.isBlock else { return false }
        let touches =
            range.isEmpty
            ? node.range.start <= range.start && range.start <= node.range.end
            : node.range.start < range.end && range.start < node.range.end
        guard touches else { return false }
        switch node.kind {
        case .paragraph, .heading, .tableCell:
            if let content = childrenSpan(id, in: tree) {
                let inside =
                    range.isEmpty
                    ? content.start <= range.start && range.start <= content.end
                    : content.start < range.end && range.start < content.end
                if inside { found.append((id, content)) }
            }
            return false
        default:
            return true
        }
    }

    /// From the first child's start to the last child's end.
    static func childrenSpan(_ id: NodeID, in tree: SyntaxTree) -> ByteRange? {
        guard let first = tree.firstChild(of: id), let last = tree.lastChild(of: id) else { return nil }
        let start = tree[first].range.start
        return ByteRange(start, max(start, tree[last].range.end))
    }
}

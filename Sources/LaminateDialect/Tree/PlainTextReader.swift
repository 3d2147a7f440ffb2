/// One walk of `SyntaxTree.plainText(of:)`: the text so far, and what is
/// left of the budget.
struct PlainTextReader {
    enum Next { case children, skipChildren }

    let tree: SyntaxTree
    let budget: PlainTextBudget
    private(set) var text = ""
    var isTruncated = false
    private var nodesVisited = 0
    /// Set when a leaf block starts; its first text is preceded by a `\n`
    /// unless the text so far is empty or ends in one, as in the runs.
    private var needsSeparator = false

    init(tree: SyntaxTree, budget: PlainTextBudget) {
        self.tree = tree
        self.budget = budget
    }

    /// Counts one more node; false when the node budget is spent.
    mutating func spendNode() -> Bool {
        guard nodesVisited < budget.nodes else { return false }
        nodesVisited &+= 1
        return true
    }

    /// Appends what a node reads as by itself, and says whether its children read too.
    mutating func read(_ id: NodeID, clippedTo range: ByteRange?) -> Next {
        let node = tree[id]
        switch node.kind {
        case .paragraph, .heading, .tableCell:
            needsSeparator = true
        case .codeBlock(let info):
            needsSeparator = true
            append(info.content)
            return .skipChildren
        case .htmlBlock(let content):
            needsSeparator = true
            append(content)
            return .skipChildren
        case .linkReferenceDefinition, .attributeDefinition, .thematicBreak:
            return .skipChildren
        case .text:
            let clipped = range.map { ByteRange(max(node.range.start, $0.start), max(min(node.range.end, $0.end), $0.start)) }
            appendSource(clipped ?? node.range)
        case .escapedCharacter:
            appendSource(ByteRange(min(node.range.start &+ 1, node.range.end), node.range.end))
        case .entity(let decoded):
            append(decoded)
        case .softBreak:
            append(" ")
        case .hardBreak:
            append("\u{2028}")
        case .codeSpan(let content):
            append(content)
        case .autolink(let destination, _):
            append(destination)
            return .skipChildren
        case .inlineHTML(let content):
            append(content)
        default:
            break
        }
        return .children
    }

    /// Source bytes as text. Only as many bytes as could fit are decoded:
    /// a text node can be megabytes long.
    private mutating func appendSource(_ range: ByteRange) {
        guard range.start < range.end, !isTruncated else { return }
        let room = budget.bytes &- text.utf8.count
        var end = range.end
        if range.count > room {
            end = range.start &+ max(room, 0)
            // Back to the start of a scalar.
            while end > range.start, tree.source[end] & 0xC0 == 0x80 { end &-= 1 }
        }
        append(String(decoding: tree.source[range.start..<end], as: UTF8.self))
        if end < range.end { isTruncated = true }
    }

    private mutating func append(_ piece: String) {
        guard !piece.isEmpty, !isTruncated else { return }
        if needsSeparator {
            needsSeparator = false
            if !text.isEmpty, !text.hasSuffix("\n") { appendFitting("\n") }
        }
        guard piece.utf8.contains(0) else { return appendFitting(piece) }
        // CommonMark replaces NUL, for security; the runs do too.
        var replaced = ""
        replaced.unicodeScalars.append(contentsOf: piece.unicodeScalars.lazy.map { $0 == "\0" ? "\u{FFFD}" : $0 })
        appendFitting(replaced)
    }

    /// Appends `piece`, or as many of its scalars as fit.
    private mutating func appendFitting(_ piece: String) {
        let room = budget.bytes &- text.utf8.count
        if piece.utf8.count <= room {
            text += piece
            return
        }
        isTruncated = true
        text += PlainText.prefix(of: piece, maximumUTF8Count: room)
    }
}

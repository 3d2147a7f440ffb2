import LaminateDialect

/// The text a reader sees for part of a block, without its markup.
enum RenderedText {
    /// The rendered text of the nodes under `container` within `range`
    /// (text nodes cut at the range's ends); line breaks read as spaces.
    static func of(_ range: ByteRange, under container: NodeID, in tree: SyntaxTree) -> String {
        var text = ""
        tree.walk(from: container) { event in
            guard case .enter(let id) = event else { return false }
            let node = tree[id]
            if id == container { return true }
            guard node.range.start < range.end, range.start < node.range.end || node.range.isEmpty && range.contains(node.range.start) else {
                return false
            }
            switch node.kind {
            case .text:
                text += tree.text(ByteRange(max(node.range.start, range.start), min(node.range.end, range.end)))
            case .escapedCharacter:
                text += tree.text(ByteRange(min(node.range.start + 1, node.range.end), node.range.end))
            case .entity(let decoded):
                text += decoded
            case .codeSpan(let content):
                text += content
            case .softBreak, .hardBreak:
                text += " "
            case .autolink(let destination, _):
                text += destination
            case .inlineHTML(let content):
                text += content
            default:
                return true
            }
            return false
        }
        return text
    }
}

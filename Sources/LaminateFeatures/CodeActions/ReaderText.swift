import LaminateDialect

/// The text a reader sees in a whole tree: every leaf's rendered text, each
/// block on its own line. A formatting toggle or an ingredient marking must
/// leave it exactly as it was.
enum ReaderText {
    static func of(_ tree: SyntaxTree) -> String {
        var text = ""
        tree.walk { event in
            guard case .enter(let id) = event else { return true }
            let node = tree[id]
            switch node.kind {
            case .paragraph, .heading, .tableCell, .htmlBlock, .thematicBreak: text += "\n"
            case .codeBlock(let info): text += "\n" + info.content
            case .text: text += tree.text(node.range)
            case .escapedCharacter: text += tree.text(ByteRange(min(node.range.start + 1, node.range.end), node.range.end))
            case .entity(let decoded): text += decoded
            case .codeSpan(let content): text += content
            case .softBreak, .hardBreak: text += " "
            case .autolink(let destination, _): text += destination
            case .inlineHTML(let content): text += content
            default: break
            }
            return true
        }
        return text
    }
}

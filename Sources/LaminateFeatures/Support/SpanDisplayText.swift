import LaminateDialect

/// The text a reader sees for a node's content, for hover tables and
/// completion details: markup removed, breaks as spaces, cut at a limit.
enum SpanDisplayText {
    /// Long texts are cut here; enough to recognise a span in a hover.
    static let limit = 60

    static func of(_ id: NodeID, in tree: SyntaxTree) -> String {
        var text = ""
        tree.walk(from: id) { event in
            guard case .enter(let node) = event, text.utf8.count <= limit else { return false }
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
            return true
        }
        return shortened(text)
    }

    /// `text` on one line, cut to `limit` characters with an ellipsis.
    static func shortened(_ text: String) -> String {
        let oneLine = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        guard oneLine.count > limit else { return oneLine }
        return String(oneLine.prefix(limit)) + "…"
    }
}

import LaminateDialect

/// A node's plain text as a hover table or a completion detail shows it:
/// on one line (breaks as spaces), cut at a limit.
enum SpanDisplayText {
    /// Long texts are cut here; enough to recognise a span in a hover.
    static let limit = 60

    /// What is read of a span: a span's text can lie under thousands of
    /// nested spans, and a hover lists every enclosing span, so reading each
    /// one's whole subtree would be quadratic in the depth. The bytes leave
    /// room for `limit` characters of several scalars each.
    static let budget = PlainTextBudget(bytes: 16 * limit, nodes: 256)

    static func of(_ id: NodeID, in tree: SyntaxTree) -> String {
        let plain = tree.plainText(of: id, budget: budget)
        let shown = shortened(plain.text)
        // `shortened` marks its own cut; a cut by the budget is marked here.
        return plain.isTruncated && shown.count <= limit ? shown + "…" : shown
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

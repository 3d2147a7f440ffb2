import LaminateDialect

extension ValidationRun {
    /// A warning for each stale marking, with fixes to remove it or re-mark the span.
    mutating func reportStale(_ markings: [StaleMarking]) {
        guard !markings.isEmpty else { return }
        let spans = SpanLookup(tree, expectedLookups: markings.count)
        for marking in markings {
            guard let span = spans.span(at: marking.spanRange), let list = span.list, let member = list[marking.key] else { continue }
            let now = IngredientTextComparison.text(of: span.node, in: tree)
            var fixes: [Fix] = []
            let memberRange = list.sourceRange(member.range)
            let memberText = tree.text(memberRange)
            // Rewriting the member (even to the same text) touches the list, which re-marks the span.
            fixes.append(
                Fix(
                    title: "Keep \(marking.key) \(marking.value) for \"\(now)\"",
                    edits: [SourceEdit(range: memberRange, replacement: memberText)]))
            fixes.append(removal(of: member, key: marking.key, span: span, list: list))
            report(
                Diagnostic(
                    code: .staleIngredient,
                    message:
                        "The \(marking.key) \(marking.value) marking was made for \"\(marking.originalText)\", but its text is now \"\(now)\"; mark it again or remove it.",
                    range: marking.spanRange, fixes: fixes))
        }
    }

    /// Removes the marking: the whole span markup if the key is its only
    /// attribute, otherwise just the key.
    func removal(of member: JSON5Member, key: String, span: IndexedSpan, list: AttributeList) -> Fix {
        let title = "Remove the \(key) marking"
        let markers = tree.markers(of: span.node)
        if list.object.members.count == 1, markers.contains(where: { $0.kind == .attributesOpen }),
            let open = markers.first(where: { $0.kind == .attributeOpen })?.range,
            let close = markers.first(where: { $0.kind == .attributeClose })?.range
        {
            return Fix(
                title: title,
                edits: [
                    SourceEdit(range: open, replacement: ""),
                    SourceEdit(range: ByteRange(close.start, max(close.start, span.range.end)), replacement: ""),
                ])
        }
        return Fix(title: title, edits: [list.removal(of: member)])
    }
}

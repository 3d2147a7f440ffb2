import LaminateDialect

/// Keeps track of stale markings across edits. Pure: the server keeps the
/// returned set with the document and passes it back with the next edit.
public enum StaleMarkingTracker {
    /// The stale markings after `edit` turned `oldTree`'s document into `newTree`'s.
    ///
    /// - An edit inside a span's text (typing in the middle, deleting a
    ///   letter, even right after `^[`) makes each of its attributes that is
    ///   invalidated when text changes stale.
    /// - Text typed next to a span (before `^[` or after its closing `)`) stays
    ///   outside it and changes nothing.
    /// - A marking stays stale until its span is re-marked (an edit touches
    ///   its markup or attribute list) or removed.
    public static func update(_ previous: [StaleMarking], oldTree: SyntaxTree, edit: DocumentEdit, newTree: SyntaxTree,
                              definition: FormattingDefinition = .builtIn) -> [StaleMarking] {
        let oldSpans = SpanIndex(oldTree)
        let trackedKeys = definition.catalog.declarations.filter { $0.behaviours.invalidatedWhen.contains(.textChanged) }.map(\.key)
        let changedSpans = trackedKeys.isEmpty ? [] : oldSpans.spans.filter { classify(edit, $0) == .textChanged }
        // Most keystrokes carry no marking and change no span's text: then
        // there is nothing to look up in the new tree, so it is not indexed.
        if previous.isEmpty && changedSpans.isEmpty { return [] }
        let newSpans = SpanIndex(newTree)
        var result: [StaleMarking] = []

        for marking in previous {
            guard let span = oldSpans.byRange[marking.spanRange] else { continue }
            switch classify(edit, span) {
            case .markupTouched:
                continue
            case .outside, .textChanged:
                let range = ByteRange(edit.mapped(span.range.start), edit.mapped(span.range.end))
                guard let newSpan = newSpans.byRange[range], newSpan.value(of: marking.key) == marking.value else { continue }
                var moved = marking
                moved.spanRange = range
                result.append(moved)
            }
        }

        guard !trackedKeys.isEmpty else { return result }
        for span in changedSpans {
            let range = ByteRange(span.range.start, max(span.range.start, span.range.end + edit.shift))
            guard let newSpan = newSpans.byRange[range] else { continue }
            for key in trackedKeys {
                guard let value = span.value(of: key), newSpan.value(of: key) == value else { continue }
                guard !result.contains(where: { $0.key == key && $0.spanRange == range }) else { continue }
                result.append(StaleMarking(key: key, value: value, spanRange: range, originalText: IngredientTextComparison.text(of: span.node, in: oldTree)))
            }
        }
        return result.sorted { $0.spanRange < $1.spanRange }
    }

    enum EditEffect { case outside, textChanged, markupTouched }

    static func classify(_ edit: DocumentEdit, _ span: IndexedSpan) -> EditEffect {
        if edit.range.isEmpty && edit.newText.isEmpty { return .outside }
        if edit.range.end <= span.range.start || edit.range.start >= span.range.end { return .outside }
        if let text = span.textRange, edit.range.start >= text.start, edit.range.end <= text.end { return .textChanged }
        return .markupTouched
    }
}

/// A span of a tree with what the tracker needs of it.
struct IndexedSpan {
    var node: NodeID
    var range: ByteRange
    /// Between `^[` and `]`.
    var textRange: ByteRange?
    /// The attribute list's text, read only when asked for: an edit
    /// concerns a few spans, and reading every list of a large document
    /// twice per keystroke cost more than the rest of the check.
    var attributes: MappedText

    /// The span's attribute list, if it reads.
    var list: AttributeList? { try? AttributeList.read(attributes).get() }

    /// The value of `key` as written, if the span's list sets it.
    func value(of key: String) -> String? {
        guard let list, let member = list[key] else { return nil }
        let bytes = list.text.bytes
        let range = member.value.range
        return String(decoding: bytes[min(range.start, bytes.count)..<min(range.end, bytes.count)], as: UTF8.self)
    }
}

/// The attribute spans of a tree, by range.
struct SpanIndex {
    var spans: [IndexedSpan] = []
    var byRange: [ByteRange: IndexedSpan] = [:]

    init(_ tree: SyntaxTree) {
        var spans: [IndexedSpan] = []
        tree.walk { event in
            guard case .enter(let id) = event, case .attributeSpan(let info) = tree[id].kind else { return true }
            let markers = tree.markers(of: id)
            var textRange: ByteRange?
            if let open = markers.first(where: { $0.kind == .attributeOpen })?.range,
               let close = markers.first(where: { $0.kind == .attributeClose })?.range, open.end <= close.start {
                textRange = ByteRange(open.end, close.start)
            }
            spans.append(IndexedSpan(node: id, range: tree[id].range, textRange: textRange, attributes: info.attributes))
            return true
        }
        self.spans = spans
        for span in spans { byRange[span.range] = span }
    }
}

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
    public static func update(
        _ previous: [StaleMarking], oldTree: SyntaxTree, edit: DocumentEdit, newTree: SyntaxTree,
        definition: FormattingDefinition = .builtIn
    ) -> [StaleMarking] {
        let trackedKeys = definition.catalog.declarations.filter { $0.behaviours.invalidatedWhen.contains(.textChanged) }.map(\.key)
        // Only a span that meets the edit can have its text changed: found by
        // descending the tree along the edit, not by indexing every span.
        let changedSpans =
            trackedKeys.isEmpty
            ? [] : SpanLookup.spans(meeting: edit.range, in: oldTree).filter { classify(edit, $0) == .textChanged }
        // Most keystrokes carry no marking and change no span's text.
        if previous.isEmpty && changedSpans.isEmpty { return [] }
        let oldSpans = SpanLookup(oldTree, expectedLookups: previous.count)
        let newSpans = SpanLookup(newTree, expectedLookups: previous.count + changedSpans.count)
        var result: [StaleMarking] = []

        for marking in previous {
            guard let span = oldSpans.span(at: marking.spanRange) else { continue }
            switch classify(edit, span) {
            case .markupTouched:
                continue
            case .outside, .textChanged:
                let range = ByteRange(edit.mapped(span.range.start), edit.mapped(span.range.end))
                guard let newSpan = newSpans.span(at: range), newSpan.value(of: marking.key) == marking.value else { continue }
                var moved = marking
                moved.spanRange = range
                result.append(moved)
            }
        }

        guard !trackedKeys.isEmpty else { return result }
        for span in changedSpans {
            let range = ByteRange(span.range.start, max(span.range.start, span.range.end + edit.shift))
            guard let newSpan = newSpans.span(at: range) else { continue }
            for key in trackedKeys {
                guard let value = span.value(of: key), newSpan.value(of: key) == value else { continue }
                guard !result.contains(where: { $0.key == key && $0.spanRange == range }) else { continue }
                result.append(
                    StaleMarking(key: key, value: value, spanRange: range, originalText: IngredientTextComparison.text(of: span.node, in: oldTree)))
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

/// Finds a tree's attribute spans by range.
///
/// A few lookups descend the tree along the range (a node's range holds
/// its children's, and siblings come in order), costing the top-level
/// blocks passed and the depth; many lookups index every span once.
struct SpanLookup {
    let tree: SyntaxTree
    private let byRange: [ByteRange: IndexedSpan]?

    /// More lookups than this on one tree pay for indexing every span.
    static let lookupsWorthIndexing = 32

    init(_ tree: SyntaxTree, expectedLookups: Int) {
        self.tree = tree
        guard expectedLookups > Self.lookupsWorthIndexing else {
            byRange = nil
            return
        }
        var byRange: [ByteRange: IndexedSpan] = [:]
        tree.walk { event in
            if case .enter(let id) = event, let span = IndexedSpan(id, in: tree) { byRange[span.range] = span }
            return true
        }
        self.byRange = byRange
    }

    /// The span whose range is exactly `range`, if any.
    func span(at range: ByteRange) -> IndexedSpan? {
        if let byRange { return byRange[range] }
        return Self.spans(meeting: range, in: tree).first { $0.range == range }
    }

    /// The spans whose range meets `range` (touching counts, so that an
    /// insertion at a span's edge is seen), outermost first.
    static func spans(meeting range: ByteRange, in tree: SyntaxTree) -> [IndexedSpan] {
        var spans: [IndexedSpan] = []
        // From the first top-level block that reaches the range, found through the chunks.
        var next = tree.topLevelNodes(meeting: range).first
        while let id = next {
            let node = tree[id]
            if node.range.start > range.end { break }
            guard node.range.end >= range.start else {
                next = tree.following(id, under: tree.root)
                continue
            }
            if let span = IndexedSpan(id, in: tree) { spans.append(span) }
            // Several siblings can touch an empty range at their shared edge,
            // so the walk goes on past this node's subtree.
            next = node.firstChild ?? tree.following(id, under: tree.root)
        }
        return spans
    }
}

extension IndexedSpan {
    /// `id` as an indexed span, if it is an attribute span.
    init?(_ id: NodeID, in tree: SyntaxTree) {
        guard case .attributeSpan(let info) = tree[id].kind else { return nil }
        let markers = tree.markers(of: id)
        var textRange: ByteRange?
        if let open = markers.first(where: { $0.kind == .attributeOpen })?.range,
            let close = markers.first(where: { $0.kind == .attributeClose })?.range, open.end <= close.start
        {
            textRange = ByteRange(open.end, close.start)
        }
        self.init(node: id, range: tree[id].range, textRange: textRange, attributes: info.attributes)
    }
}

import LaminateAttributes
import LaminateDialect

/// Bold, italic and strikethrough toggles: wrap a selection that is not so
/// formatted, unwrap one that all is.
enum FormattingToggle {
    static func action(_ style: FormattingStyle, targets: [InlineTarget], verifier: inout EditVerifier) -> CodeAction? {
        if style == .code { return CodeToggle.action(targets: targets, verifier: &verifier) }
        let tree = verifier.tree
        guard !targets.isEmpty, !targets.contains(where: \.isBlocked) else { return nil }
        let coverages = targets.map { coverage(of: $0, style, in: tree) }
        var edits = EditList()
        if coverages.allSatisfy({ $0 != nil }) {
            let formatting = Set(coverages.compactMap { $0 }.flatMap { $0 })
            for node in formatting.sorted() {
                for marker in tree.markers(of: node) where marker.kind == style.markerKind { edits.delete(marker.range) }
            }
            guard let first = targets.first?.range.start, let last = targets.last?.range.end,
                verifier.holds(edits.merged, around: ByteRange(min(first, last), max(first, last)))
            else { return nil }
            return CodeAction(title: style.unwrapTitle, kind: style.kind, edits: edits.merged)
        }
        for (target, coverage) in zip(targets, coverages) where coverage == nil {
            guard wrap(target, style, verifier: &verifier, into: &edits) else { return nil }
        }
        return CodeAction(title: style.wrapTitle, kind: style.kind, edits: edits.merged)
    }

    /// The nodes of `style` that format every visible character of the
    /// target, or nil when some character is not so formatted.
    static func coverage(of target: InlineTarget, _ style: FormattingStyle, in tree: SyntaxTree) -> [NodeID]? {
        var formatting: Set<NodeID> = []
        var complete = true
        for leaf in leaves(in: target.selected, under: target.block, in: tree) {
            var current = tree[leaf].parent
            var found: NodeID?
            while let node = current, node != target.block {
                if style.isFormatted(by: tree[node].kind) {
                    found = node
                    break
                }
                current = tree[node].parent
            }
            guard let found else {
                complete = false
                break
            }
            formatting.insert(found)
        }
        return complete && !formatting.isEmpty ? formatting.sorted() : nil
    }

    /// The leaves (text and atoms) under `block` with visible characters inside `range`.
    static func leaves(in range: ByteRange, under block: NodeID, in tree: SyntaxTree) -> [NodeID] {
        var found: [NodeID] = []
        tree.walk(from: block) { event in
            guard case .enter(let id) = event else { return false }
            let node = tree[id]
            if id == block { return true }
            guard node.range.start < range.end, range.start < node.range.end else { return false }
            switch node.kind {
            case .softBreak, .hardBreak:
                return false
            case .text:
                let start = max(node.range.start, range.start)
                let end = min(node.range.end, range.end)
                if !SourceCharacters.isBlank(tree.source, start..<end) { found.append(id) }
                return false
            default:
                if node.firstChild == nil { found.append(id) }
                return true
            }
        }
        return found
    }

    /// Adds the edits that wrap one target; false when no delimiter parses as meant.
    static func wrap(_ target: InlineTarget, _ style: FormattingStyle, verifier: inout EditVerifier, into edits: inout EditList) -> Bool {
        let tree = verifier.tree
        let range = target.range
        // Formatting of the same style inside goes: the whole target becomes one run.
        var removals: [ByteRange] = []
        var literal: Set<UInt8> = []
        tree.walk(from: target.container) { event in
            guard case .enter(let id) = event else { return false }
            let node = tree[id]
            if id == target.container { return true }
            guard range.contains(node.range) else { return false }
            if style.isFormatted(by: node.kind) {
                removals += tree.markers(of: id).filter { $0.kind == style.markerKind }.map(\.range)
            }
            if node.kind == .text {
                for byte in tree.source[node.range.start..<node.range.end]
                where byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~") {
                    literal.insert(byte)
                }
            }
            return true
        }
        removals.sort()
        var inner: [UInt8] = []
        var offset = range.start
        for removal in removals where removal.start >= offset {
            inner += tree.source[offset..<removal.start]
            offset = removal.end
        }
        inner += tree.source[offset..<max(offset, range.end)]
        let choice = DelimiterChoice(
            beforeOpener: range.start > target.content.start ? SourceCharacters.scalar(before: range.start, in: tree.source)?.scalar : nil,
            firstInside: SourceCharacters.scalar(at: 0, in: inner)?.scalar,
            lastInside: SourceCharacters.scalar(before: inner.count, in: inner)?.scalar,
            afterCloser: range.end < target.content.end ? SourceCharacters.scalar(at: range.end, in: tree.source)?.scalar : nil,
            literalInside: literal)
        guard !inner.isEmpty else { return false }
        for delimiter in style.delimiters where choice.works(delimiter) {
            var candidate = EditList()
            candidate.insert(delimiter, at: range.start)
            for removal in removals { candidate.delete(removal) }
            candidate.insert(delimiter, at: range.end)
            let expected = ByteRange(range.start, range.start + inner.count + 2 * delimiter.utf8.count)
            guard verifier.holds(candidate.merged, around: range, expecting: style.isFormatted(by:), at: expected) else { continue }
            for edit in candidate.edits { edits.add(edit) }
            return true
        }
        return false
    }
}

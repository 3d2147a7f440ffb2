import LaminateAttributes
import LaminateDialect

/// The recipe workflow: mark the selected text as an ingredient, mark every
/// occurrence of it, or remove a marking.
enum IngredientMarking {
    /// The markup that makes `id` an ingredient, around a text, with the
    /// attributes the project requires on ingredient text.
    static let opening = "^["
    static func closing(_ id: Int, companions: [Companion] = []) -> String {
        "](" + (["\(IngredientIndex.key): \(id)"] + companions.map(\.memberText)).joined(separator: ", ") + ")"
    }

    /// An attribute a constraint of the formatting definition requires
    /// wherever `ingredient` is present (the example project's
    /// `IngredientsAreGreen`: `foregroundColor: "green"`). A marking without
    /// it would be reported at once (LAM012), so each marking writes it.
    struct Companion: Equatable {
        var key: String
        var valueText: String
        var memberText: String { "\(key): \(valueText)" }
    }

    /// The companions of `definition`'s constraints, one per key (the
    /// first constraint's value), in the order the constraints are declared.
    static func companions(in definition: FormattingDefinition) -> [Companion] {
        var companions: [Companion] = []
        for constraint in definition.constraints where constraint.whenPresent == IngredientIndex.key {
            guard let value = constraint.value, constraint.attribute != IngredientIndex.key, definition.isInScope(constraint.attribute),
                !companions.contains(where: { $0.key == constraint.attribute })
            else { continue }
            companions.append(Companion(key: constraint.attribute, valueText: value.sourceText))
        }
        return companions
    }

    /// *Mark 'butter' as ingredient*: the selection (or the word under the
    /// cursor) wrapped in an attribute span, formatting inside kept.
    static func mark(
        _ target: InlineTarget, index: IngredientIndex, companions: [Companion] = [],
        verifier: inout EditVerifier
    ) -> CodeAction? {
        let tree = verifier.tree
        guard isMarkable(target.range, under: target.container, in: tree) else { return nil }
        let text = tree.plainText(of: target.container, within: target.range).text
        guard !text.isEmpty else { return nil }
        let id = index.id(for: text)
        if let span = attributeSpan(exactly: target.range, under: target.container, in: tree) {
            // Already a span of its own: the key joins its list rather than
            // a second span around it, with the companions it lacks.
            let missing = companions.filter { span.list.object[$0.key] == nil }
            let valueText = ([String(id)] + missing.map(\.memberText)).joined(separator: ", ")
            var edit = span.list.insertion(key: IngredientIndex.key, valueText: valueText)
            // An empty `()` has no text to locate the insertion by: it goes after the `(`.
            if span.list.text.pieces.isEmpty,
                let open = tree.markers(of: span.node).first(where: { $0.kind == .attributesOpen })?.range
            {
                edit = SourceEdit(range: ByteRange(open.end, open.end), replacement: edit.replacement)
            }
            let expected = ByteRange(target.range.start, target.range.end + edit.replacement.utf8.count - edit.range.count)
            guard verifier.holds([edit], around: target.range, expecting: isSpan, at: expected) else { return nil }
            return CodeAction(title: "Mark '\(shown(text))' as ingredient \(id)", kind: .markIngredient, edits: [edit])
        }
        var edits = EditList()
        edits.insert(opening, at: target.range.start)
        let closing = closing(id, companions: companions)
        edits.insert(closing, at: target.range.end)
        let expected = ByteRange(target.range.start, target.range.end + opening.utf8.count + closing.utf8.count)
        guard verifier.holds(edits.merged, around: target.range, expecting: isSpan, at: expected) else { return nil }
        return CodeAction(title: "Mark '\(shown(text))' as ingredient \(id)", kind: .markIngredient, edits: edits.merged)
    }

    /// *Mark all 12 occurrences of 'butter' as ingredient*: every whole-word
    /// occurrence in plain text that is not marked yet, with one id.
    /// When an action's edits are built and checked: now, or when the
    /// editor resolves the action (then only its title is computed).
    enum EditTiming { case now, later }

    static func markAll(
        _ target: InlineTarget, index: IngredientIndex, companions: [Companion] = [], verifier: inout EditVerifier,
        checking timing: EditTiming = .now
    ) -> CodeAction? {
        let tree = verifier.tree
        guard isMarkable(target.range, under: target.container, in: tree) else { return nil }
        let text = tree.plainText(of: target.container, within: target.range).text
        let needle = Array(text.utf8)
        guard !needle.isEmpty, !text.contains("\n") else { return nil }
        let id = index.id(for: text)
        let occurrences = OccurrenceSearch.resolve(OccurrenceSearch.find([needle], in: tree, skipping: index))
        guard occurrences.count >= 2 else { return nil }
        let title = "Mark all \(occurrences.count) occurrences of '\(shown(text))' as ingredient \(id)"
        if timing == .later { return CodeAction(title: title, kind: .markAllIngredients, edits: []) }
        var edits = EditList()
        for occurrence in occurrences {
            edits.insert(opening, at: occurrence.start)
            edits.insert(closing(id, companions: companions), at: occurrence.end)
        }
        // One parse of the whole result: this action is only offered when asked for.
        guard verifier.holds(edits.merged, around: target.range) else { return nil }
        return CodeAction(title: title, kind: .markAllIngredients, edits: edits.merged)
    }

    /// *Remove ingredient marking*: unwraps a span that holds only
    /// `ingredient`; where it has other attributes, removes just that key.
    static func remove(_ marking: IngredientIndex.Marking, verifier: inout EditVerifier) -> CodeAction? {
        let tree = verifier.tree
        guard let member = marking.list[IngredientIndex.key] else { return nil }
        let span = tree[marking.span]
        let markers = tree.markers(of: marking.span)
        let isReference: Bool
        if case .attributeSpan(let info) = span.kind { isReference = info.referenceLabel != nil } else { return nil }
        var edits = EditList()
        if marking.list.object.members.count == 1 {
            guard let open = markers.first(where: { $0.kind == .attributeOpen })?.range,
                let close = markers.first(where: { $0.kind == .attributeClose })?.range, close.start <= span.range.end
            else { return nil }
            edits.delete(open)
            edits.delete(ByteRange(close.start, span.range.end))
        } else {
            // The list of a reference-form span is its definition's, shared by every use.
            guard !isReference else { return nil }
            edits.add(marking.list.removal(of: member))
        }
        // A reference-form span needs its definition, elsewhere in the document, to parse.
        let context = isReference ? ByteRange(0, tree.source.count) : span.range
        guard verifier.holds(edits.merged, around: context) else { return nil }
        return CodeAction(title: "Remove ingredient marking", kind: .removeIngredient, edits: edits.merged)
    }

    /// Re-marks a stale ingredient for its present text: rewriting the value
    /// touches the attribute list, which `StaleMarkingTracker` takes as a
    /// fresh marking, so the stale report goes.
    static func remark(_ marking: IngredientIndex.Marking, in tree: SyntaxTree) -> CodeAction? {
        guard let member = marking.list[IngredientIndex.key] else { return nil }
        let range = marking.list.sourceRange(member.value.range)
        let text = IngredientTextComparison.text(of: marking.span, in: tree)
        return CodeAction(
            title: "Re-mark '\(shown(text))' as ingredient \(marking.id)", kind: .markIngredient,
            edits: [SourceEdit(range: range, replacement: tree.text(range))])
    }

    /// The inline-form attribute span, with a valid list, whose range is exactly `range`.
    static func attributeSpan(exactly range: ByteRange, under container: NodeID, in tree: SyntaxTree) -> (node: NodeID, list: AttributeList)? {
        for child in tree.children(of: container) where tree[child].range == range {
            guard case .attributeSpan(let info) = tree[child].kind, info.referenceLabel == nil,
                let list = try? AttributeList.read(info.attributes).get()
            else { return nil }
            return (child, list)
        }
        return nil
    }

    /// Whether new `^[` … `](…)` around `range` would read as a span around exactly it.
    static func isMarkable(_ range: ByteRange, under container: NodeID, in tree: SyntaxTree) -> Bool {
        guard !range.isEmpty else { return false }
        // A backslash before `^` would escape it.
        if range.start > 0, tree.source[range.start - 1] == UInt8(ascii: "\\") { return false }
        // A literal bracket inside would end the span's text early or open a link.
        var hasBracket = false
        tree.walk(from: container) { event in
            guard case .enter(let id) = event, !hasBracket else { return false }
            let node = tree[id]
            if id != container, !(node.range.start < range.end && range.start < node.range.end) { return false }
            if node.kind == .text,
                tree.source[max(node.range.start, range.start)..<min(node.range.end, range.end)]
                    .contains(where: { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") })
            {
                hasBracket = true
            }
            return true
        }
        return !hasBracket
    }

    static func isSpan(_ kind: NodeKind) -> Bool {
        if case .attributeSpan = kind { return true }
        return false
    }

    /// A text as a menu shows it: short, on one line.
    static func shown(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return line.count > 40 ? String(line.prefix(39)) + "…" : line
    }
}

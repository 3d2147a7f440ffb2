import LaminateDialect

/// Checks that depend on where a span is: paragraph attributes, constraints,
/// ingredient ids.
extension ValidationRun {
    mutating func checkSpanInContext(_ id: NodeID, list: AttributeList) {
        checkParagraphAttributes(id, list: list)
        for constraint in definition.constraints {
            check(constraint, span: id, list: list)
        }
        recordIngredient(id, list: list)
    }

    // MARK: Paragraph attributes

    mutating func checkParagraphAttributes(_ id: NodeID, list: AttributeList) {
        guard !enclosing.fillsBlock(id) else { return }
        let block = enclosing.block
        let members = list.object.members
        let firstMembers = FirstMembers(members)
        for (index, member) in members.enumerated() where firstMembers.earlier(than: index) == nil {
            guard let declaration = definition[member.key], declaration.isParagraphAttribute else { continue }
            let isReference = tree.markers(of: id).contains { $0.kind == .referenceLabel }
            let range = isReference ? tree.range(of: id) : list.sourceRange(member.keyRange)
            var diagnostic = Diagnostic(
                code: .partialParagraphAttribute,
                message:
                    "'\(member.key)' is a paragraph attribute, but this span sets it to \(ValueChecker.shown(member.value, list.text.bytes)) on only part of its paragraph.",
                range: range)
            if let widen = widening(id, toCover: block) { diagnostic.fixes = [widen] }
            report(diagnostic)
        }
    }

    /// Moves the span's `^[` to the start of the block's content and its
    /// closing markup (`](…)` or `][label]`) to the end.
    func widening(_ id: NodeID, toCover block: NodeID) -> Fix? {
        let markers = tree.markers(of: id)
        guard let first = tree.firstChild(of: block), let last = tree.lastChild(of: block),
            let open = markers.first(where: { $0.kind == .attributeOpen })?.range,
            let close = markers.first(where: { $0.kind == .attributeClose })?.range
        else { return nil }
        let span = tree.range(of: id)
        let contentStart = tree.range(of: first).start
        let contentEnd = tree.range(of: last).end
        let closing = ByteRange(close.start, max(close.start, span.end))
        var edits: [SourceEdit] = []
        if span.start > contentStart {
            edits.append(SourceEdit(range: ByteRange(contentStart, contentStart), replacement: "^["))
            edits.append(SourceEdit(range: open, replacement: ""))
        }
        if span.end < contentEnd {
            edits.append(SourceEdit(range: closing, replacement: ""))
            edits.append(SourceEdit(range: ByteRange(contentEnd, contentEnd), replacement: tree.text(closing)))
        }
        guard !edits.isEmpty else { return nil }
        return Fix(title: "Widen the span to the whole paragraph", edits: edits, isPreferred: true)
    }

    // MARK: Constraints

    mutating func check(_ constraint: AttributeConstraint, span id: NodeID, list: AttributeList) {
        let ownCondition = list[constraint.whenPresent]
        let enclosingHasCondition = enclosing.isSetByEnclosingSpan(constraint.whenPresent)
        let own = list[constraint.attribute]
        let attribute = constraint.attribute
        let name = constraint.name
        if let condition = ownCondition {
            let inherited = enclosing.innermostSetter(of: attribute)
            let conditionRange = list.sourceRange(condition.keyRange)
            guard let required = constraint.value else {
                if let own {
                    report(
                        Diagnostic(
                            code: .constraintViolated,
                            message:
                                "'\(attribute)' must be absent on \(constraint.whenPresent) text (constraint \(name)), but it is \(ValueChecker.shown(own.value, list.text.bytes)).",
                            range: list.sourceRange(own.keyRange),
                            fixes: [Fix(title: "Remove '\(attribute)'", edits: [list.removal(of: own)], isPreferred: true)]))
                } else if let (outer, member) = inherited {
                    report(
                        Diagnostic(
                            code: .constraintViolated,
                            message:
                                "'\(attribute)' must be absent on \(constraint.whenPresent) text (constraint \(name)), but an enclosing span sets it to \(ValueChecker.shown(member.value, outer.text.bytes)).",
                            range: conditionRange,
                            related: [RelatedLocation(range: outer.sourceRange(member.range), message: "set here")]))
                }
                return
            }
            if let own {
                guard !required.matches(own.value) else { return }
                report(
                    Diagnostic(
                        code: .constraintViolated,
                        message:
                            "'\(attribute)' must be \(required.sourceText) on \(constraint.whenPresent) text (constraint \(name)), but it is \(ValueChecker.shown(own.value, list.text.bytes)).",
                        range: list.sourceRange(own.value.range),
                        fixes: [
                            Fix(
                                title: "Set '\(attribute)' to \(required.sourceText)",
                                edits: [SourceEdit(range: list.sourceRange(own.value.range), replacement: required.sourceText)], isPreferred: true)
                        ]))
            } else if let inherited, required.matches(inherited.1.value) {
                // An enclosing span already sets the required value.
                return
            } else {
                let current = inherited.map { "an enclosing span sets it to \(ValueChecker.shown($0.1.value, $0.0.text.bytes))" } ?? "it is not set"
                report(
                    Diagnostic(
                        code: .constraintViolated,
                        message:
                            "'\(attribute)' must be \(required.sourceText) on \(constraint.whenPresent) text (constraint \(name)), but \(current).",
                        range: conditionRange,
                        fixes: [
                            Fix(
                                title: "Set '\(attribute)' to \(required.sourceText)",
                                edits: [list.insertion(key: attribute, valueText: required.sourceText)], isPreferred: true)
                        ]))
            }
            return
        }
        guard let own, !enclosingHasCondition, let otherwise = constraint.otherwise else { return }
        if let expected = otherwise {
            guard !expected.matches(own.value) else { return }
            report(
                Diagnostic(
                    code: .constraintViolated,
                    message:
                        "'\(attribute)' must be \(expected.sourceText) outside \(constraint.whenPresent) text (constraint \(name)), but it is \(ValueChecker.shown(own.value, list.text.bytes)).",
                    range: list.sourceRange(own.value.range),
                    fixes: [
                        Fix(
                            title: "Set '\(attribute)' to \(expected.sourceText)",
                            edits: [SourceEdit(range: list.sourceRange(own.value.range), replacement: expected.sourceText)], isPreferred: true)
                    ]))
        } else {
            report(
                Diagnostic(
                    code: .constraintViolated,
                    message:
                        "'\(attribute)' must be absent outside \(constraint.whenPresent) text (constraint \(name)), but it is \(ValueChecker.shown(own.value, list.text.bytes)).",
                    range: list.sourceRange(own.keyRange),
                    fixes: [Fix(title: "Remove '\(attribute)'", edits: [list.removal(of: own)], isPreferred: true)]))
        }
    }
}

import LaminateDialect

/// Finds every problem of spec section 6 in a parsed document: a pure
/// function of the tree, the formatting definition in force and the stale
/// markings carried over from earlier edits.
public enum AttributeValidator {
    public static func validate(
        _ tree: SyntaxTree, definition: FormattingDefinition = .builtIn,
        staleMarkings: [StaleMarking] = []
    ) -> [Diagnostic] {
        validate(tree, attributeLists: AttributeLists(tree), definition: definition, staleMarkings: staleMarkings)
    }

    /// Validates `tree` with its attribute lists already read (`attributeLists`
    /// must be the table of this same tree), and with what validating each
    /// chunk found already (`findings`, of this same tree; computed here if nil).
    public static func validate(
        _ tree: SyntaxTree, attributeLists: AttributeLists,
        definition: FormattingDefinition = .builtIn,
        staleMarkings: [StaleMarking] = [], findings: ValidationFindings? = nil
    ) -> [Diagnostic] {
        problems(tree, attributeLists: attributeLists, definition: definition, staleMarkings: staleMarkings, findings: findings).all()
    }

    /// The same problems in the same order, each made whole only when read:
    /// a caller that shows the first thousand of 17,000 makes a thousand.
    public static func problems(
        _ tree: SyntaxTree, attributeLists: AttributeLists,
        definition: FormattingDefinition = .builtIn,
        staleMarkings: [StaleMarking] = [], findings: ValidationFindings? = nil
    ) -> ValidationProblems {
        let findings = findings ?? ValidationFindings(tree: tree, attributeLists: attributeLists, definition: definition)
        // What only the whole document shows: one ingredient id on different
        // texts (kept as an index across versions), and the markings stale
        // since earlier edits.
        var run = ValidationRun(tree: tree, attributeLists: attributeLists, definition: definition)
        run.diagnostics = findings.ingredientDiagnostics()
        run.reportStale(staleMarkings)
        let whole = run.diagnostics.sorted { $0.documentOrder < $1.documentOrder }
        return ValidationProblems(findings: findings, whole: whole)
    }
}

/// One validation pass, collecting diagnostics.
struct ValidationRun {
    let tree: SyntaxTree
    /// Where each span's and definition's list is taken from.
    var lists: ListSource
    let definition: FormattingDefinition
    var diagnostics: [Diagnostic] = []
    /// Every valid `ingredient` value, in document order.
    var ingredientUses: [IngredientUse] = []
    /// The definitions reference-form spans read their lists from (maybe in
    /// other chunks), by label: what was found holds only while they do not change or move.
    var definitionsRead: [(label: String, text: MappedText)] = []
    /// The attributes of the spans around the one being checked.
    var enclosing = SpanContext()

    init(tree: SyntaxTree, attributeLists: AttributeLists, definition: FormattingDefinition) {
        self.init(tree: tree, lists: ListSource(attributeLists), definition: definition)
    }

    init(tree: SyntaxTree, lists: ListSource, definition: FormattingDefinition) {
        self.tree = tree
        self.lists = lists
        self.definition = definition
    }

    mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    /// The parse-time issues of chunk `chunk`: unfinished spans, undefined labels, too-deep lists.
    mutating func checkIssues(inChunk chunk: Int) {
        for issue in tree.issues(inChunk: chunk) {
            let text = tree.text(issue.range)
            switch issue.kind {
            case .unfinishedAttributeSpan:
                report(
                    Diagnostic(
                        code: .unfinishedAttributeSpan,
                        message: "\(text) looks like an unfinished attribute span: it has no attribute list, so it stays literal text.",
                        range: issue.range,
                        fixes: [
                            Fix(
                                title: "Add an attribute list",
                                edits: [SourceEdit(range: ByteRange(issue.range.end, issue.range.end), replacement: "()")])
                        ]))
            case .undefinedAttributeLabel(let label):
                report(
                    Diagnostic(
                        code: .undefinedAttributeLabel,
                        message: "The attribute label '\(label)' has no definition (^[\(label)]: …), so \(text) stays literal text.",
                        range: issue.range))
            case .attributeNestingTooDeep:
                report(
                    Diagnostic(
                        code: .attributeNestingTooDeep,
                        message: "This attribute list nests parentheses more than 32 deep, so the span stays literal text.",
                        range: issue.range))
            }
        }
    }

    /// Checks the spans and definitions of chunk `chunk`, in document order.
    /// A scan of its nodes meets them, and keeps the enclosing spans'
    /// attributes in `enclosing`; nothing is done for the other nodes.
    mutating func walk(chunk: Int) {
        // Read through a local constant: reading `run.tree` from the captured
        // variable copied (and retained) the whole tree for every node. The
        // run itself is passed on, not copied: a copy would share the lists
        // read so far, and the first list read would copy them all.
        let tree = self.tree
        Self.scan(chunk: chunk, tree: tree, run: &self)
        // Emptied for the next chunk; the spans still open at this one's
        // end would hold their lists meanwhile.
        enclosing = SpanContext()
    }

    private static func scan(chunk: Int, tree: SyntaxTree, run: inout ValidationRun) {
        tree.scanNodes(inChunk: chunk) { id, tag in
            if tag.isBlock { run.enclosing.meetBlock(id) } else { run.enclosing.meetInline(id, in: tree) }
            // Most nodes are neither: their kind is not made at all.
            guard tag == .attributeSpan || tag == .attributeDefinition else { return true }
            run.enclosing.closeSpans(notAround: id, in: tree)
            let node = tree[id]
            switch node.kind {
            case .attributeSpan(let info):
                if let label = info.referenceLabel { run.definitionsRead.append((label, info.attributes)) }
                let list = run.checkSpan(id, node: node, info)
                if let list { run.checkSpanInContext(id, list: list) }
                run.enclosing.pushSpan(list, of: id)
            case .attributeDefinition(let info):
                let markers = tree.markers(of: id)
                _ = run.checkList(
                    of: id, info.attributes, fallbackRange: markers.first { $0.kind == .attributes }?.range ?? node.range,
                    closingParenthesis: nil)
            default:
                break
            }
            return true
        }
    }

    /// Checks a span on its own; returns its attribute list if it is valid.
    mutating func checkSpan(_ id: NodeID, node: SyntaxNode, _ info: AttributeSpanInfo) -> AttributeList? {
        let markers = tree.markers(of: id)
        let open = markers.first { $0.kind == .attributeOpen }?.range
        let close = markers.first { $0.kind == .attributeClose }?.range
        if let open, let close, open.end >= close.start {
            report(
                Diagnostic(
                    code: .emptyAttributeSpan, message: "This attribute span has no text, so its attributes apply to nothing.",
                    range: node.range,
                    fixes: [Fix(title: "Remove the empty span", edits: [SourceEdit(range: node.range, replacement: "")], isPreferred: true)]))
        }
        if info.referenceLabel != nil {
            // The list belongs to the definition line, which is checked once
            // on its own; here it only matters whether it is valid.
            return try? lists.list(of: id, text: info.attributes).list.get()
        }
        return checkList(
            of: id, info.attributes, fallbackRange: markers.first { $0.kind == .attributes }?.range ?? node.range,
            closingParenthesis: markers.first { $0.kind == .attributesClose }?.range)
    }

    /// Checks the attribute list of span or definition `id`, whose text is
    /// `text`: its syntax, keys and values; returns it if it is valid. A
    /// list whose text was found right before is not checked again.
    mutating func checkList(of id: NodeID, _ text: MappedText, fallbackRange: ByteRange, closingParenthesis: ByteRange?) -> AttributeList? {
        let (read, isClean) = lists.list(of: id, text: text)
        if isClean { return try? read.get() }
        let found = diagnostics.count
        let list = checkList(read, text, fallbackRange: fallbackRange, closingParenthesis: closingParenthesis)
        if list != nil, diagnostics.count == found { lists.markClean(text) }
        return list
    }

    /// Checks an attribute list's syntax, keys and values; `read` is `text` read.
    mutating func checkList(
        _ read: Result<AttributeList, JSON5SyntaxError>, _ text: MappedText,
        fallbackRange: ByteRange, closingParenthesis: ByteRange?
    ) -> AttributeList? {
        let list: AttributeList
        switch read {
        case .failure(let error):
            let range =
                text.pieces.isEmpty
                ? fallbackRange : text.sourceRange(min(error.range.start, text.bytes.count), min(error.range.end, text.bytes.count))
            report(Diagnostic(code: .invalidAttributeList, message: "The attribute list is not valid JSON5: \(error.message).", range: range))
            if let closingParenthesis, let quote = Self.openQuote(in: text.bytes) {
                // The repair is `\u0029` (spec §2): `\)` would keep the span
                // parser going, but JSON5 (and Foundation) reject it as an
                // escape; `\u0029` is a `)` that both accept.
                report(
                    Diagnostic(
                        code: .quoteEndedAttributeList,
                        message:
                            "The ')' inside the open \(quote == UInt8(ascii: "'") ? "single" : "double")-quoted string ended the attribute list; write it as '\\u0029' to keep it in the string.",
                        range: closingParenthesis,
                        fixes: [
                            Fix(
                                title: "Write the ')' as '\\u0029'", edits: [SourceEdit(range: closingParenthesis, replacement: "\\u0029")],
                                isPreferred: true)
                        ]))
            }
            return nil
        case .success(let value):
            list = value
        }
        let members = list.object.members
        let firstMembers = FirstMembers(members)
        for (index, member) in members.enumerated() {
            if let earlier = firstMembers.earlier(than: index) {
                report(
                    Diagnostic(
                        code: .duplicateKey,
                        message:
                            "'\(member.key)' is set twice in this span; Foundation uses the first value, \(ValueChecker.shown(earlier.value, list.text.bytes)), and ignores \(ValueChecker.shown(member.value, list.text.bytes)).",
                        range: list.sourceRange(member.keyRange),
                        related: [RelatedLocation(range: list.sourceRange(earlier.keyRange), message: "first '\(member.key)'")],
                        fixes: [Fix(title: "Remove the second '\(member.key)'", edits: [list.removal(of: member)], isPreferred: true)]))
                continue
            }
            checkMember(member, in: list)
        }
        return list
    }

    /// Whether the key is known and allowed, and its value fits.
    mutating func checkMember(_ member: JSON5Member, in list: AttributeList) {
        let key = member.key
        let keyRange = list.sourceRange(member.keyRange)
        // Made only for a problem: most members have none.
        var removal: Fix { Fix(title: "Remove '\(key)'", edits: [list.removal(of: member)]) }
        guard let declaration = definition[key] else {
            var message = "'\(key)' is not a known attribute"
            var fixes: [Fix] = []
            if let suggestion = Suggestions.nearest(to: key, in: definition.allowedKeys) {
                message += "; did you mean '\(suggestion)'?"
                fixes.append(
                    Fix(title: "Change to '\(suggestion)'", edits: [SourceEdit(range: keyRange, replacement: suggestion)], isPreferred: true))
            } else {
                message += " (its value \(ValueChecker.shown(member.value, list.text.bytes)) is ignored)."
            }
            report(Diagnostic(code: .unknownKey, message: message, range: keyRange, fixes: fixes + [removal]))
            return
        }
        if !definition.isInScope(key) {
            var message = "'\(key)' is not in this project's scope (" + definition.allowedKeys.joined(separator: ", ") + ")"
            var fixes: [Fix] = []
            if let suggestion = Suggestions.nearest(to: key, in: definition.allowedKeys) {
                message += "; did you mean '\(suggestion)'?"
                fixes.append(
                    Fix(title: "Change to '\(suggestion)'", edits: [SourceEdit(range: keyRange, replacement: suggestion)], isPreferred: true))
            } else {
                message += "."
            }
            report(Diagnostic(code: .keyOutsideScope, message: message, range: keyRange, fixes: fixes + [removal]))
        }
        for finding in ValueChecker.check(member.value, rule: declaration.rule, key: key, source: list.text.bytes) {
            let range = list.sourceRange(finding.range)
            let fixes = finding.replacements.enumerated().map { index, replacement in
                Fix(title: replacement.title, edits: [SourceEdit(range: range, replacement: replacement.text)], isPreferred: index == 0)
            }
            report(Diagnostic(code: finding.code, message: finding.message, range: range, fixes: fixes))
        }
    }

    /// The quote still open at the end of `bytes`, if any: a `)` inside a
    /// string ended the list (quotes are not special to the span parser).
    static func openQuote(in bytes: [UInt8]) -> UInt8? {
        var open: UInt8?
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if let quote = open {
                if byte == quote { open = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                open = byte
            }
            index += 1
        }
        return open
    }
}

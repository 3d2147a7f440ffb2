import LaminateAttributes
import LaminateDialect

/// Every code action Laminate offers for a selection: a pure function of
/// the document and the request.
public enum CodeActions {
    public static func actions(in analysis: DocumentAnalysis, for request: CodeActionQuery) -> [CodeAction] {
        let tree = analysis.tree
        let selection = request.selection.map { clamped($0, to: tree.source.count) }
        var actions: [CodeAction] = []

        let nothingReported = request.trigger == .automatic && request.reportedProblems?.isEmpty == true
        if !nothingReported, request.wants(.quickFix) || request.wants(.fixAll) {
            let diagnostics = AttributeValidator.validate(
                tree, attributeLists: analysis.attributeLists, definition: analysis.definition, staleMarkings: request.staleMarkings,
                findings: analysis.validationFindings)
            if request.wants(.quickFix) { actions += QuickFixes.actions(for: diagnostics, selection: selection) }
            // Fixing the whole file is for when it is asked for by kind
            // (on save, or from a menu), never for an automatic trigger.
            if let only = request.only, only.contains(where: { CodeActionKind.fixAll.isIncluded(in: $0) }),
                let fixAll = QuickFixes.fixAll(diagnostics)
            {
                actions.append(fixAll)
            }
        }

        let topLevel = TopLevelBlocks(tree)
        let targets = InlineTarget.targets(of: selection, in: tree, topLevel: topLevel)
        var verifier = EditVerifier(tree, topLevel: topLevel)
        for style in FormattingStyle.allCases where request.wants(style.kind) {
            if let action = FormattingToggle.action(style, targets: targets, verifier: &verifier) { actions.append(action) }
        }

        let wantsIngredients = [CodeActionKind.markIngredient, .markAllIngredients, .removeIngredient].contains(where: request.wants)
        if wantsIngredients, let range = selection.first {
            actions += ingredientActions(
                range: range, targets: targets, request: request,
                companions: IngredientMarking.companions(in: analysis.definition), verifier: &verifier)
        }
        return actions
    }

    static func ingredientActions(
        range: ByteRange, targets: [InlineTarget], request: CodeActionQuery,
        companions: [IngredientMarking.Companion] = [], verifier: inout EditVerifier
    ) -> [CodeAction] {
        let tree = verifier.tree
        var actions: [CodeAction] = []
        let holding = targets.count == 1 ? targets[0].selected : range
        if let marking = IngredientIndex.marking(holding: holding, in: tree, topLevel: verifier.topLevel) {
            let isStale = request.staleMarkings.contains { $0.key == IngredientIndex.key && $0.spanRange == tree[marking.span].range }
            if request.wants(.markIngredient), isStale, let action = IngredientMarking.remark(marking, in: tree) {
                actions.append(action)
            }
            if request.wants(.removeIngredient), let action = IngredientMarking.remove(marking, verifier: &verifier) { actions.append(action) }
            return actions
        }
        guard targets.count == 1, let target = targets.first, !target.isBlocked else { return actions }
        // Every marking in the document, for the id this text already has.
        let index = IngredientIndex(tree)
        if request.wants(.markIngredient), let action = IngredientMarking.mark(target, index: index, companions: companions, verifier: &verifier) {
            actions.append(action)
        }
        // Searching the whole document is left for when the user asks.
        if request.trigger == .invoked, request.wants(.markAllIngredients),
            let action = IngredientMarking.markAll(
                target, index: index, companions: companions, verifier: &verifier,
                checking: request.resolvedLater.contains(.markAllIngredients) ? .later : .now)
        {
            actions.append(action)
        }
        return actions
    }

    static func clamped(_ range: ByteRange, to count: Int) -> ByteRange {
        let start = min(max(range.start, 0), count)
        return ByteRange(start, min(max(range.end, start), count))
    }

    /// Stale markings rebuilt from the stale-ingredient reports an editor
    /// sends back with a request (`LAM013` at a span's range), for a server
    /// that does not carry them itself: the span at each range, with each
    /// of its attributes that text changes invalidate.
    public static func staleMarkings(reportedAt ranges: [ByteRange], in analysis: DocumentAnalysis) -> [StaleMarking] {
        guard !ranges.isEmpty else { return [] }
        let wanted = Set(ranges)
        let keys = analysis.definition.catalog.declarations.filter { $0.behaviours.invalidatedWhen.contains(.textChanged) }.map(\.key)
        var markings: [StaleMarking] = []
        let tree = analysis.tree
        tree.walk { event in
            guard case .enter(let id) = event else { return false }
            guard case .attributeSpan(let info) = tree[id].kind, wanted.contains(tree[id].range),
                let list = try? AttributeList.read(info.attributes).get()
            else { return true }
            for key in keys {
                guard let member = list[key] else { continue }
                let range = member.value.range
                let bytes = list.text.bytes
                let value = String(decoding: bytes[min(range.start, bytes.count)..<min(range.end, bytes.count)], as: UTF8.self)
                markings.append(
                    StaleMarking(
                        key: key, value: value, spanRange: tree[id].range,
                        originalText: IngredientTextComparison.text(of: id, in: tree)))
            }
            return true
        }
        return markings
    }
}

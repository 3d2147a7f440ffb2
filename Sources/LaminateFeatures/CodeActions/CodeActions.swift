import LaminateAttributes
import LaminateDialect

/// Every code action Laminate offers for a selection: a pure function of
/// the document and the request.
public enum CodeActions {
    public static func actions(in analysis: DocumentAnalysis, for request: CodeActionQuery) -> [CodeAction] {
        let tree = analysis.tree
        let selection = request.selection.map { clamped($0, to: tree.source.count) }
        var actions: [CodeAction] = []

        if request.wants(.quickFix) || request.wants(.fixAll) {
            let diagnostics = AttributeValidator.validate(tree, definition: analysis.definition, staleMarkings: request.staleMarkings)
            if request.wants(.quickFix) { actions += QuickFixes.actions(for: diagnostics, selection: selection) }
            // Fixing the whole file is for when it is asked for by kind
            // (on save, or from a menu), never for an automatic trigger.
            if let only = request.only, only.contains(where: { CodeActionKind.fixAll.isIncluded(in: $0) }),
               let fixAll = QuickFixes.fixAll(diagnostics) {
                actions.append(fixAll)
            }
        }

        let targets = InlineTarget.targets(of: selection, in: tree)
        for style in FormattingStyle.allCases where request.wants(style.kind) {
            if let action = FormattingToggle.action(style, targets: targets, in: tree) { actions.append(action) }
        }

        let wantsIngredients = [CodeActionKind.markIngredient, .markAllIngredients, .removeIngredient].contains(where: request.wants)
        if wantsIngredients, let range = selection.first {
            actions += ingredientActions(range: range, targets: targets, request: request, in: tree)
        }
        return actions
    }

    static func ingredientActions(range: ByteRange, targets: [InlineTarget], request: CodeActionQuery, in tree: SyntaxTree) -> [CodeAction] {
        let index = IngredientIndex(tree)
        var actions: [CodeAction] = []
        let holding = targets.count == 1 ? targets[0].selected : range
        if let marking = index.marking(holding: holding, in: tree) {
            if request.wants(.markIngredient),
               let stale = request.staleMarkings.first(where: { $0.key == IngredientIndex.key && $0.spanRange == tree[marking.span].range }),
               let action = IngredientMarking.remark(marking, stale: stale, in: tree) {
                actions.append(action)
            }
            if request.wants(.removeIngredient), let action = IngredientMarking.remove(marking, in: tree) { actions.append(action) }
            return actions
        }
        guard targets.count == 1, let target = targets.first, !target.isBlocked else { return actions }
        if request.wants(.markIngredient), let action = IngredientMarking.mark(target, index: index, in: tree) {
            actions.append(action)
        }
        // Searching the whole document is left for when the user asks.
        if request.trigger == .invoked, request.wants(.markAllIngredients),
           let action = IngredientMarking.markAll(target, index: index, in: tree) {
            actions.append(action)
        }
        return actions
    }

    static func clamped(_ range: ByteRange, to count: Int) -> ByteRange {
        let start = min(max(range.start, 0), count)
        return ByteRange(start, min(max(range.end, start), count))
    }
}

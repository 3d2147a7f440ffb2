import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import Testing

@Test func markAllResolvesOverlapsLongestFirst() {
    let document = MarkedDocument("⟨salt⟩ and salt")
    let actions = document.actions(only: [.markAllIngredients])
    #expect(actions.count == 1)
    #expect(actions.first?.edits.count == 4)
}

@Test func markAllIsLeftOutOnAutomaticTriggers() {
    let document = MarkedDocument("⟨salt⟩ and salt")
    #expect(document.actions(trigger: .automatic).contains { $0.kind == .markAllIngredients } == false)
    #expect(document.actions(trigger: .automatic).contains { $0.kind == .markIngredient })
}

/// Re-marking a stale ingredient touches its attribute list, so the tracker
/// drops the stale marking and the validator no longer reports it.
@Test func remarkingAStaleIngredientClearsTheReport() throws {
    let original = "Add ^[butter](ingredient: 3)."
    let typed = "Add ^[buttery](ingredient: 3)."
    let oldTree = MarkdownParser.parse(original)
    let newTree = MarkdownParser.parse(typed)
    let stale = StaleMarkingTracker.update([], oldTree: oldTree, edit: DocumentEdit(range: ByteRange(12, 12), newText: "y"), newTree: newTree)
    #expect(stale.count == 1)
    #expect(AttributeValidator.validate(newTree, staleMarkings: stale).contains { $0.code == .staleIngredient })

    let document = MarkedDocument("Add ^[butt‸ery](ingredient: 3).")
    let action = try #require(document.actions(staleMarkings: stale).first { $0.kind == .markIngredient })
    #expect(action.title == "Re-mark 'buttery' as ingredient 3")
    let edit = try #require(action.edits.first)
    let edited = EditedDocument(typed, applying: action.edits)
    let after = StaleMarkingTracker.update(
        stale, oldTree: newTree,
        edit: DocumentEdit(range: edit.range, newText: edit.replacement), newTree: edited.tree)
    #expect(after.isEmpty)
    #expect(!AttributeValidator.validate(edited.tree, staleMarkings: after).contains { $0.code == .staleIngredient })
}

/// An editor's stale-ingredient report (a range) stands for the stale
/// marking when the server does not carry one: the fixes come back.
@Test func staleMarkingsRebuiltFromReportedRanges() throws {
    let document = MarkedDocument("Add ^[butt‸ery](ingredient: 3, kern: 1).")
    let analysis = document.analysis
    let markings = CodeActions.staleMarkings(reportedAt: [ByteRange(4, 38)], in: analysis)
    #expect(markings == [StaleMarking(key: "ingredient", value: "3", spanRange: ByteRange(4, 38), originalText: "buttery")])
    #expect(CodeActions.staleMarkings(reportedAt: [ByteRange(0, 3)], in: analysis).isEmpty)
    let fixes = document.actions(only: [.quickFix], staleMarkings: markings)
    #expect(fixes.map(\.title) == ["Keep ingredient 3 for \"buttery\"", "Remove the ingredient marking"])
    #expect(fixes.allSatisfy { !$0.isPreferred })
    let removed = EditedDocument(document.text, applying: fixes[1].edits)
    #expect(removed.spans == ["buttery → kern: 1"])
}

/// For an editor that resolves edits later, *mark all* comes with its title
/// only; asked again without deferral, the same title brings the edits.
@Test func markAllCanLeaveItsEditsForLater() throws {
    let document = MarkedDocument("⟨salt⟩ and salt")
    var query = CodeActionQuery(selection: document.selection, only: [.markAllIngredients])
    query.resolvedLater = [.markAllIngredients]
    let titleOnly = try #require(CodeActions.actions(in: document.analysis, for: query).first)
    #expect(titleOnly.edits.isEmpty)
    let resolved = try #require(document.action(.markAllIngredients))
    #expect(resolved.title == titleOnly.title)
    #expect(EditedDocument(document.text, applying: resolved.edits).spans == ["salt → ingredient: 1", "salt → ingredient: 1"])
}

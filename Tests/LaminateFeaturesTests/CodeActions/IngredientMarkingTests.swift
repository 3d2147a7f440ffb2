import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import Testing

/// One ingredient action: the marked document, the kind, the title, the
/// text after applying it, and every attribute span afterwards.
struct IngredientCase: CustomTestStringConvertible, Sendable {
    var name: String
    var marked: String
    var kind: CodeActionKind
    var title: String
    var expectedText: String
    var expectedSpans: [String]
    var testDescription: String { name }
}

let ingredientCases: [IngredientCase] = [
    IngredientCase(name: "first ingredient gets id 1", marked: "Add ⟨butter⟩.", kind: .markIngredient,
                   title: "Mark 'butter' as ingredient 1",
                   expectedText: "Add ^[butter](ingredient: 1).", expectedSpans: ["butter → ingredient: 1"]),
    IngredientCase(name: "the word under the cursor", marked: "Add but‸ter.", kind: .markIngredient,
                   title: "Mark 'butter' as ingredient 1",
                   expectedText: "Add ^[butter](ingredient: 1).", expectedSpans: ["butter → ingredient: 1"]),
    IngredientCase(name: "the next free id", marked: "^[milk](ingredient: 4) and ⟨ salt ⟩", kind: .markIngredient,
                   title: "Mark 'salt' as ingredient 5",
                   expectedText: "^[milk](ingredient: 4) and  ^[salt](ingredient: 5) ",
                   expectedSpans: ["milk → ingredient: 4", "salt → ingredient: 5"]),
    IngredientCase(name: "the id the text already has", marked: "^[Butter](ingredient: 3), ^[milk](ingredient: 4), ⟨butter⟩",
                   kind: .markIngredient, title: "Mark 'butter' as ingredient 3",
                   expectedText: "^[Butter](ingredient: 3), ^[milk](ingredient: 4), ^[butter](ingredient: 3)",
                   expectedSpans: ["Butter → ingredient: 3", "milk → ingredient: 4", "butter → ingredient: 3"]),
    IngredientCase(name: "formatting inside is kept", marked: "Add ⟨**butter**⟩.", kind: .markIngredient,
                   title: "Mark 'butter' as ingredient 1",
                   expectedText: "Add ^[**butter**](ingredient: 1).", expectedSpans: ["butter → ingredient: 1"]),
    IngredientCase(name: "selection inside bold widens to it", marked: "Add **but⟨ter**⟩.", kind: .markIngredient,
                   title: "Mark 'butter' as ingredient 1",
                   expectedText: "Add ^[**butter**](ingredient: 1).", expectedSpans: ["butter → ingredient: 1"]),
    IngredientCase(name: "two words", marked: "Add ⟨warm milk⟩ now", kind: .markIngredient,
                   title: "Mark 'warm milk' as ingredient 1",
                   expectedText: "Add ^[warm milk](ingredient: 1) now", expectedSpans: ["warm milk → ingredient: 1"]),
    IngredientCase(name: "emoji", marked: "Add 🧈 ⟨butter⟩ 🧈", kind: .markIngredient,
                   title: "Mark 'butter' as ingredient 1",
                   expectedText: "Add 🧈 ^[butter](ingredient: 1) 🧈", expectedSpans: ["butter → ingredient: 1"]),
    IngredientCase(name: "mark all occurrences",
                   marked: "# Butter\n\nMelt the ⟨butter⟩. Butter, more butter; not butterscotch.\n\n`butter` and [butter](https://butter.org) and ^[butter](ingredient: 2)\n",
                   kind: .markAllIngredients, title: "Mark all 5 occurrences of 'butter' as ingredient 2",
                   expectedText: "# ^[Butter](ingredient: 2)\n\nMelt the ^[butter](ingredient: 2). ^[Butter](ingredient: 2), more ^[butter](ingredient: 2); not butterscotch.\n\n`butter` and [^[butter](ingredient: 2)](https://butter.org) and ^[butter](ingredient: 2)\n",
                   expectedSpans: ["Butter → ingredient: 2", "butter → ingredient: 2", "Butter → ingredient: 2",
                                   "butter → ingredient: 2", "butter → ingredient: 2", "butter → ingredient: 2"]),
    IngredientCase(name: "mark all in a link's text, not its destination",
                   marked: "⟨salt⟩ and [salt](https://salt.example/salt)", kind: .markAllIngredients,
                   title: "Mark all 2 occurrences of 'salt' as ingredient 1",
                   expectedText: "^[salt](ingredient: 1) and [^[salt](ingredient: 1)](https://salt.example/salt)",
                   expectedSpans: ["salt → ingredient: 1", "salt → ingredient: 1"]),
    IngredientCase(name: "remove a span that holds only ingredient", marked: "Add ^[but‸ter](ingredient: 3).",
                   kind: .removeIngredient, title: "Remove ingredient marking",
                   expectedText: "Add butter.", expectedSpans: []),
    IngredientCase(name: "remove just the key when there are others",
                   marked: "Add ^[⟨butter⟩](ingredient: 3, foregroundColor: \"green\").",
                   kind: .removeIngredient, title: "Remove ingredient marking",
                   expectedText: "Add ^[butter](foregroundColor: \"green\").", expectedSpans: ["butter → foregroundColor: \"green\""]),
    IngredientCase(name: "remove the last of several keys",
                   marked: "Add ^[butter‸](alignment: \"left\", ingredient: 3).",
                   kind: .removeIngredient, title: "Remove ingredient marking",
                   expectedText: "Add ^[butter](alignment: \"left\").", expectedSpans: ["butter → alignment: \"left\""]),
    IngredientCase(name: "remove the reference form",
                   marked: "Add ^[butter‸][b].\n\n^[b]: ingredient: 3\n",
                   kind: .removeIngredient, title: "Remove ingredient marking",
                   expectedText: "Add butter.\n\n^[b]: ingredient: 3\n", expectedSpans: []),
]

@Test(arguments: ingredientCases)
func ingredientActionParsesAsIntended(_ ingredient: IngredientCase) throws {
    let document = MarkedDocument(ingredient.marked)
    let action = try #require(document.action(ingredient.kind), "no \(ingredient.kind) action")
    #expect(action.title == ingredient.title)
    let edited = EditedDocument(document.text, applying: action.edits)
    #expect(edited.text == ingredient.expectedText)
    #expect(edited.spans == ingredient.expectedSpans)
    #expect(edited.diagnostics.filter { $0.code == .ingredientIDOnDifferentTexts || $0.code == .textWithSeveralIngredientIDs }.isEmpty)
}

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

@Test(arguments: [
    "Add `but‸ter`.",
    "Add [x](https://but‸ter.org).",
    "Add ^[x](ingre‸dient: 1).",
    "Add a\\⟨b⟩.",
    "Add ⟨a [b⟩ c",
    "Add ⟨salt\n\npepper⟩ now",
])
func markingIsNotOfferedWhereItCannotWork(_ marked: String) {
    let document = MarkedDocument(marked)
    #expect(document.action(.markIngredient) == nil)
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
    let after = StaleMarkingTracker.update(stale, oldTree: newTree,
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

import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import Testing

/// One repairable problem: the document with the cursor on it, its code,
/// the preferred fix's title and the text after applying it.
struct QuickFixCase: CustomTestStringConvertible, Sendable {
    var marked: String
    var code: DiagnosticCode
    var preferredTitle: String
    var expectedText: String
    var recipeDefinition = false
    var testDescription: String { "\(code.rawValue): \(preferredTitle)" }
}

/// The recipe project's definition: ingredients must be green, other text must not be coloured.
let recipeDefinition = FormattingDefinitionLoader.load(Array("""
    { "scope": ["foregroundColor", "ingredient", "alignment"],
      "constraints": [{ "name": "IngredientsAreGreen", "attribute": "foregroundColor",
                        "when": { "present": "ingredient" }, "value": "green", "otherwise": null }] }
    """.utf8)).definition

let quickFixCases: [QuickFixCase] = [
    QuickFixCase(marked: "^[x](foregroundColor: \"gr‸en\")", code: .invalidColor, preferredTitle: "Change to 'green'",
                 expectedText: "^[x](foregroundColor: \"green\")"),
    QuickFixCase(marked: "^[x](fontWeight: \"bolt‸\")", code: .valueNotInEnum, preferredTitle: "Change to 'bold'",
                 expectedText: "^[x](fontWeight: \"bold\")"),
    QuickFixCase(marked: "^[x](kern: 1, ke‸rn: 2)", code: .duplicateKey, preferredTitle: "Remove the second 'kern'",
                 expectedText: "^[x](kern: 1)"),
    QuickFixCase(marked: "^[x](foregroundColr‸: \"red\")", code: .unknownKey, preferredTitle: "Change to 'foregroundColor'",
                 expectedText: "^[x](foregroundColor: \"red\")"),
    QuickFixCase(marked: "Some ^[text](align‸ment: \"center\") here.", code: .partialParagraphAttribute,
                 preferredTitle: "Widen the span to the whole paragraph",
                 expectedText: "^[Some text here.](alignment: \"center\")"),
    QuickFixCase(marked: "^[milk](ingredient: 3, foregroundColor: \"r‸ed\")", code: .constraintViolated,
                 preferredTitle: "Set 'foregroundColor' to \"green\"",
                 expectedText: "^[milk](ingredient: 3, foregroundColor: \"green\")", recipeDefinition: true),
    QuickFixCase(marked: "^[plain](foreground‸Color: \"red\")", code: .constraintViolated,
                 preferredTitle: "Remove 'foregroundColor'", expectedText: "^[plain]()", recipeDefinition: true),
    QuickFixCase(marked: "^[x](link: \"a)‸b\")", code: .quoteEndedAttributeList, preferredTitle: "Escape the ')' as '\\)'",
                 expectedText: "^[x](link: \"a\\)b\")"),
    QuickFixCase(marked: "Add ^[butter]‸ now", code: .unfinishedAttributeSpan, preferredTitle: "Add an attribute list",
                 expectedText: "Add ^[butter]() now"),
    QuickFixCase(marked: "Add ^[]‸(kern: 1) now", code: .emptyAttributeSpan, preferredTitle: "Remove the empty span",
                 expectedText: "Add  now"),
    QuickFixCase(marked: "^[salt](ingredient: 1) and ^[Salt](ingredient: 2‸)", code: .textWithSeveralIngredientIDs,
                 preferredTitle: "Change to ingredient 1", expectedText: "^[salt](ingredient: 1) and ^[Salt](ingredient: 1)"),
]

@Test(arguments: quickFixCases)
func quickFixRepairsTheProblem(_ quickFix: QuickFixCase) throws {
    let document = MarkedDocument(quickFix.marked)
    let definition = quickFix.recipeDefinition ? recipeDefinition : .builtIn
    let analysis = DocumentAnalysis(text: Array(document.text.utf8), definition: definition)
    let actions = CodeActions.actions(in: analysis, for: CodeActionQuery(selection: document.selection, only: [.quickFix]))
    let fixes = actions.filter { $0.diagnostics.contains { $0.code == quickFix.code } }
    let preferred = try #require(fixes.first { $0.isPreferred }, "no preferred fix for \(quickFix.code)")
    #expect(fixes.filter(\.isPreferred).count == 1)
    #expect(preferred.title == quickFix.preferredTitle)
    #expect(preferred.kind == .quickFix)
    let edited = EditedDocument(document.text, applying: preferred.edits)
    #expect(edited.text == quickFix.expectedText)
    let after = AttributeValidator.validate(edited.tree, definition: definition)
    #expect(!after.contains { $0.code == quickFix.code }, "\(after.map(\.message))")
}

@Test func quickFixesAreOfferedOnlyWhereTheSelectionMeetsTheProblem() {
    let document = MarkedDocument("‸Fine text.\n\n^[x](foregroundColor: \"gren\")\n")
    #expect(document.actions(only: [.quickFix]).isEmpty)
}

@Test func fixAllAppliesEverySafeFixInOneEdit() throws {
    let document = MarkedDocument("‸^[a](foregroundColor: \"gren\")\n\n^[b](kern: 1, kern: 2) and ^[c](fontWeight: \"bolt\")\n\nAdd ^[]() now\n")
    #expect(document.actions().contains { $0.kind == .fixAll } == false, "source actions only when asked for")
    let action = try #require(document.action(.fixAll))
    #expect(action.title == "Fix all 4 problems")
    let edited = EditedDocument(document.text, applying: action.edits)
    #expect(edited.text == "^[a](foregroundColor: \"green\")\n\n^[b](kern: 1) and ^[c](fontWeight: \"bold\")\n\nAdd  now\n")
    #expect(edited.diagnostics.isEmpty)
    // `source` also asks for it.
    #expect(document.actions(only: [.source]).contains { $0.kind == .fixAll })
}

@Test func onlyFiltersByKindHierarchy() {
    let document = MarkedDocument("Add ⟨butter⟩ and ^[x](foregroundColor: \"gren\")")
    let refactors = document.actions(only: [.refactor])
    #expect(!refactors.isEmpty)
    #expect(refactors.allSatisfy { $0.kind.isIncluded(in: .refactor) })
    #expect(Set(document.actions(only: [.init("refactor.rewrite.bold")]).map(\.kind)) == [.bold])
}

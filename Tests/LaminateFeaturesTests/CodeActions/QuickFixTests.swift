import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import Testing

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

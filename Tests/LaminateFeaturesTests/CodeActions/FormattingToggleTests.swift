import LaminateDialect
import LaminateFeatures
import Testing

/// A toggle's edit never overlaps another and leaves every character of the text.
@Test func everyToggleKeepsTheText() throws {
    let document = MarkedDocument("Mix ⟨the **soft** butter⟩ with sugar.")
    for style in [FormattingStyle.bold, .italic, .strikethrough] {
        let action = try #require(document.action(style.kind))
        let edited = EditedDocument(document.text, applying: action.edits)
        #expect(edited.formatted(style) == ["the soft butter"])
        #expect(edited.rendered(edited.tree.root).contains("Mix the soft butter with sugar."))
    }
}

@Test func overlappingRangesAreOneTarget() throws {
    let text = "salt and pepper"
    let analysis = DocumentAnalysis(text: Array(text.utf8))
    let query = CodeActionQuery(selection: [ByteRange(0, 8), ByteRange(5, 15)], only: [.bold])
    let action = try #require(CodeActions.actions(in: analysis, for: query).first)
    #expect(EditedDocument(text, applying: action.edits).strong == ["salt and pepper"])
}

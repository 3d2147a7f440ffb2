import LaminateAttributes
import LaminateDialect
import Testing

/// Applies an edit to a document and tracks stale markings across it.
struct EditStep {
    var before: String
    var edit: DocumentEdit
    var after: String {
        applying(Fix(title: "", edits: [SourceEdit(range: edit.range, replacement: String(decoding: edit.newText, as: UTF8.self))]), to: before)
    }

    /// An edit written as marked text: `‸‸` around the replaced bytes.
    init(_ marked: String, replacement: String) {
        let text = MarkedText(marked)
        before = text.text
        edit = DocumentEdit(range: ByteRange(text.markers[0], text.markers[1]), newText: replacement)
    }

    func track(_ previous: [StaleMarking] = []) -> (markings: [StaleMarking], tree: SyntaxTree) {
        let newTree = MarkdownParser.parse(after)
        let markings = StaleMarkingTracker.update(previous, oldTree: MarkdownParser.parse(before), edit: edit, newTree: newTree)
        return (markings, newTree)
    }
}

@Suite struct StaleMarkingTests {
    @Test func typingInTheMiddleMakesTheIngredientStale() throws {
        let step = EditStep("Add ^[but‸‸ter](ingredient: 3) now.", replacement: "t")
        let (markings, tree) = step.track()
        let marking = try #require(markings.first)
        #expect(markings.count == 1)
        #expect(marking.key == "ingredient")
        #expect(marking.value == "3")
        #expect(marking.originalText == "butter")
        #expect(tree.text(marking.spanRange) == "^[buttter](ingredient: 3)")
    }

    @Test(arguments: [
        ("Add ^[butt‸e‸r](ingredient: 3) now.", ""),  // deleting a letter
        ("Add ^[‸‸butter](ingredient: 3) now.", "salted "),  // typing at the start of the text
        ("Add ^[butter‸‸](ingredient: 3) now.", " milk"),  // typing at the end of the text
    ])
    func editsInsideTheTextAreStale(_ marked: String, _ replacement: String) {
        #expect(EditStep(marked, replacement: replacement).track().markings.count == 1)
    }

    @Test(arguments: [
        ("Add ‸‸^[butter](ingredient: 3) now.", "soft "),  // typed before the span
        ("Add ^[butter](ingredient: 3)‸‸ now.", " and sugar"),  // typed after the span
        ("Add ^[butter](ingredient: ‸3‸) now.", "4"),  // the list itself changed: re-marked
        ("‸Add‸ ^[butter](ingredient: 3) now.", "Fold"),  // elsewhere
        ("Add ^[butter](ingredient: 3, kern: 1) ‸now‸.", "later"),  // elsewhere
    ])
    func editsOutsideTheTextAreNotStale(_ marked: String, _ replacement: String) {
        #expect(EditStep(marked, replacement: replacement).track().markings.isEmpty)
    }

    @Test func staleMarkingPersistsAcrossLaterEdits() throws {
        let first = EditStep("Add ^[but‸‸ter](ingredient: 3) now.", replacement: "t")
        let (stale, _) = first.track()
        // An unrelated edit before the span shifts it; the marking follows.
        var second = EditStep("‸Add‸ ^[buttter](ingredient: 3) now.", replacement: "Then fold")
        #expect(second.before == first.after)
        let (moved, tree) = second.track(stale)
        #expect(moved.count == 1)
        #expect(tree.text(try #require(moved.first).spanRange) == "^[buttter](ingredient: 3)")
        // Re-marking the span (touching its attribute list) clears it.
        second = EditStep("Then fold ^[buttter](‸ingredient: 3‸) now.", replacement: "ingredient: 3")
        #expect(second.track(moved).markings.isEmpty)
        // So does removing the span's markup.
        second = EditStep("Then fold ‸^[‸buttter](ingredient: 3) now.", replacement: "")
        #expect(second.track(moved).markings.isEmpty)
    }

    @Test func staleMarkingIsReportedWithFixes() throws {
        let step = EditStep("Add ^[but‸‸ter](ingredient: 3) now.", replacement: "t")
        let (markings, tree) = step.track()
        let diagnostics = AttributeValidator.validate(tree, staleMarkings: markings)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.code == .staleIngredient)
        #expect(diagnostic.severity == .warning)
        #expect(
            diagnostic.message == "The ingredient 3 marking was made for \"butter\", but its text is now \"buttter\"; mark it again or remove it.")
        #expect(tree.text(diagnostic.range) == "^[buttter](ingredient: 3)")
        #expect(diagnostic.fixes.map(\.title) == ["Keep ingredient 3 for \"buttter\"", "Remove the ingredient marking"])
        #expect(applying(diagnostic.fixes[1], to: step.after) == "Add buttter now.")
        // Applying the "keep" fix is an edit of the attribute list, which clears the marking.
        let keep = try #require(diagnostic.fixes.first?.edits.first)
        let remark = DocumentEdit(range: keep.range, newText: keep.replacement)
        let after = applying(diagnostic.fixes[0], to: step.after)
        #expect(StaleMarkingTracker.update(markings, oldTree: tree, edit: remark, newTree: MarkdownParser.parse(after)).isEmpty)
    }

    @Test func removalKeepsOtherAttributes() throws {
        let step = EditStep("Add ^[but‸‸ter](ingredient: 3, kern: 1) now.", replacement: "t")
        let (markings, tree) = step.track()
        let diagnostic = try #require(AttributeValidator.validate(tree, staleMarkings: markings).first)
        #expect(applying(diagnostic.fixes[1], to: step.after) == "Add ^[buttter](kern: 1) now.")
    }
}

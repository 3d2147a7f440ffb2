import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import Testing

/// Checking a sequence of versions, carrying stale markings forward.
struct DocumentDiagnosticsTests {
    /// One version: its text and the change from the version before it
    /// (`‸` marks where `inserted` went in, replacing nothing).
    struct Step: Sendable, CustomStringConvertible {
        var text: String
        var staleCodes: Int
        var description: String { text }
    }

    /// Checks each text in turn, the change between two found by the
    /// common prefix and suffix; returns how many LAM013 each check reported.
    func staleCounts(_ texts: [String]) -> [Int] {
        var previous: CheckedDocument?
        var counts: [Int] = []
        for text in texts {
            let analysis = DocumentAnalysis(text: Array(text.utf8))
            var change: TextChange?
            if let previous {
                let old = previous.tree.source
                let new = analysis.text
                change = TextChange(oldRange: ByteRange(0, old.count), newCount: new.count)
            }
            let checked = DocumentDiagnostics.check(analysis, previous: previous, change: change)
            counts.append(checked.diagnostics.filter { $0.code == .staleIngredient }.count)
            previous = checked
        }
        return counts
    }

    @Test func typingInsideAnIngredientMakesItStaleUntilRemarked() {
        #expect(staleCounts([
            "Add ^[butter](ingredient: 1).",
            "Add soft ^[butter](ingredient: 1).",
            "Add soft ^[buttter](ingredient: 1).",
            "Stir soft ^[buttter](ingredient: 1).",
            "Stir soft ^[buttter](ingredient:  1).",
        ]) == [0, 0, 1, 1, 0])
    }

    @Test func aDocumentJustOpenedHasNothingStale() {
        let checked = DocumentDiagnostics.check(DocumentAnalysis(text: Array("^[buttter](ingredient: 1)".utf8)))
        #expect(checked.staleMarkings.isEmpty)
        #expect(checked.diagnostics.isEmpty)
    }

    @Test func recheckingTheSameTextKeepsStaleMarkings() {
        let first = DocumentDiagnostics.check(DocumentAnalysis(text: Array("^[milk](ingredient: 1)".utf8)))
        let typed = DocumentAnalysis(text: Array("^[milky](ingredient: 1)".utf8))
        let second = DocumentDiagnostics.check(typed, previous: first, change: TextChange(oldRange: ByteRange(6, 6), newCount: 1))
        #expect(second.staleMarkings.count == 1)
        let again = DocumentDiagnostics.check(typed, previous: second)
        #expect(again.staleMarkings == second.staleMarkings)
    }

    @Test func problemsOfTheValidatorAreReported() {
        let checked = DocumentDiagnostics.check(DocumentAnalysis(text: Array("^[a](kern: \"x\", colour: 1)".utf8)))
        #expect(checked.diagnostics.map(\.code) == [.wrongValueType, .unknownKey])
    }
}

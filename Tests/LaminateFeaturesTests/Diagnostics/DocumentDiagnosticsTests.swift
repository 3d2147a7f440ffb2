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
        var previous: DocumentDiagnostics?
        var counts: [Int] = []
        for text in texts {
            let analysis = DocumentAnalysis(text: Array(text.utf8))
            var change: TextChange?
            if let previous {
                let old = previous.tree.source
                let new = analysis.text
                change = TextChange(oldRange: ByteRange(0, old.count), newCount: new.count)
            }
            let checked = DocumentDiagnostics(analysis, previous: previous, change: change)
            counts.append(checked.diagnostics.filter { $0.code == .staleIngredient }.count)
            previous = checked
        }
        return counts
    }

    @Test func typingInsideAnIngredientMakesItStaleUntilRemarked() {
        #expect(
            staleCounts([
                "Add ^[butter](ingredient: 1).",
                "Add soft ^[butter](ingredient: 1).",
                "Add soft ^[buttter](ingredient: 1).",
                "Stir soft ^[buttter](ingredient: 1).",
                "Stir soft ^[buttter](ingredient:  1).",
            ]) == [0, 0, 1, 1, 0])
    }

    @Test func aDocumentJustOpenedHasNothingStale() {
        let checked = DocumentDiagnostics(DocumentAnalysis(text: Array("^[buttter](ingredient: 1)".utf8)))
        #expect(checked.staleMarkings.isEmpty)
        #expect(checked.diagnostics.isEmpty)
    }

    @Test func recheckingTheSameTextKeepsStaleMarkings() {
        let first = DocumentDiagnostics(DocumentAnalysis(text: Array("^[milk](ingredient: 1)".utf8)))
        let typed = DocumentAnalysis(text: Array("^[milky](ingredient: 1)".utf8))
        let second = DocumentDiagnostics(typed, previous: first, change: TextChange(oldRange: ByteRange(6, 6), newCount: 1))
        #expect(second.staleMarkings.count == 1)
        let again = DocumentDiagnostics(typed, previous: second)
        #expect(again.staleMarkings == second.staleMarkings)
    }

    @Test func problemsOfTheValidatorAreReported() {
        let checked = DocumentDiagnostics(DocumentAnalysis(text: Array("^[a](kern: \"x\", colour: 1)".utf8)))
        #expect(checked.diagnostics.map(\.code) == [.wrongValueType, .unknownKey])
    }
}

/// Random edits, checked after some of them and not others: nothing traps,
/// and every stale marking reported is on a span of the current text.
struct DocumentDiagnosticsRandomEditTests {
    @Test(arguments: 0..<20)
    func randomEditsKeepStaleMarkingsOnSpans(seed: Int) {
        var generator = TextChangeTests.Generator(state: UInt64(seed) &* 7919 &+ 3)
        let pieces = ["^[", "](", ")", "ingredient: ", "1", "2", "é", "🍞", "milk", " ", "\n", "kern: 1, ", "\\", "\""]
        var text = Array("Add ^[butter](ingredient: 1), ^[milk](ingredient: 2) and ^[é🍞](ingredient: 3).\n".utf8)
        var previous = DocumentDiagnostics(DocumentAnalysis(text: text))
        var pending = TextChange.none
        for _ in 0..<60 {
            let start = generator.next(text.count + 1)
            let end = start + generator.next(min(4, text.count - start) + 1)
            let inserted = generator.next(3) == 0 ? [] : Array(pieces[generator.next(pieces.count)].utf8)
            text.replaceSubrange(start..<end, with: inserted)
            pending = pending.followed(by: TextChange(oldRange: ByteRange(start, end), newCount: inserted.count))
            guard generator.next(3) != 0 else { continue }
            let analysis = DocumentAnalysis(text: text)
            previous = DocumentDiagnostics(analysis, previous: previous, change: pending)
            pending = .none
            for marking in previous.staleMarkings {
                #expect(marking.spanRange.end <= text.count)
                #expect(previous.diagnostics.contains { $0.code == .staleIngredient && $0.range == marking.spanRange })
            }
        }
    }
}

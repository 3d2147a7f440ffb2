import LaminateDialect
import LaminateFeatures
import Testing

/// Selections over the whole of documents that are one huge block. The
/// robustness audit saw such requests run for minutes through the server
/// (each toggle target re-parses its top-level block); these in-process cases
/// finish, and `EditVerifier`'s parse budget bounds the work in any case.
/// They must finish, and every edit offered must stay inside the text.
struct CodeActionBudgetTests {
    static let documents: [(String, String)] = [
        ("100,000 nested quotes", String(repeating: ">", count: 100_000) + " deep ^[x](kern: 1)\n"),
        ("20,000 nested quotes with spaces", String(repeating: "> ", count: 20_000) + "butter and *sugar* and salt\n"),
        ("3,000 nested spans", String(repeating: "^[", count: 3_000) + "x" + String(repeating: "](kern: 1, ingredient: 'a')", count: 3_000)),
        ("3,000 nested emphasis", String(repeating: "*", count: 3_000) + "a" + String(repeating: "*", count: 3_000)),
        ("2,000 lines of one lazy paragraph", String(repeating: "> salt and pepper\n", count: 2_000)),
    ]

    @Test(arguments: documents)
    func wholeDocumentSelectionFinishes(name: String, text: String) {
        let analysis = DocumentAnalysis(text: Array(text.utf8))
        let count = analysis.text.count
        let query = CodeActionQuery(selection: [ByteRange(0, count)], only: [.quickFix, .refactor, .source])
        for action in CodeActions.actions(in: analysis, for: query) {
            for edit in action.edits {
                #expect(edit.range.start >= 0 && edit.range.end <= count, "\(name): \(action.title) edits \(edit.range)")
            }
        }
    }
}

import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import Testing

/// Completion cases from `Tests/FeatureFixtures/completion-cases.txt`: the
/// cursor is `$0`, the range every suggestion replaces `⟦…⟧`; after `---`,
/// one line per suggestion (`kind label → inserted text — detail`), or
/// `(none)` outside attribute lists. Case names starting `plain` run for a
/// client without snippet support, `scoped` under the recipe definition.
@Suite struct CompletionTests {
    static let fileName = "completion-cases.txt"
    static let cases = CursorCaseFile.cases(fileName)

    static func render(_ testCase: CursorCaseFile.Case) -> (output: String, ranges: Set<Range<Int>>, document: CursorMarkedDocument) {
        let document = CursorMarkedDocument(testCase.document)
        let analysis = DocumentAnalysis(text: document.bytes, definition: HoverTests.definition(for: testCase.name))
        let format: CompletionTextFormat = testCase.name.hasPrefix("plain") ? .plainText : .snippet
        guard let suggestions = Completion.suggestions(at: document.cursor, in: analysis, format: format) else {
            return ("(none)", [], document)
        }
        let lines = suggestions.map { suggestion in
            var line = "\(suggestion.kind) \(suggestion.label) → \(suggestion.newText)"
            if suggestion.format == .snippet { line += " (snippet)" }
            if let detail = suggestion.detail { line += " — \(detail)" }
            return line
        }
        return (lines.isEmpty ? "(empty)" : lines.joined(separator: "\n"), Set(suggestions.map(\.range.range)), document)
    }

    @Test func fixturesAreFound() {
        #expect(Self.cases.count > 10, "completion-cases.txt is missing or empty")
    }

    @Test(arguments: cases) func completion(_ testCase: CursorCaseFile.Case) {
        guard !CursorCaseFile.isRecording else { return }
        let (output, ranges, document) = Self.render(testCase)
        #expect(output == testCase.expected)
        if let expectedRange = document.expectedRange { #expect(ranges == [expectedRange]) }
    }

    @Test func record() {
        guard CursorCaseFile.isRecording else { return }
        CursorCaseFile.record(Self.fileName, Dictionary(uniqueKeysWithValues: Self.cases.map { ($0.name, Self.render($0).output) }))
        Issue.record("recorded \(Self.fileName); run again without RECORD_SNAPSHOTS")
    }

    @Test func noOffsetTraps() {
        let text = "^[a](b: \"c, d: {e: [1, 'f\\'\n^[g]: h: i\n\\^[x](y: `^[z](w"
        let analysis = DocumentAnalysis(text: Array(text.utf8))
        for offset in -2...(text.utf8.count + 2) {
            _ = Completion.suggestions(at: offset, in: analysis, format: .snippet)
        }
    }
}

import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import Testing

/// Hover cases from `Tests/FeatureFixtures/hover-cases.txt`: the cursor is
/// `$0`, the expected hover range `⟦…⟧`, the expected Markdown follows `---`.
@Suite struct HoverTests {
    static let fileName = "hover-cases.txt"
    static let cases = CursorCaseFile.cases(fileName)

    /// The hover as the fixture writes it.
    static func render(_ testCase: CursorCaseFile.Case) -> (output: String, range: Range<Int>?, document: CursorMarkedDocument) {
        let document = CursorMarkedDocument(testCase.document)
        let analysis = DocumentAnalysis(text: document.bytes, definition: definition(for: testCase.name))
        guard let hover = Hover.hover(at: document.cursor, in: analysis) else { return ("(none)", nil, document) }
        return (hover.markdown, hover.range.range, document)
    }

    /// Cases named `scoped …` run under a recipe project's definition.
    static func definition(for name: String) -> FormattingDefinition {
        guard name.hasPrefix("scoped") else { return .builtIn }
        return FormattingDefinitionLoader.load(Array(HoverRecipeDefinition.json.utf8)).definition
    }

    @Test func fixturesAreFound() {
        #expect(Self.cases.count > 10, "hover-cases.txt is missing or empty")
    }

    @Test(arguments: cases) func hover(_ testCase: CursorCaseFile.Case) {
        guard !CursorCaseFile.isRecording else { return }
        let (output, range, document) = Self.render(testCase)
        #expect(output == testCase.expected)
        if let expectedRange = document.expectedRange { #expect(range == expectedRange) }
    }

    @Test func record() {
        guard CursorCaseFile.isRecording else { return }
        CursorCaseFile.record(Self.fileName, Dictionary(uniqueKeysWithValues: Self.cases.map { ($0.name, Self.render($0).output) }))
        Issue.record("recorded \(Self.fileName); run again without RECORD_SNAPSHOTS")
    }

    @Test func noOffsetTraps() {
        let text = "# T\n\n> - ^[a *b* 😀](ingredient: 1, foregroundColor: \"red\")\n\n| x |\n|---|\n| `y` |\n"
        let analysis = DocumentAnalysis(text: Array(text.utf8))
        for offset in -2...(text.utf8.count + 2) { _ = Hover.hover(at: offset, in: analysis) }
    }
}

/// The recipe project of the spec's section 5.
enum HoverRecipeDefinition {
    static let json = """
        {
          "scope": ["foregroundColor", "ingredient", "difficulty"],
          "attributes": {
            "difficulty": { "type": "enum", "values": ["easy", "medium", "hard"] }
          },
          "constraints": [
            { "name": "IngredientsAreGreen", "attribute": "foregroundColor",
              "when": { "present": "ingredient" }, "value": "green", "otherwise": null }
          ]
        }
        """
}

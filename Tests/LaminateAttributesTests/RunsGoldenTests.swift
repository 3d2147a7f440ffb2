import Foundation
import LaminateAttributes
import LaminateDialect
import Testing

/// The runs of golden documents: `Fixtures/Runs/NAME.md` against
/// `NAME.runs`, the `laminate runs` JSON lines. A folder's `.laminate.json`
/// is the definition for its documents. `RECORD_SNAPSHOTS=1` rewrites the
/// golden files, and the test then fails so that nobody records by accident.
struct RunsGoldenTests {
    static let directory = Fixtures.url("Runs")

    static var documents: [String] {
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        var names: [String] = []
        while let name = enumerator?.nextObject() as? String {
            if name.hasSuffix(".md") { names.append(name) }
        }
        return names.sorted()
    }

    /// Foundation's characters, or the readable form.
    typealias Builder = @Sendable (SyntaxTree, FormattingDefinition) -> AttributeRuns

    static func runs(of name: String, builder: Builder = { AttributeRunBuilder.build($0, definition: $1) }) throws -> AttributeRuns {
        let url = directory.appendingPathComponent(name)
        let tree = MarkdownParser.parse(Array(try Data(contentsOf: url)))
        let definitionURL = url.deletingLastPathComponent().appendingPathComponent(DefinitionFileLocator.fileName)
        var definition = FormattingDefinition.builtIn
        if let bytes = FileManager.default.contents(atPath: definitionURL.path) {
            let loaded = FormattingDefinitionLoader.load(Array(bytes))
            #expect(loaded.problems.isEmpty, "\(definitionURL.path) has problems: \(loaded.problems)")
            definition = loaded.definition
        }
        return builder(tree, definition)
    }

    @Test func thereAreGoldenDocuments() {
        #expect(Self.documents.count >= 6)
    }

    @Test(arguments: documents)
    func runsMatchTheGoldenFile(name: String) throws {
        let actual = try Self.runs(of: name).jsonLines()
        let goldenURL = Self.directory.appendingPathComponent(String(name.dropLast(3)) + ".runs")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try Data(actual.utf8).write(to: goldenURL)
            Issue.record("recorded \(goldenURL.lastPathComponent); run again without RECORD_SNAPSHOTS")
            return
        }
        let expected = String(decoding: (try? Data(contentsOf: goldenURL)) ?? Data(), as: UTF8.self)
        #expect(actual == expected, "runs of \(name) differ from \(goldenURL.lastPathComponent)")
    }

    /// Foundation's `AttributedString` built from the runs has the same runs:
    /// same texts, so our merging matches Foundation's.
    @Test(arguments: documents)
    func attributedStringHasTheSameRuns(name: String) throws {
        let runs = try Self.runs(of: name)
        let attributed = runs.attributedString
        let foundationTexts = attributed.runs.map { String(attributed[$0.range].characters) }
        #expect(foundationTexts == runs.runTexts)
        #expect(String(attributed.characters) == runs.text)
    }

    /// In the readable form, where every block is a Foundation paragraph,
    /// Foundation keeps every attribute of every run, paragraph attributes
    /// included: our paragraph spreading matches Foundation's. (In
    /// Foundation's own characters several blocks can make one Foundation
    /// paragraph, which keeps one value; see RunsBehaviourTests.)
    @Test(arguments: documents)
    func readableAttributedStringKeepsEveryAttribute(name: String) throws {
        let runs = try Self.runs(of: name) { AttributeRunBuilder.buildReadable($0, definition: $1) }
        let attributed = runs.attributedString
        #expect(attributed.runs.map { String(attributed[$0.range].characters) } == runs.runTexts)
        #expect(attributed.runs.map(\.attributes) == runs.runs.map(\.attributes.attributeContainer))
    }

    /// The source map and its inverse agree, and runs tile the text.
    @Test(arguments: documents)
    func sourceMapRoundTrips(name: String) throws {
        let runs = try Self.runs(of: name)
        var expectedStart = 0
        for run in runs.runs {
            #expect(run.textRange.lowerBound == expectedStart)
            expectedStart = run.textRange.upperBound
        }
        #expect(expectedStart == runs.text.utf8.count)
        for segment in runs.segments {
            #expect(runs.runIndex(atSourceOffset: segment.sourceRange.start) == segment.runIndex)
            #expect(runs.runIndex(atSourceOffset: segment.sourceRange.end - 1) == segment.runIndex)
            #expect(runs.runIndices(overlappingSource: segment.sourceRange) == [segment.runIndex])
            #expect(runs.runIndex(atTextOffset: segment.textRange.lowerBound) == segment.runIndex)
            #expect(runs.runs[segment.runIndex].sourceRanges.contains { $0.contains(segment.sourceRange) })
        }
    }
}

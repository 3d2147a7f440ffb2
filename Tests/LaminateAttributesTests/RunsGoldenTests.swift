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

/// What the validator, hover, staleness and code actions read of a span —
/// its plain text, `SyntaxTree.plainText(of:)` — is the runs' text of that
/// span: the text of the segments from inside it, in Foundation's
/// characters, except that plain text writes a hard break as U+2028 where
/// Foundation has `\n`. Whole documents differ by design, which is why
/// spans are compared: Foundation joins blocks with nothing between them
/// and gives a thematic break a `\n`, where plain text separates leaf blocks
/// with a `\n` and reads a thematic break as nothing.
struct PlainTextMatchesRunsTests {
    /// For each attribute span, its plain text and its runs' text.
    static func spanTexts(_ tree: SyntaxTree) -> [(plain: String, runs: String)] {
        let runs = AttributeRunBuilder.build(tree)
        let utf8 = Array(runs.text.utf8)
        var spans: [NodeID] = []
        tree.walk { event in
            if case .enter(let id) = event, case .attributeSpan = tree[id].kind { spans.append(id) }
            return true
        }
        return spans.map { id in
            let inside = runs.segments.filter { tree[id].range.contains($0.sourceRange) }
            let runText = inside.map { String(decoding: utf8[$0.textRange], as: UTF8.self) }.joined()
            let plain = tree.plainText(of: id).text.replacingOccurrences(of: "\u{2028}", with: "\n")
            return (plain, runText)
        }
    }

    @Test(arguments: RunsGoldenTests.documents)
    func goldenDocument(name: String) throws {
        let tree = MarkdownParser.parse(Array(try Data(contentsOf: RunsGoldenTests.directory.appendingPathComponent(name))))
        let texts = Self.spanTexts(tree)
        #expect(!texts.isEmpty || name == "markdown-formatting.md")
        #expect(texts.map(\.plain) == texts.map(\.runs))
    }

    @Test(arguments: [
        "a&#10;b ^[c&#10;d](k: 1)\n\nc", "# h ^[x](k: 1)\n\n    code\n\n- a ^[y *z*](k: 1)\n\n  ```\n  b\n  ```\n- <span>c</span>",
        "| ^[a](k: 1) |  |\n|---|---|\n|  | d |\n\ne", "#\n\n***\n\n<div>\n\nx ^[w](k: 1)", "a\u{0}b  \nc\\\nd ^[e <i>f</i>](k: 1)",
        "![^[a](k: 1) `b`](u) <x@y.z>\n\n[r]: /u\n\n^[r]: k: 1", "^[one  \ntwo\\\nthree ^[inner\nsoft](k: 2)](k: 1)",
    ])
    func tricky(markdown: String) {
        let texts = Self.spanTexts(MarkdownParser.parse(Array(markdown.utf8)))
        #expect(!texts.isEmpty)
        #expect(texts.map(\.plain) == texts.map(\.runs))
    }
}

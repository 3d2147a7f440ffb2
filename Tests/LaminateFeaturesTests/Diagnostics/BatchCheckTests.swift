import Foundation
import LaminateAttributes
import LaminateDialect
import Testing

@testable import LaminateFeatures

/// `BatchCheck`, which `laminate check` runs a chunk at a time as the
/// document is parsed, finds exactly what the analysis of the whole
/// document finds: the validator's problems (`AttributeValidator.validate`
/// with the analysis's lists and findings, what `check` ran before), in the
/// same order, and the local written links and heading anchors of the
/// document's `FileSummary`, on the fixtures and on seeded random documents,
/// under the built-in definition and the example project's (with its
/// constraint), with chunks of every size.
@Suite struct BatchCheckTests {
    /// The built-in definition and `editors/example/.laminate.json`.
    static let definitions: [FormattingDefinition] = {
        let url = IncrementalAnalysisTests.root.appendingPathComponent("editors/example/.laminate.json")
        guard let data = FileManager.default.contents(atPath: url.path) else { return [.builtIn] }
        return [.builtIn, FormattingDefinitionLoader.load(Array(data)).definition]
    }()

    /// Pieces of documents: spans (ingredients repeated on other texts and
    /// ids, paragraph attributes, reference-form spans with definitions
    /// before and after), headings repeated (numbered anchors), links to
    /// anchors and files, in code where they do not count, and blocks that
    /// hold them.
    static let pieces: [String] = [
        "^[butter](ingredient: 1) ", "^[Butter](ingredient: 2) ", "^[milk](ingredient: 1) ", "^[egg](ingredient: 3, foregroundColor: \"green\") ",
        "^[x](foregroundColor: \"gren\") ", "^[y](kern: \"a\", kern: 2) ", "^[half](alignment: \"center\") of it ", "^[open ",
        "^[ref][r] ", "^[other][nowhere] ", "\n\n^[r]: ingredient: 4\n\n", "^[a ^[b](ingredient: 6) c](ingredient: 7) ",
        "\n\n# Steps\n\n", "\n\n## Steps\n\n", "\n\nSetext ^[s](ingredient: 9)\n---\n\n", "[to steps](#steps) ", "[to second](#steps-1) ",
        "[gone](#stpes) ", "[file](guide.md#install) ", "![image](logo.png) ", "[def][d] ", "\n\n[d]: #nowhere\n\n", "<https://example.com> ",
        "`[no](#code)` ", "\n\n```\n[no](#fence)\n```\n\n", "\n\n> quoted [q](#steps) ^[q](ingredient: 1)\n\n",
        "\n\n- item [i](#x)\n- ^[milk](ingredient: 5)\n\n",
        "\n\n| a | b |\n|---|---|\n| [t](#t) | ^[c](kern: 1) |\n\n", "\n\n<div>\n[html](#h)\n</div>\n\n", "words ", "😀 漢字 ", "\n",
    ]

    static func randomDocument(seed: Int, size: Int = 3_000) -> [UInt8] {
        var random = SplitMix64(seed: UInt64(seed) &+ 0xC4EC)
        var text = ""
        while text.utf8.count < size { text += pieces[Int(random.next() % UInt64(pieces.count))] }
        return Array(text.utf8)
    }

    /// What `laminate check` read of the whole analysis before, its tree
    /// cut into chunks of at least `chunkSize` bytes. (A reference-form span
    /// reports some problems at its definition, in an earlier chunk; both
    /// sort the chunks' problems, so the order does not depend on where
    /// chunks start.)
    static func whole(
        _ text: [UInt8], definition: FormattingDefinition,
        chunkSize: Int = 4096
    ) -> (diagnostics: [Diagnostic], links: LinkSummary) {
        let analysis = DocumentAnalysis(
            tree: MarkdownParser.parse(text, chunkSize: chunkSize), lineIndex: LineIndex(text),
            definition: definition)
        let diagnostics = AttributeValidator.validate(
            analysis.tree, attributeLists: analysis.attributeLists,
            definition: definition, findings: analysis.validationFindings)
        let summary = FileSummary(analysis)
        let links = summary.links.filter { $0.isWritten && $0.destination?.localPath != nil }
        return (diagnostics, LinkSummary(links: links, anchors: summary.headings.map(\.anchor)))
    }

    static func expectSame(_ text: [UInt8], context: String) {
        for (number, definition) in definitions.enumerated() {
            for chunkSize in [1, 48, 300, 4096] {
                let expected = whole(text, definition: definition, chunkSize: chunkSize)
                let found = BatchCheck(text: text, definition: definition, chunkSize: chunkSize)
                #expect(found.diagnostics == expected.diagnostics, "\(context), definition \(number), chunk size \(chunkSize)")
                #expect(found.links == expected.links, "\(context), definition \(number), chunk size \(chunkSize)")
            }
        }
        #expect(LinkSummary(text: text) == whole(text, definition: .builtIn).links, "\(context)")
    }

    @Test func fixturesCheckAsTheWholeAnalysis() {
        #expect(IncrementalAnalysisTests.documents.count >= 3)
        for (number, document) in IncrementalAnalysisTests.documents.enumerated() {
            Self.expectSame(document, context: "fixture \(number)")
        }
    }

    @Test(arguments: 0..<12)
    func randomDocumentsCheckAsTheWholeAnalysis(seed: Int) {
        let text = Self.randomDocument(seed: seed)
        Self.expectSame(text, context: "seed \(seed): \(String(decoding: text, as: UTF8.self).debugDescription)")
    }

    /// A document large enough to be parsed on one thread while it is
    /// validated on another (`ChunkPipeline`) finds the same.
    @Test func pipelinedCheckFindsTheSame() {
        let text = Self.randomDocument(seed: 99, size: 300_000)
        #expect(text.count >= 256 * 1024)
        for definition in Self.definitions {
            let expected = Self.whole(text, definition: definition)
            let found = BatchCheck(text: text, definition: definition)
            #expect(found.diagnostics == expected.diagnostics)
            #expect(found.links == expected.links)
        }
    }

    /// The parsing thread validating chunks too, every one or those it
    /// parses while the other thread is behind, finds the same: each
    /// thread reads list texts into readings of its own, and what is found
    /// is added in document order.
    @Test(arguments: [AnalysisEngine.Sharing.everyChunk, .byBacklog])
    func sharedValidationFindsTheSame(sharing: AnalysisEngine.Sharing) {
        let text = Self.randomDocument(seed: 98, size: 300_000)
        for definition in Self.definitions {
            let expected = Self.whole(text, definition: definition, chunkSize: 1024)
            let found = BatchCheck(text: text, definition: definition, chunkSize: 1024, sharing: sharing) { $0 }
            #expect(found.diagnostics == expected.diagnostics)
            #expect(found.links == expected.links)
        }
    }

    /// The random documents do show what is compared.
    @Test func randomDocumentsHaveProblemsAndLinks() {
        let found = BatchCheck(text: Self.randomDocument(seed: 0))
        let codes = Set(found.diagnostics.map(\.code))
        #expect(codes.contains(.ingredientIDOnDifferentTexts) && codes.contains(.textWithSeveralIngredientIDs))
        #expect(codes.contains(.partialParagraphAttribute))
        #expect(!found.links.links.isEmpty && found.links.anchors.contains("steps-1"))
    }
}

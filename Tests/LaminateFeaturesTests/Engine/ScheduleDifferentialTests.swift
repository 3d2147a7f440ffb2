import Foundation
import LaminateAttributes
import LaminateDialect
import Testing

@testable import LaminateFeatures

/// Every way the analysis is run gives the same problems in the same order
/// as the keystroke path's analysis of a freshly opened document (the tree
/// parsed, then its attribute lists and validation findings made from it):
/// an edit analysed from the version before it, a large document analysed
/// as it is parsed (the open schedule), and `laminate check`'s chunk by
/// chunk `BatchCheck`, on the corpus of `IncrementalAnalysisTests` and on
/// seeded random documents, under the built-in definition and the example
/// project's, with chunks of every size.
@Suite struct ScheduleDifferentialTests {
    static var documents: [[UInt8]] {
        IncrementalAnalysisTests.documents + (0..<4).map { BatchCheckTests.randomDocument(seed: 40 + $0, size: 6_000) }
    }

    /// The validator's problems of an analysis (no stale markings: they
    /// depend on a document's history of edits, which only typing has).
    static func problems(_ analysis: DocumentAnalysis) -> [Diagnostic] {
        AttributeValidator.validate(
            analysis.tree, attributeLists: analysis.attributeLists, definition: analysis.definition,
            findings: analysis.validationFindings)
    }

    @Test(arguments: [1, 48, 4096])
    func everyScheduleFindsWhatAFreshAnalysisFinds(chunkSize: Int) {
        #expect(Self.documents.count >= 4)
        for (definitionIndex, definition) in BatchCheckTests.definitions.enumerated() {
            for (index, text) in Self.documents.enumerated() {
                let context = "document \(index), definition \(definitionIndex), chunks of \(chunkSize)"
                let fresh = DocumentAnalysis(
                    tree: MarkdownParser.parse(text, chunkSize: chunkSize), lineIndex: LineIndex(text), definition: definition)
                let expected = Self.problems(fresh)

                // Typing: the document with its middle third missing, then
                // that third put back as one edit, analysed from it.
                let start = text.count / 3
                let end = 2 * text.count / 3
                var shortened = text
                shortened.removeSubrange(start..<end)
                let before = DocumentAnalysis(
                    tree: MarkdownParser.parse(shortened, chunkSize: chunkSize), lineIndex: LineIndex(shortened),
                    definition: definition)
                let typed = DocumentAnalysis(
                    text: text, definition: definition, reusing: before,
                    change: TextChange(oldRange: ByteRange(start, start), newCount: end - start))
                #expect(Self.problems(typed) == expected, "typing, \(context)")

                // Opening: lists read and spans validated while the parse goes on.
                let openedAnalysis = AnalysisEngine.opened(
                    text, lineIndex: nil, definition: definition, chunkSize: chunkSize, sharing: .byBacklog)
                #expect(Self.problems(openedAnalysis) == expected, "opening, \(context)")

                // Checking: a chunk at a time, never holding the tree.
                let checked = BatchCheck(text: text, definition: definition, chunkSize: chunkSize)
                #expect(checked.diagnostics == expected, "batch, \(context)")
            }
        }
    }
}

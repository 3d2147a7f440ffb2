import LaminateDialect
import LaminateFeatures
import Testing

/// Selection cases from `Tests/FeatureFixtures/selection-ranges.txt`: the
/// cursor is `$0`; the expected output is the chain, innermost first, one
/// range's source per line (line ends shown as ⏎).
@Suite struct SelectionRangesTests {
    static let file = RenderedCaseFile("selection-ranges.txt", render: render)
    static let cases = file.cases

    static func render(_ testCase: CursorCaseFile.Case) -> String {
        let document = CursorMarkedDocument(testCase.document)
        let analysis = DocumentAnalysis(text: document.bytes)
        let dump = SourcePositionDump(document.bytes)
        return SelectionRanges.chain(at: document.cursor, in: analysis).map(dump.quoted).joined(separator: "\n")
    }

    @Test func fixturesAreFound() { Self.file.expectCases(atLeast: 6) }

    @Test(arguments: cases) func selection(_ testCase: CursorCaseFile.Case) {
        Self.file.check(testCase)
    }

    @Test func record() { Self.file.recordIfAsked() }

    /// At every offset of every case each range strictly contains the one
    /// before and holds the cursor, and the last is the document.
    @Test(arguments: cases) func everyChainNests(_ testCase: CursorCaseFile.Case) {
        let bytes = CursorMarkedDocument(testCase.document).bytes
        let analysis = DocumentAnalysis(text: bytes)
        for offset in 0...bytes.count {
            let chain = SelectionRanges.chain(at: offset, in: analysis)
            #expect(chain.last == ByteRange(0, bytes.count))
            #expect(chain.first.map { $0.start <= offset && offset <= $0.end } == true, "offset \(offset)")
            for (inner, outer) in zip(chain, chain.dropFirst()) {
                #expect(outer.contains(inner) && outer != inner, "offset \(offset): \(inner) then \(outer)")
            }
        }
    }

    /// A chain deeper than the limit keeps its innermost ranges and the document.
    @Test func deepNestingIsCut() {
        let markdown = String(repeating: ">", count: 1_000) + " deep"
        let analysis = DocumentAnalysis(text: Array(markdown.utf8))
        let chain = SelectionRanges.chain(at: markdown.utf8.count - 1, in: analysis)
        #expect(chain.count == SelectionRanges.maximumDepth)
        #expect(chain.first == ByteRange(markdown.utf8.count - 4, markdown.utf8.count))
        #expect(chain.last == ByteRange(0, markdown.utf8.count))
    }
}

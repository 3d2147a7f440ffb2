import LaminateDialect
import LaminateFeatures
import Testing

/// Folding cases from `Tests/FeatureFixtures/folding-ranges.txt`: a
/// document, then `---`, then one line per region: its kind, its range
/// (`line:column`, from 1, in characters) and its first line's source.
@Suite struct FoldingRegionsTests {
    static let file = RenderedCaseFile("folding-ranges.txt", render: render)
    static let cases = file.cases

    static func render(_ testCase: CursorCaseFile.Case) -> String {
        let bytes = CursorMarkedDocument(testCase.document).bytes
        let analysis = DocumentAnalysis(text: bytes)
        let dump = SourcePositionDump(bytes)
        let lines = FoldingRegions.regions(in: analysis).map { region in
            let firstLineEnd = bytes[region.range.start...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) ?? bytes.count
            return "\(region.kind) \(dump.range(region.range)) \(dump.quoted(ByteRange(region.range.start, min(firstLineEnd, region.range.end))))"
        }
        return lines.isEmpty ? "(none)" : lines.joined(separator: "\n")
    }

    @Test func fixturesAreFound() { Self.file.expectCases(atLeast: 6) }

    @Test(arguments: cases) func folding(_ testCase: CursorCaseFile.Case) {
        Self.file.check(testCase)
    }

    @Test func record() { Self.file.recordIfAsked() }

    /// A limit keeps the first regions in document order, as the whole answer has them.
    @Test(arguments: cases) func aLimitKeepsTheFirstRegions(_ testCase: CursorCaseFile.Case) {
        let analysis = DocumentAnalysis(text: CursorMarkedDocument(testCase.document).bytes)
        let all = FoldingRegions.regions(in: analysis)
        #expect(all.map(\.range.start) == all.map(\.range.start).sorted())
        for limit in [0, 1, 2] { #expect(FoldingRegions.regions(in: analysis, limit: limit) == Array(all.prefix(limit))) }
    }
}

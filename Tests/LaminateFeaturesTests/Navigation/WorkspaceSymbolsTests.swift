import LaminateDialect
import LaminateFeatures
import Testing

/// `workspace/symbol` cases from `Tests/FeatureFixtures/workspace-symbols.txt`:
/// a first line `? QUERY`, then a small workspace (`@@ path` starts a
/// file); the expected output lists the symbols found, best first.
@Suite struct WorkspaceSymbolsTests {
    static let file = RenderedCaseFile("workspace-symbols.txt", render: render)
    static let cases = file.cases

    static func render(_ testCase: CursorCaseFile.Case) -> String {
        let lines = testCase.document.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let query = lines.first.map { String($0.dropFirst(2)) } ?? ""
        let workspaceCase = WorkspaceCase(lines.count > 1 ? String(lines[1]) : "")
        let items = WorkspaceSymbols.search(query, in: workspaceCase.workspace, limit: 8)
        guard !items.isEmpty else { return "none" }
        return items.map { item in
            "\(item.name) (\(describe(item.kind)), score \(item.score)) at \(workspaceCase.describe(item.range, in: item.path))"
        }.joined(separator: "\n")
    }

    static func describe(_ kind: WorkspaceSymbolItem.Kind) -> String {
        switch kind {
        case .heading(let level): "heading \(level)"
        case .ingredient(let id): "ingredient \(id)"
        case .linkDefinition: "link definition"
        case .attributeDefinition: "attribute definition"
        }
    }

    @Test func fixturesAreFound() { Self.file.expectCases(atLeast: 5) }

    @Test(arguments: cases) func symbols(_ testCase: CursorCaseFile.Case) { Self.file.check(testCase) }

    @Test func record() { Self.file.recordIfAsked() }

    /// The query's characters in order, case ignored; out of order, none.
    @Test(arguments: [
        ("crp", "Crêpes", true), ("CRS", "crêpes", true), ("crê", "CRÊPES", true), ("spc", "Crêpes", false),
        ("ê", "Crepes", false), ("バタ", "バター sauce", true), ("sc", "Sauce chaude", true), ("cs", "Sauce", false),
        ("sauce chaude", "Sauce chaude", true), ("", "anything", true),
    ])
    func subsequence(_ query: String, _ name: String, _ matches: Bool) {
        #expect((FuzzyMatch(query).score(name) != nil) == matches)
    }

    /// Word starts and a run of consecutive characters score higher than
    /// the same characters scattered.
    @Test func wordStartsAndRunsRankFirst() {
        let match = FuzzyMatch("sc")
        #expect(match.score("Sauce chaude")! > match.score("mascarpone")!)
        #expect(FuzzyMatch("sau").score("Sauce")! > FuzzyMatch("sau").score("s a u")!)
        #expect(FuzzyMatch("sauce").score("Sauce")! > FuzzyMatch("sauce").score("Sauces and dips")!)
        #expect(FuzzyMatch("cm").score("Chocolate Mousse")! > FuzzyMatch("cm").score("Crème")!)
    }

    /// At most `limit`, the best kept, the same whatever order files come in.
    @Test func limitKeepsTheBestInAFixedOrder() {
        var summaries: [String: FileSummary] = [:]
        for index in 0..<300 {
            summaries["/w/f\(index).md"] = FileSummary(text: Array("# Sauce \(index)\n# Other\n".utf8))
        }
        let workspace = WorkspaceFiles(summaries: summaries, roots: ["/w"])
        let found = WorkspaceSymbols.search("sauce", in: workspace, limit: 10)
        #expect(found.count == 10)
        #expect(found.allSatisfy { $0.name.hasPrefix("Sauce") })
        #expect(found.map(\.path) == found.map(\.path).sorted())
        #expect(WorkspaceSymbols.search("", in: workspace).count == WorkspaceSymbols.defaultLimit)
    }
}

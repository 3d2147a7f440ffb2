import LaminateDialect
import Testing

@testable import LaminateFeatures

/// A document's anchors are indexed for "did you mean" only once a
/// fragment names none of them: a document whose fragments all name an
/// anchor keeps no index while it is edited, and one with a broken
/// fragment builds it once and gets the same suggestion as before.
@Suite struct AnchorSuggestionsOnDemandTests {
    static let path = "/w/doc.md"

    static func table(_ text: String, reusing previous: LinkTable? = nil) -> LinkTable {
        let bytes = Array(text.utf8)
        let analysis = DocumentAnalysis(tree: MarkdownParser.parse(bytes, chunkSize: 64), lineIndex: LineIndex(bytes))
        return LinkTable(analysis, path: Self.path, roots: ["/w"], reusing: previous)
    }

    static func recipes(_ link: (Int) -> String) -> String {
        (0..<40).map { "# Recipe \($0)\n\n## Ingredients\n\nSee \(link($0)) and [top](#recipe-0).\n" }.joined(separator: "\n")
    }

    @Test func fragmentsThatAllNameAnAnchorBuildNoIndex() {
        let text = Self.recipes { $0 == 0 ? "[the list](#ingredients)" : "[the list](#ingredients-\($0))" }
        let table = Self.table(text)
        let problems = LinkProblems(table, targets: LinkTargets(roots: ["/w"]))
        #expect(problems.diagnostics.isEmpty)
        // Typed into: the next table and its check keep building none.
        let typed = Self.table(
            text.replacingOccurrences(of: "See [the list](#ingredients-20)", with: "Sxee [the list](#ingredients-20)"), reusing: table)
        let next = LinkProblems(typed, targets: LinkTargets(roots: ["/w"]), reusing: problems)
        #expect(next.diagnostics.isEmpty)
        #expect(typed.suggestions === table.suggestions)
        #expect(!table.suggestions.isBuilt)
    }

    @Test func aBrokenFragmentBuildsTheIndexOnceAndIsAnsweredAsBefore() {
        let text = Self.recipes { $0 == 7 ? "[the list](#ingredints-7)" : "[the list](#recipe-\($0))" }
        let table = Self.table(text)
        #expect(!table.suggestions.isBuilt)
        let problems = LinkProblems(table, targets: LinkTargets(roots: ["/w"]))
        #expect(table.suggestions.isBuilt)
        #expect(problems.diagnostics.map(\.code) == [.unknownLinkFragment])
        #expect(problems.diagnostics.first?.message.contains("ingredients-7") == true)
        #expect(
            problems.diagnostics == LinkDiagnostics.check(FileSummary(text: Array(text.utf8)), path: Self.path, targets: LinkTargets(roots: ["/w"])))
        // The index built is the one later checks of the same headings use.
        let index = table.suggestions.index
        let typed = Self.table(text.replacingOccurrences(of: "See [the list](#recipe-20)", with: "Sxee [the list](#recipe-20)"), reusing: table)
        _ = LinkProblems(typed, targets: LinkTargets(roots: ["/w"]), reusing: problems)
        #expect(typed.suggestions.index === index)
    }
}

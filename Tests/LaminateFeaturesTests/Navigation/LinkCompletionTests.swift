import LaminateDialect
import LaminateFeatures
import Testing

/// Link completion cases from `Tests/FeatureFixtures/link-completion.txt`:
/// a small workspace (`@@ path` starts a file) with the cursor `$0`; the
/// expected output lists each suggestion with the range it replaces, or
/// `none` where link completion offers nothing.
@Suite struct LinkCompletionTests {
    static let file = RenderedCaseFile("link-completion.txt", render: render)
    static let cases = file.cases

    static func render(_ testCase: CursorCaseFile.Case) -> String {
        let workspaceCase = WorkspaceCase(testCase.document)
        let path = workspaceCase.currentPath
        let analysis = DocumentAnalysis(text: workspaceCase.text(of: path))
        // The server awaits the workspace's files exactly when this says so.
        let inLink = LinkCompletion.isInLink(at: workspaceCase.cursor, in: analysis)
        var askedForWorkspace = false
        let result = LinkCompletion.suggestions(
            at: workspaceCase.cursor, in: analysis, path: path,
            workspace: {
                askedForWorkspace = true
                return workspaceCase.workspace
            })
        #expect(askedForWorkspace == inLink, "the workspace is asked for exactly in a link: \(testCase)")
        guard let result else { return "none" }
        var lines = result.suggestions.map { suggestion in
            "\(suggestion.label) → \"\(suggestion.newText)\" (\(suggestion.kind)\(suggestion.detail.map { ", " + $0 } ?? ""))"
                + " replacing \(workspaceCase.describe(suggestion.range, in: path))"
        }
        if lines.isEmpty { lines = ["empty"] }
        if result.isIncomplete { lines.append("incomplete") }
        return lines.joined(separator: "\n")
    }

    @Test func fixturesAreFound() { Self.file.expectCases(atLeast: 8) }

    @Test(arguments: cases) func linkCompletion(_ testCase: CursorCaseFile.Case) { Self.file.check(testCase) }

    @Test func record() { Self.file.recordIfAsked() }

    /// Past `maximumFiles` paths the list is cut and says so.
    @Test func manyFilesAreCut() {
        var summaries: [String: FileSummary] = [:]
        for index in 0..<(LinkCompletion.maximumFiles + 50) {
            summaries["/w/notes/n\(index).md"] = FileSummary(text: [])
        }
        let text = Array("[x](no".utf8)
        summaries["/w/doc.md"] = FileSummary(text: text)
        let result = LinkCompletion.suggestions(
            at: text.count, in: DocumentAnalysis(text: text), path: "/w/doc.md",
            workspace: { WorkspaceFiles(summaries: summaries, roots: ["/w"]) })
        #expect(result?.suggestions.count == LinkCompletion.maximumFiles)
        #expect(result?.isIncomplete == true)
    }
}

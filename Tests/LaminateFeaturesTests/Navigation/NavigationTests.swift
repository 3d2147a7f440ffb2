import LaminateDialect
import LaminateFeatures
import Testing

/// Navigation cases from `Tests/FeatureFixtures/navigation.txt`: small
/// workspaces (`@@ path` starts a file) with the cursor `$0`; the expected
/// output names the symbol under the cursor, its definition, every
/// reference in the workspace (declarations marked) and the highlights in
/// the cursor's file.
@Suite struct NavigationTests {
    static let file = RenderedCaseFile("navigation.txt", render: render)
    static let cases = file.cases

    static func render(_ testCase: CursorCaseFile.Case) -> String {
        let workspaceCase = WorkspaceCase(testCase.document)
        let path = workspaceCase.currentPath
        guard let found = workspaceCase.current.symbol(at: workspaceCase.cursor, path: path, in: workspaceCase.workspace) else {
            return "no symbol"
        }
        var lines = ["symbol: \(describe(found.symbol)) on \(workspaceCase.describe(found.range, in: path))"]
        if let target = NavigationDefinitions.target(of: found.symbol, from: path, in: workspaceCase.workspace) {
            lines.append(
                "definition: \(workspaceCase.describe(target.range, in: target.path))"
                    + " selecting \(workspaceCase.describe(target.selectionRange, in: target.path))")
        } else {
            lines.append("definition: none")
        }
        lines.append("references:")
        for occurrence in NavigationReferences.occurrences(of: found.symbol, in: workspaceCase.workspace, includeDeclaration: true) {
            lines.append("  " + workspaceCase.describe(occurrence.range, in: occurrence.path) + (occurrence.isDeclaration ? " declaration" : ""))
        }
        let withoutDeclarations = NavigationReferences.occurrences(of: found.symbol, in: workspaceCase.workspace, includeDeclaration: false)
        lines.append("without declarations: \(withoutDeclarations.count)")
        lines.append("highlights:")
        for occurrence in NavigationReferences.occurrences(
            of: found.symbol, inFile: path, summary: workspaceCase.current,
            workspace: workspaceCase.workspace)
        {
            lines.append("  " + workspaceCase.describe(occurrence.range, in: path) + (occurrence.isDeclaration ? " declaration" : ""))
        }
        return lines.joined(separator: "\n")
    }

    static func describe(_ symbol: NavigationSymbol) -> String {
        switch symbol {
        case .ingredient(let id): "ingredient \(id)"
        case .label(let label, let file): "label \"\(label)\" of \(WorkspaceCase.shortPath(file))"
        case .heading(let anchor, let file): "heading #\(anchor) of \(WorkspaceCase.shortPath(file))"
        case .file(let file): "file \(WorkspaceCase.shortPath(file))"
        }
    }

    @Test func fixturesAreFound() { Self.file.expectCases(atLeast: 10) }

    @Test(arguments: cases) func navigation(_ testCase: CursorCaseFile.Case) {
        Self.file.check(testCase)
    }

    @Test func record() { Self.file.recordIfAsked() }

    /// At every offset of every case, whatever is found lies in the file and
    /// every result range is inside its file.
    @Test(arguments: cases) func everyOffsetAnswersInsideTheFiles(_ testCase: CursorCaseFile.Case) {
        let workspaceCase = WorkspaceCase(testCase.document)
        for (path, text) in workspaceCase.files {
            let summary = workspaceCase.workspace[path]!
            for offset in 0...text.count {
                guard let found = summary.symbol(at: offset, path: path, in: workspaceCase.workspace) else { continue }
                #expect(found.range.end <= text.count)
                for occurrence in NavigationReferences.occurrences(of: found.symbol, in: workspaceCase.workspace, includeDeclaration: true) {
                    #expect(occurrence.range.end <= workspaceCase.text(of: occurrence.path).count)
                }
                if let target = NavigationDefinitions.target(of: found.symbol, from: path, in: workspaceCase.workspace) {
                    #expect(target.range.contains(target.selectionRange))
                }
            }
        }
    }
}

import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import Testing

/// Rename cases from `Tests/FeatureFixtures/rename.txt`: a first line
/// `→ NEW NAME`, then a small workspace (`@@ path` starts a file) with the
/// cursor `$0`. The expected output names what `prepareRename` selects and
/// then either why the rename is refused or, for every file it edits
/// (`@@ path`), the file's whole text after the edits.
@Suite struct RenameTests {
    static let file = RenderedCaseFile("rename.txt", render: render)
    static let cases = file.cases

    /// A case's new name and workspace.
    static func parse(_ testCase: CursorCaseFile.Case) -> (newName: String, workspace: WorkspaceCase) {
        let lines = testCase.document.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let newName = lines.first.map { String($0.dropFirst(2)) } ?? ""
        return (newName, WorkspaceCase(lines.count > 1 ? String(lines[1]) : ""))
    }

    static func rename(_ workspaceCase: WorkspaceCase, to newName: String)
        -> (target: RenameTarget, result: Result<[String: [SourceEdit]], RenameRefusal>)?
    {
        let path = workspaceCase.currentPath
        guard
            let target = NavigationRename.target(
                at: workspaceCase.cursor, path: path, text: workspaceCase.text(of: path),
                in: workspaceCase.workspace)
        else { return nil }
        let result = Result { () throws(RenameRefusal) in
            try NavigationRename.edits(
                renaming: target.symbol, to: newName, in: workspaceCase.workspace,
                text: { path in workspaceCase.files.first { $0.path == path }?.text })
        }
        return (target, result)
    }

    static func applied(_ edits: [SourceEdit], to text: [UInt8]) -> [UInt8] {
        var result = text
        for edit in edits.sorted(by: { $0.range.start > $1.range.start }) {
            result.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
        }
        return result
    }

    static func render(_ testCase: CursorCaseFile.Case) -> String {
        let (newName, workspaceCase) = parse(testCase)
        guard let (target, result) = rename(workspaceCase, to: newName) else { return "nothing to rename" }
        var lines = ["prepare: \(workspaceCase.describe(target.range, in: workspaceCase.currentPath)) placeholder \"\(target.placeholder)\""]
        switch result {
        case .failure(let refusal):
            lines.append("refused (\(refusal.kind)): \(refusal.message)")
        case .success(let edits):
            for path in edits.keys.sorted() {
                lines.append("@@ " + WorkspaceCase.shortPath(path))
                lines.append(
                    String(decoding: applied(edits[path]!, to: workspaceCase.text(of: path)), as: UTF8.self)
                        .trimmingCharacters(in: .newlines))
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test func fixturesAreFound() { Self.file.expectCases(atLeast: 10) }

    @Test(arguments: cases) func rename(_ testCase: CursorCaseFile.Case) { Self.file.check(testCase) }

    @Test func record() { Self.file.recordIfAsked() }

    /// The issue's proof: the workspace the edits make has the index of the
    /// expected texts (every file, edited or not), and the renamed symbol is
    /// named in as many places as before.
    @Test(arguments: cases) func renamedWorkspaceHasTheExpectedIndex(_ testCase: CursorCaseFile.Case) throws {
        let (newName, workspaceCase) = Self.parse(testCase)
        guard let (target, result) = Self.rename(workspaceCase, to: newName), case .success(let edits) = result else { return }
        let expected = WorkspaceCase(testCase.expected.split(separator: "\n", maxSplits: 1).dropFirst().joined())
        var renamed: [String: FileSummary] = [:]
        for (path, text) in workspaceCase.files {
            let after = Self.applied(edits[path] ?? [], to: text)
            renamed[path] = FileSummary(text: after)
            let expectedSummary = edits[path] == nil ? workspaceCase.workspace[path] : expected.workspace[path]
            #expect(renamed[path] == expectedSummary, "\(path)")
        }
        let renamedWorkspace = WorkspaceFiles(summaries: renamed, roots: [WorkspaceCase.root])
        let before = NavigationReferences.occurrences(of: target.symbol, in: workspaceCase.workspace, includeDeclaration: true)
        let newSymbol: NavigationSymbol
        var alreadyNamed = 0
        switch target.symbol {
        case .ingredient:
            let id = try #require(Int(newName))
            newSymbol = .ingredient(id)
            alreadyNamed = NavigationReferences.occurrences(of: newSymbol, in: workspaceCase.workspace, includeDeclaration: true).count
        case .label(let label, let file):
            let index = try #require(workspaceCase.workspace[file]!.labelDefinitions.firstIndex { $0.label == label })
            newSymbol = .label(renamed[file]!.labelDefinitions[index].label, file: file)
        case .heading(let anchor, let file):
            let index = try #require(workspaceCase.workspace[file]!.headings.firstIndex { $0.anchor == anchor })
            newSymbol = .heading(anchor: renamed[file]!.headings[index].anchor, file: file)
        case .file:
            Issue.record("a file was renamed")
            return
        }
        let after = NavigationReferences.occurrences(of: newSymbol, in: renamedWorkspace, includeDeclaration: true)
        #expect(after.count == before.count + alreadyNamed, "\(newSymbol)")
    }

    /// At every offset of every case's files: what prepare names lies in
    /// the file and holds the offset (or the character before it), and the
    /// edits of a rename there stay inside their files without overlapping.
    @Test(arguments: cases) func everyOffsetRenamesInsideTheFiles(_ testCase: CursorCaseFile.Case) {
        let (newName, workspaceCase) = Self.parse(testCase)
        for (path, text) in workspaceCase.files {
            for offset in 0...text.count {
                guard let target = NavigationRename.target(at: offset, path: path, text: text, in: workspaceCase.workspace) else {
                    continue
                }
                #expect(target.range.end <= text.count)
                #expect(target.range.start <= offset && offset - 1 <= target.range.end, "\(path) at \(offset)")
                guard
                    let edits = try? NavigationRename.edits(
                        renaming: target.symbol, to: newName, in: workspaceCase.workspace,
                        text: { file in workspaceCase.files.first { $0.path == file }?.text })
                else { continue }
                for (file, fileEdits) in edits {
                    #expect(fileEdits.last.map { $0.range.end <= workspaceCase.text(of: file).count } ?? true)
                    for (edit, next) in zip(fileEdits, fileEdits.dropFirst()) {
                        #expect(edit.range.end <= next.range.start, "\(file): \(edit.range) and \(next.range)")
                    }
                }
            }
        }
    }
}

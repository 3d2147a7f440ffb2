import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import Testing

/// Renamed files and folders from `Tests/FeatureFixtures/file-moves.txt`:
/// first lines `→ OLD -> NEW` (paths under `/w/`, files or folders), then a
/// small workspace (`@@ path` starts a file). The expected output is, for
/// every file the rename edits (`@@ old path`), the file's whole text after
/// the edits, or `no edits`.
@Suite struct FileMoveTests {
    static let file = RenderedCaseFile("file-moves.txt", render: render)
    static let cases = file.cases

    static func parse(_ testCase: CursorCaseFile.Case) -> (moves: FileMoves, workspace: WorkspaceCase) {
        var moves: [FileMoves.Move] = []
        var rest: [Substring] = []
        for line in testCase.document.split(separator: "\n", omittingEmptySubsequences: false) {
            if rest.isEmpty, line.hasPrefix("→ "), let arrow = line.range(of: " -> ") {
                moves.append(
                    .init(
                        from: WorkspaceCase.root + "/" + line[line.index(line.startIndex, offsetBy: 2)..<arrow.lowerBound],
                        to: WorkspaceCase.root + "/" + line[arrow.upperBound...]))
            } else {
                rest.append(line)
            }
        }
        return (FileMoves(moves), WorkspaceCase(rest.joined(separator: "\n")))
    }

    static func edits(_ moves: FileMoves, _ workspaceCase: WorkspaceCase) -> [String: [SourceEdit]] {
        LinkRewrites.edits(for: moves, in: workspaceCase.workspace) { path in
            workspaceCase.files.first { $0.path == path }?.text
        }
    }

    static func render(_ testCase: CursorCaseFile.Case) -> String {
        let (moves, workspaceCase) = parse(testCase)
        let edits = edits(moves, workspaceCase)
        guard !edits.isEmpty else { return "no edits" }
        var lines: [String] = []
        for path in edits.keys.sorted() {
            lines.append("@@ " + WorkspaceCase.shortPath(path))
            lines.append(
                String(decoding: RenameTests.applied(edits[path]!, to: workspaceCase.text(of: path)), as: UTF8.self)
                    .trimmingCharacters(in: .newlines))
        }
        return lines.joined(separator: "\n")
    }

    @Test func fixturesAreFound() { Self.file.expectCases(atLeast: 8) }

    @Test(arguments: cases) func moves(_ testCase: CursorCaseFile.Case) { Self.file.check(testCase) }

    @Test func record() { Self.file.recordIfAsked() }

    /// The point of it all: in the workspace as it is after the edits and
    /// the moves, every written link leads where it led before (to the
    /// same file, at its new place), with the same fragment.
    @Test(arguments: cases) func linksLeadWhereTheyLed(_ testCase: CursorCaseFile.Case) {
        let (moves, workspaceCase) = Self.parse(testCase)
        let edits = Self.edits(moves, workspaceCase)
        var after: [String: FileSummary] = [:]
        for (path, text) in workspaceCase.files {
            after[moves.destination(of: path) ?? path] = FileSummary(text: RenameTests.applied(edits[path] ?? [], to: text))
        }
        let moved = WorkspaceFiles(summaries: after, roots: [WorkspaceCase.root])
        for (path, _) in workspaceCase.files {
            let newPath = moves.destination(of: path) ?? path
            let before = workspaceCase.workspace[path]!.links.filter(\.isWritten)
            let now = moved[newPath]!.links.filter(\.isWritten)
            #expect(before.count == now.count, "\(path)")
            for (old, new) in zip(before, now) {
                guard case .local(let oldPath, let oldFragment)? = old.destination,
                    case .local(let newLinked, let newFragment)? = new.destination
                else {
                    #expect(old.destination == new.destination, "\(path)")
                    continue
                }
                let oldTarget = workspaceCase.workspace.resolve(oldPath, from: path)
                let expected = oldTarget.map { moves.destination(of: $0) ?? $0 }
                #expect(moved.resolve(newLinked, from: newPath) == expected, "\(path): \(oldPath) -> \(newLinked)")
                #expect(oldFragment == newFragment, "\(path)")
            }
        }
    }

}

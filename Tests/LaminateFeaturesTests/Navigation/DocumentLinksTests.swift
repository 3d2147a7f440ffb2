import LaminateDialect
import LaminateFeatures
import Testing

/// Document link cases from `Tests/FeatureFixtures/document-links.txt`: the
/// document is `/w/doc.md` in the workspace folder `/w`; each link as its
/// source → its target (a file path with `#fragment`, or a URL).
@Suite struct DocumentLinksTests {
    static let file = RenderedCaseFile("document-links.txt", render: render)
    static let cases = file.cases

    static func render(_ testCase: CursorCaseFile.Case) -> String {
        let workspaceCase = WorkspaceCase(testCase.document)
        let dump = SourcePositionDump(workspaceCase.text(of: workspaceCase.currentPath))
        return DocumentLinks.links(in: workspaceCase.current, path: workspaceCase.currentPath, workspace: workspaceCase.workspace)
            .map { link in
                let target =
                    switch link.target {
                    case .url(let url): url
                    case .file(let path, let fragment): path + (fragment.map { "#" + $0 } ?? "")
                    }
                return "\(dump.quoted(link.range)) → \(target)"
            }.joined(separator: "\n")
    }

    @Test func fixturesAreFound() { Self.file.expectCases(atLeast: 3) }

    @Test(arguments: cases) func links(_ testCase: CursorCaseFile.Case) {
        Self.file.check(testCase)
    }

    @Test func record() { Self.file.recordIfAsked() }

    /// A document that is not a file (an `untitled:` buffer) has links to
    /// its own headings, and none to files relative to it.
    @Test func documentThatIsNotAFile() {
        let summary = FileSummary(text: Array("# Top\n[up](#top) [x](x.md) <https://a.b>\n".utf8))
        let path = "untitled:Untitled-1"
        let workspace = WorkspaceFiles(summaries: [path: summary])
        let targets = DocumentLinks.links(in: summary, path: path, workspace: workspace).map(\.target)
        #expect(targets == [.file(path: path, fragment: "top"), .url("https://a.b")])
        let found = summary.symbol(at: 8, path: path, in: workspace)
        #expect(found?.symbol == .heading(anchor: "top", file: path))
    }

    @Test(arguments: [
        ("a.md", "/w/d/doc.md", "/w/d/a.md"), ("../a.md", "/w/d/doc.md", "/w/a.md"), ("./x/./y/../z.md", "/w/doc.md", "/w/x/z.md"),
        ("../../../../a.md", "/w/doc.md", "/a.md"), ("/a.md", "/w/d/doc.md", "/w/a.md"), ("", "/w/doc.md", "/w/doc.md"),
    ])
    func pathsResolve(_ relative: String, _ document: String, _ expected: String) {
        #expect(LinkPath.resolve(relative, from: document, root: "/w") == expected)
    }

    @Test(arguments: [("/w/a/b.md", "/w/doc.md", "a/b.md"), ("/w/x.md", "/w/d/e/doc.md", "../../x.md"), ("/w/d/x.md", "/w/d/doc.md", "x.md")])
    func relativePaths(_ target: String, _ document: String, _ expected: String) {
        #expect(LinkPath.relative(target, from: document) == expected)
    }

    @Test(arguments: [
        ("https://x.y", LinkDestination.external("https://x.y")), ("mailto:a@b", .external("mailto:a@b")),
        ("C:/x.md", .local(path: "C:/x.md", fragment: nil)), ("#", .local(path: "", fragment: nil)),
        ("a%2Fb%zz%e6%97%a5.md#Frag", .local(path: "a/b%zz日.md", fragment: "Frag")),
    ])
    func destinations(_ written: String, _ expected: LinkDestination) {
        #expect(LinkDestination(written) == expected)
    }
}

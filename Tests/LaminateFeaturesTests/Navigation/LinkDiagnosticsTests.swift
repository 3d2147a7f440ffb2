import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import Testing

/// Link diagnostic cases from `Tests/FeatureFixtures/link-diagnostics.txt`:
/// small workspaces (`@@ path` starts a file; a file that is not Markdown
/// exists and is empty, and every folder holding a file exists); each
/// problem of the first file as `code range "source": message`, with its
/// fixes.
@Suite struct LinkDiagnosticsTests {
    static let file = RenderedCaseFile("link-diagnostics.txt", render: render)
    static let cases = file.cases

    static func render(_ testCase: CursorCaseFile.Case) -> String {
        let workspaceCase = WorkspaceCase(testCase.document)
        let path = workspaceCase.files[0].path
        let dump = SourcePositionDump(workspaceCase.text(of: path))
        let diagnostics = LinkDiagnostics.check(workspaceCase.workspace[path]!, path: path, targets: targets(of: workspaceCase))
        return diagnostics.map { diagnostic in
            var lines = [
                "\(diagnostic.code.rawValue) \(diagnostic.severity.rawValue) \(dump.range(diagnostic.range)) "
                    + "\(dump.quoted(diagnostic.range)): \(diagnostic.message)"
            ]
            for fix in diagnostic.fixes {
                let edits = fix.edits.map { "\(dump.range($0.range)) → \"\($0.replacement)\"" }.joined(separator: ", ")
                lines.append("  fix\(fix.isPreferred ? " (preferred)" : ""): \(fix.title): \(edits)")
            }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// The case's Markdown files with their headings; its other files and
    /// every folder as existing; every folder's names, and which of them
    /// are folders, for file-name and path suggestions.
    static func targets(of workspaceCase: WorkspaceCase) -> LinkTargets {
        var summaries: [String: FileSummary] = [:]
        var existing = Set<String>()
        var names: [String: Set<String>] = [:]
        var folderNames: [String: Set<String>] = [:]
        for (path, _) in workspaceCase.files {
            if path.hasSuffix(".md") { summaries[path] = workspaceCase.workspace[path] } else { existing.insert(path) }
            var child = path
            var folder = LinkPath.directory(of: path)
            while child != "/" {
                let name = String(child.dropFirst(folder.count).drop { $0 == "/" })
                names[folder, default: []].insert(name)
                if child != path { folderNames[folder, default: []].insert(name) }
                if folder != "/" { existing.insert(folder) }
                child = folder
                folder = LinkPath.directory(of: folder)
            }
        }
        var targets = LinkTargets(files: WorkspaceFiles(summaries: summaries, roots: [WorkspaceCase.root]), existing: existing)
        targets.folders = Dictionary(
            uniqueKeysWithValues: names.map { ($0.key, FileNameSuggestions($0.value, folders: Array(folderNames[$0.key] ?? []))) })
        return targets
    }

    @Test func fixturesAreFound() { Self.file.expectCases(atLeast: 6) }

    @Test(arguments: cases) func diagnostics(_ testCase: CursorCaseFile.Case) {
        Self.file.check(testCase)
    }

    @Test func record() { Self.file.recordIfAsked() }

    /// The files to look up are the written links' targets, resolved, each
    /// once, without the document itself or URLs.
    @Test func targetsToLookUp() {
        let summary = FileSummary(text: Array("[a](a.md) [b](../b.png#x) [a2](a.md#y) [self](#top) [u](https://x.y) [r][r]\n\n[r]: c.md\n".utf8))
        #expect(LinkDiagnostics.targets(of: summary, path: "/w/d/doc.md", roots: ["/w"]) == ["/w/d/a.md", "/w/b.png", "/w/d/c.md"])
    }

    /// A document that is not a file checks only its own fragments: its
    /// relative links lead to nothing that can be looked up.
    @Test func documentThatIsNotAFile() {
        let summary = FileSummary(text: Array("# Top\n[up](#top) [down](#bottom) [x](x.md)\n".utf8))
        let path = "untitled:Untitled-1"
        let diagnostics = LinkDiagnostics.check(summary, path: path, targets: LinkTargets(files: WorkspaceFiles()))
        #expect(diagnostics.map(\.code) == [.unknownLinkFragment])
    }

    /// The link table, made afresh or from an earlier version's (sharing
    /// every chunk an edit left alone), has the written links and anchors a
    /// whole summary has, so link diagnostics read from it equal those
    /// read from the summary.
    @Test(arguments: [0, 1, 2, 3])
    func linkTableEqualsTheSummaryAcrossEdits(_ seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed) &+ 0x11_4B)
        let pieces = [
            "# Sauce\n\n", "## Sauce\n\n", "See [a](b.md#sauce) and [c](#sauce-1).\n\n", "![x](img.png)\n\n",
            "[d]: other.md#top\n\n", "`[no](code.md)` <https://x.y>\n\n", "> [q](#q)\n> # Q\n\n", "😀 バター\n\n",
        ]
        var text: [UInt8] = []
        while text.count < 20_000 { text += Array(pieces[Int(generator.next() % UInt64(pieces.count))].utf8) }
        var analysis = DocumentAnalysis(text: text)
        let path = "/w/doc.md"
        var table = LinkTable(analysis, path: path, roots: ["/w"])
        for _ in 0..<20 {
            let at = Int(generator.next() % UInt64(text.count + 1))
            let insertion = Array(pieces[Int(generator.next() % UInt64(pieces.count))].utf8)
            let deleted = min(Int(generator.next() % 40), text.count - at)
            text.replaceSubrange(at..<(at + deleted), with: insertion)
            analysis = DocumentAnalysis(text: text, reusing: analysis)
            table = LinkTable(analysis, path: path, roots: ["/w"], reusing: table)
            let summary = FileSummary(analysis)
            #expect(Array(table.links) == summary.links.filter { $0.isWritten && $0.kind != .autolink && $0.destination?.localPath != nil })
            #expect(table.anchors == summary.headings.map(\.anchor))
            #expect(table.targets == LinkDiagnostics.targets(of: summary, path: path, roots: ["/w"]))
            let targets = LinkTargets(anchors: ["/w/b.md": ["sauce"]], roots: ["/w"])
            #expect(LinkDiagnostics.check(table, targets: targets) == LinkDiagnostics.check(summary, path: path, targets: targets))
        }
    }

    /// The fix puts the anchor where the fragment was, and the link then
    /// passes.
    @Test func fixRepairsTheLink() throws {
        let text = Array("# Crème brûlée\n\n[dessert](#crème-brulée)\n".utf8)
        let path = "/w/doc.md"
        let diagnostic = try #require(
            LinkDiagnostics.check(
                FileSummary(text: text), path: path,
                targets: LinkTargets(files: WorkspaceFiles())
            ).first)
        let edit = try #require(diagnostic.fixes.first?.edits.first)
        let fixed = Array(text[..<edit.range.start]) + Array(edit.replacement.utf8) + Array(text[edit.range.end...])
        #expect(LinkDiagnostics.check(FileSummary(text: fixed), path: path, targets: LinkTargets(files: WorkspaceFiles())).isEmpty)
    }

    /// A long document's links are checked in shares, each missing file's
    /// name found once for them all: every link gets the suggestion it gets
    /// in a short document, checked in one.
    @Test func missingFilesInManyLinks() {
        let path = "/w/doc.md"
        let folder = FileNameSuggestions(["guide.md", "chapter-1.md", "chapter-12.md", "Notes.md"])
        let targets = LinkTargets(existing: ["/w/guide.md"], roots: ["/w"], folders: ["/w": folder])
        let lines = (0..<1_500).map { "[\($0)](\(["gide.md", "chapter-2.md", "notes.md", "gone.md", "guide.md"][$0 % 5]))\n" }
        let all = LinkDiagnostics.check(FileSummary(text: Array(lines.joined().utf8)), path: path, targets: targets)
        let few = LinkDiagnostics.check(FileSummary(text: Array(lines.prefix(5).joined().utf8)), path: path, targets: targets)
        #expect(few.count == 4 && all.count == 1_200)
        #expect(few.map { $0.fixes.first?.title } == ["Change to 'guide.md'", "Change to 'chapter-1.md'", "Change to 'Notes.md'", nil])
        for (index, diagnostic) in all.enumerated() {
            #expect(diagnostic.message == few[index % 4].message && diagnostic.fixes.map(\.title) == few[index % 4].fixes.map(\.title))
        }
    }

    /// A long document's broken fragments (of itself and of another file)
    /// are told apart and looked up in buckets, on every core: every link
    /// gets the diagnostic it gets checked alone, which looks its fragment
    /// up by itself.
    @Test func brokenFragmentsInManyLinks() {
        let path = "/w/doc.md"
        var random = SplitMix64(seed: 0x5EED)
        let words = ["setup", "usage", "notes", "crème", "日本", "install", "faq", "api", "errors", "limits"]
        func phrase() -> String { (0...(random.next() % 3)).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: "-") }
        var slugger = HeadingSlugger()
        let headings = (0..<300).map { _ in phrase() }
        let anchors = headings.map { slugger.slug(base: $0) }
        let otherAnchors = (0..<200).map { "other-\($0)-" + phrase() }
        func typo(_ anchor: String) -> String {
            var scalars = Array(anchor.unicodeScalars)
            scalars.remove(at: Int(random.next() % UInt64(scalars.count)))
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            return text
        }
        let lines = (0..<2_000).map { index -> String in
            switch random.next() % 5 {
            case 0: return "[\(index)](#\(typo(anchors[Int(random.next() % 300)])))\n"
            case 1: return "[\(index)](other.md#\(typo(otherAnchors[Int(random.next() % 200)])))\n"
            case 2: return "[\(index)](#\(phrase())-\(random.next() % 50))\n"
            case 3: return "[\(index)](#\(anchors[Int(random.next() % 300)]))\n"
            default: return "[\(index)](gone-\(random.next() % 30).md)\n"
            }
        }
        let links = FileSummary(text: Array(lines.joined().utf8)).links
        let folder = FileNameSuggestions((0..<10).map { "gone-\($0)x.md" })
        let targets = LinkTargets(anchors: ["/w/other.md": otherAnchors], roots: ["/w"], folders: ["/w": folder])
        let all = LinkDiagnostics.check(links: links, anchors: anchors, path: path, targets: targets)
        let alone = links.flatMap { LinkDiagnostics.check(links: [$0], anchors: anchors, path: path, targets: targets) }
        #expect(links.count == 2_000 && all.count > 1_000)
        #expect(all == alone)
    }

    /// How many edits a fragment may be from an anchor follows its length
    /// in characters (counted bytes when it is plain ASCII): carriage
    /// returns before line feeds, accents as marks, emoji sequences, CJK,
    /// at and around 32 characters (where the allowance stops growing).
    @Test func fragmentDistanceCountsCharacters() {
        var keys = (0..<40).map { String(repeating: "a", count: $0) }
        for count in [30, 31, 32, 33] {
            keys += [
                String(repeating: "a", count: count) + "\u{301}", String(repeating: "a", count: count) + "\r\n",
                String(repeating: "\r\n", count: count), String(repeating: "e\u{301}", count: count),
                String(repeating: "👩‍👩‍👧", count: count), String(repeating: "日本", count: count / 2), "\r" + String(repeating: "a", count: count),
            ]
        }
        keys.append(String(repeating: "step-", count: 20_000))
        for key in keys {
            #expect(LinkDiagnostics.fragmentDistance(key) == max(2, min(16, key.count / 2)), "\(key.unicodeScalars.count) scalars")
        }
    }
}

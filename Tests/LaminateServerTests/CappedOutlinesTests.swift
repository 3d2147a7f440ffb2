import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import LaminateProtocol
import Testing

@testable import LaminateServer

/// The server caps a document's problems from their outlines, making whole
/// only those it shows (`DiagnosticsCap.capped(_:then:limit:)`): what
/// it publishes is exactly what capping every problem, made whole, gave.
struct CappedOutlinesTests {
    /// Documents with problems of every kind the server publishes: one
    /// chunk's problems, those only the whole document shows (one
    /// ingredient id on two texts, with related places), emoji before
    /// them (the encodings differ), and problems at one place.
    static let documents: [String] = [
        ServerLimitsTests.manyProblems,
        String(repeating: "😀 ^[milk](ingredient: 1, colour: 1) and ^[cream](ingredient: 1)\n\n", count: 40)
            + String(repeating: "^[b](alignment: \"centre\", kern: \"x\")\n\n", count: 30),
        String(repeating: "[^x]: y\n^[a](x: 1)\n\n^[a](ingredient: 2)^[b](ingredient: 2)\n\n", count: 25)
            + "[a]: <x> \"t\"\n^[z][lab]\n\n[lab]: ^(colour: 1)\n",
    ]

    /// Link problems come after the document's own in the list capped, in
    /// any order; some start where a problem starts.
    static func links(_ problems: ValidationProblems) -> [Diagnostic] {
        let starts = problems.outlines.map(\.range.start)
        let picked = [starts.last, starts.first, starts.dropFirst(starts.count / 2).first, 3, 0].compactMap { $0 }
        return picked.enumerated().map { index, start in
            Diagnostic(
                code: .diagnosticsNotShown, severity: index.isMultiple(of: 2) ? .hint : .error,
                message: "link \(index)", range: ByteRange(start, start + 1))
        }
    }

    @Test(arguments: 0..<documents.count, [1, 3, 10, 50, 99, 100, 101, 1_000])
    func cappingOutlinesGivesWhatCappingTheWholeListGave(document: Int, limit: Int) throws {
        for chunkSize in [1, 64, 4096] {
            let text = Array(Self.documents[document].utf8)
            let analysis = DocumentAnalysis(tree: MarkdownParser.parse(text, chunkSize: chunkSize), lineIndex: LineIndex(text))
            let checked = DocumentDiagnostics(analysis)
            let problems = try #require(checked.problems)
            #expect(problems.count > 0)
            for links in [[], Self.links(problems)] {
                let expected = DiagnosticsCap.capped(problems.all() + links, limit: limit)
                #expect(
                    DiagnosticsCap.capped(problems, then: links, limit: limit) == expected,
                    "document \(document), chunks of \(chunkSize), limit \(limit), \(links.count) links")
            }
        }
    }

    /// Link problems kept per chunk: capped with only those that can be
    /// shown made whole, they give what capping the whole list gave, with
    /// the document's own problems or none, in chunks large and small, and
    /// with links whose problems are not in the order of their places (an
    /// image inside a link) or at another severity (outside the workspace).
    @Test(arguments: [1, 3, 10, 99, 100, 101, 1_000])
    func cappingLinkProblemsGivesWhatCappingTheWholeListGave(limit: Int) throws {
        let links = (0..<60).map { index in
            switch index % 4 {
            case 0: "See [a](#nowhere-\(index)) and [b](#here).\n\n"
            case 1: "[![i](#img-\(index))](#outer-\(index)) ^[x](kern: \"no\")\n\n"
            case 2: "# Here\n\n[c](../../out.md) [d](gone-\(index).md)\n\n"
            default: "Words ^[y](colour: 1) [e](#heer)\n\n"
            }
        }
        let text = Array(links.joined().utf8)
        for chunkSize in [1, 64, 4096] {
            let analysis = DocumentAnalysis(tree: MarkdownParser.parse(text, chunkSize: chunkSize), lineIndex: LineIndex(text))
            let table = LinkTable(analysis, path: "/w/doc.md", roots: ["/w"])
            let linkProblems = LinkProblems(table, targets: LinkTargets(roots: ["/w"]))
            let own = DocumentDiagnostics(analysis).problems
            for problems in [own, nil] {
                let expected = DiagnosticsCap.capped((problems?.all() ?? []) + linkProblems.diagnostics, limit: limit)
                #expect(
                    DiagnosticsCap.capped(problems, then: linkProblems, limit: limit) == expected,
                    "chunks of \(chunkSize), limit \(limit), own problems: \(problems != nil)")
            }
        }
    }

    /// Over the protocol, in every position encoding: the pushed list is
    /// the whole list capped and converted.
    @Test(arguments: [ColumnUnit.utf8, .utf16, .utf32])
    func thePublishedDiagnosticsAreTheWholeListCappedInEveryEncoding(encoding: ColumnUnit) async throws {
        let text = String(repeating: Self.documents[1], count: 20)
        let client = InProcessClient(fileSystem: ConfigurationTests.MemoryFileSystem())
        guard
            case .result = await client.request(
                id: 0, method: "initialize",
                params: [
                    "capabilities": [
                        "general": ["positionEncodings": [.string(encoding.rawValue)]],
                        "textDocument": ["publishDiagnostics": [:]],
                    ]
                ])
        else {
            Issue.record("initialize failed")
            return
        }
        client.connection.feed(.notification(method: "initialized", params: [:]))
        try client.notify(
            DidOpenTextDocumentNotification.self,
            .init(
                textDocument: .init(
                    uri: ServerLimitsTests.uri, languageId: "markdown", version: 1, text: text)))
        let pushed = try await ServerLimitsTests().pushed(client, flushID: 1)

        let bytes = Array(text.utf8)
        let lineIndex = LineIndex(bytes)
        let whole = DocumentDiagnostics(DocumentAnalysis(text: bytes)).diagnostics
        #expect(whole.count > DiagnosticsCap.maximumPerDocument)
        let expected = DiagnosticsCap.capped(whole).map {
            LSPDiagnostic($0, uri: ServerLimitsTests.uri, version: 1, lineIndex: lineIndex, encoding: encoding)
        }
        #expect(pushed == expected)
        #expect(await client.shutDown() == 0)
    }
}

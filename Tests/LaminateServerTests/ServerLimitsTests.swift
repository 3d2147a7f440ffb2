import LaminateAttributes
import LaminateDialect
import LaminateProtocol
import Testing

@testable import LaminateServer

/// The server's stated limits (`Laminate.docc/LanguageServer.md`, Limits): past
/// each, a diagnostic or an error naming it, and nothing lost.
struct ServerLimitsTests {
    static let uri = DocumentURI("file:///limits/a.md")

    func startClient(capabilities: JSONValue) async throws -> InProcessClient {
        let client = InProcessClient(fileSystem: ConfigurationTests.MemoryFileSystem())
        guard case .result = await client.request(id: 0, method: "initialize", params: ["capabilities": capabilities]) else {
            throw ResponseError.internalError("initialize failed")
        }
        client.connection.feed(.notification(method: "initialized", params: [:]))
        return client
    }

    func open(_ client: InProcessClient, _ text: String, version: Int = 1) throws {
        try client.notify(
            DidOpenTextDocumentNotification.self,
            .init(
                textDocument: .init(
                    uri: Self.uri, languageId: "markdown", version: version, text: text)))
    }

    /// The newest diagnostics pushed for the document, once every check is done.
    func pushed(_ client: InProcessClient, flushID: Int) async throws -> [LSPDiagnostic] {
        _ = await client.request(id: flushID, method: FlushDiagnosticsRequest.method, params: nil)
        let published = try client.connection.sentMessages.compactMap { message -> PublishDiagnosticsNotification.Params? in
            guard case .notification(PublishDiagnosticsNotification.method, let params) = message else { return nil }
            return try JSONValue.decode(PublishDiagnosticsNotification.Params.self, from: params)
        }
        return published.last { $0.uri == Self.uri }?.diagnostics ?? []
    }

    /// 1,400 unknown keys (warnings), then 100 values not allowed (errors),
    /// each also a paragraph attribute on part of its paragraph (warnings).
    static let manyProblems =
        String(repeating: "^[a](colour: 1)\n", count: 1_400)
        + String(repeating: "^[b](alignment: \"centre\")\n", count: 100)

    @Test func pushedDiagnosticsStopAtTheCapWithOneThatCountsTheRest() async throws {
        let client = try await startClient(capabilities: ["textDocument": ["publishDiagnostics": [:]]])
        try open(client, Self.manyProblems)
        let diagnostics = try await pushed(client, flushID: 1)
        #expect(diagnostics.count == DiagnosticsCap.maximumPerDocument + 1)
        #expect(diagnostics.prefix(DiagnosticsCap.maximumPerDocument).allSatisfy { $0.code == "LAM002" })
        let summary = try #require(diagnostics.last)
        #expect(summary.code == "LAM301")
        #expect(
            summary.message == "600 more problems (100 of them errors) from here on are not shown: the language server "
                + "publishes at most 1,000 per document; laminate check lists them all.")
        // As severe as the worst it stands for, at the first one it hides (line 1,001).
        #expect(summary.severity == 1)
        #expect(summary.range.start == Position(line: 1_000, character: 5))
        #expect(await client.shutDown() == 0)
    }

    @Test func pulledDiagnosticsStopAtTheCapToo() async throws {
        let client = try await startClient(capabilities: ["textDocument": ["diagnostic": [:]]])
        try open(client, Self.manyProblems)
        let report = try await client.request(id: 1, DocumentDiagnosticRequest.self, .init(textDocument: .init(uri: Self.uri)))
        let items = try #require(report.items)
        #expect(items.count == DiagnosticsCap.maximumPerDocument + 1)
        #expect(items.last?.code == "LAM301")
        #expect(await client.shutDown() == 0)
    }

    /// The cap keeps the first problems in the document, whatever order the
    /// validator found them in, and counts the rest by severity.
    @Test func theCapKeepsTheFirstInTheDocument() {
        func problem(_ start: Int, _ severity: DiagnosticSeverity) -> Diagnostic {
            Diagnostic(code: .unknownKey, severity: severity, message: "at \(start)", range: ByteRange(start, start + 1))
        }
        let found = [problem(30, .warning), problem(10, .hint), problem(20, .error), problem(10, .warning), problem(40, .hint)]
        let capped = DiagnosticsCap.capped(found, limit: 3)
        #expect(capped.prefix(3).map(\.message) == ["at 10", "at 10", "at 20"])
        #expect(capped.prefix(3).map(\.severity) == [.hint, .warning, .error])
        #expect(capped[3].code == .diagnosticsNotShown)
        #expect(capped[3].message.hasPrefix("2 more problems from here on are not shown"))
        #expect(capped[3].severity == .warning)
        #expect(capped[3].range == ByteRange(30, 30))
        #expect(DiagnosticsCap.capped(found, limit: 5) == found)
    }

    /// A document past the size limit is held exactly but not analysed: one
    /// LAM302, and requests that need the analysis answer RequestFailed
    /// naming the limit; once it is back under the limit it is checked again.
    @Test func aDocumentOverTheSizeLimitIsHeldButNotAnalysed() async throws {
        let client = try await startClient(capabilities: ["textDocument": ["publishDiagnostics": [:]]])
        let limit = DocumentSizeLimit.maximumAnalysedBytes
        let text = "^[a](alignment: \"centre\")\n\n" + String(repeating: "x", count: limit - 27) + "yz"
        try open(client, text)
        let tooLarge = try await pushed(client, flushID: 1)
        #expect(tooLarge.map(\.code) == ["LAM302"])
        #expect(tooLarge.first?.message.contains("16,777,218 bytes, larger than the 16,777,216 bytes (16 MiB)") == true)

        let hover = await client.request(
            id: 2, method: HoverRequest.method,
            params: [
                "textDocument": ["uri": .string(Self.uri.string)], "position": ["line": 0, "character": 2],
            ])
        guard case .error(let error)? = hover else {
            Issue.record("expected RequestFailed, got \(String(describing: hover))")
            return
        }
        #expect(error.code == ResponseError.requestFailedCode)
        #expect(error.message.contains("16 MiB"))

        // The text is still kept exactly: an edit inside the long line
        // applies, and the document, small again, is checked again.
        try client.notify(
            DidChangeTextDocumentNotification.self,
            .init(
                textDocument: .init(uri: Self.uri, version: 2),
                contentChanges: [
                    .init(
                        range: LSPRange(
                            start: Position(line: 2, character: 0),
                            end: Position(line: 2, character: limit - 26)), text: "")
                ]))
        let checked = try await pushed(client, flushID: 3)
        #expect(checked.map(\.code) == ["LAM006"], "\(checked)")
        let document = try await client.request(id: 4, DocumentTextRequest.self, .init(textDocument: .init(uri: Self.uri)))
        #expect(document.text == "^[a](alignment: \"centre\")\n\nz")
        #expect(await client.shutDown() == 0)
    }
}

import LaminateProtocol
import Testing

@testable import LaminateServer

/// Diagnostics through the server with formatting definitions on a file
/// system the test changes between messages (protocol fixtures cannot
/// change files).
struct DiagnosticsServerTests {
    typealias MemoryFileSystem = ConfigurationTests.MemoryFileSystem

    static let definition = DocumentURI("file:///root/.laminate.json")
    static let first = DocumentURI("file:///root/a.md")
    static let second = DocumentURI("file:///root/sub/b.md")

    /// A client that takes pushed diagnostics (or pulls them), in a workspace at `/root`.
    func startClient(_ fileSystem: MemoryFileSystem, capabilities: JSONValue) async throws -> InProcessClient {
        let client = InProcessClient(fileSystem: fileSystem)
        guard
            case .result = await client.request(
                id: 0, method: "initialize",
                params: ["rootUri": "file:///root", "capabilities": capabilities])
        else {
            throw ResponseError.internalError("initialize failed")
        }
        client.connection.feed(.notification(method: "initialized", params: [:]))
        return client
    }

    func open(_ client: InProcessClient, _ uri: DocumentURI, _ text: String) throws {
        try client.notify(
            DidOpenTextDocumentNotification.self,
            .init(
                textDocument: .init(
                    uri: uri, languageId: "markdown", version: 1, text: text)))
    }

    func definitionChanged(_ client: InProcessClient, _ fileSystem: MemoryFileSystem, to text: String?) throws {
        fileSystem.set("/root/.laminate.json", text)
        try client.notify(DidChangeWatchedFilesNotification.self, .init(changes: [.init(uri: Self.definition, type: 2)]))
    }

    /// The diagnostics published since the last call, as (uri, codes), after the server has checked everything.
    func published(_ client: InProcessClient, after count: inout Int, flushID: Int) async -> [DocumentURI: [String]] {
        await client.publishedDiagnostics(after: &count, flushID: flushID).mapValues { $0.map(\.code) }
    }

    @Test func aChangedDefinitionRechecksEveryOpenDocumentAndShowsItsOwnProblems() async throws {
        let fileSystem = MemoryFileSystem()
        fileSystem.set("/root/.laminate.json", "{\"scope\": [\"ingredient\"]}")
        let client = try await startClient(fileSystem, capabilities: ["textDocument": ["publishDiagnostics": [:]]])
        try open(client, Self.first, "^[x](kern: 1)\n")
        try open(client, Self.second, "^[y](foregroundColor: \"red\")\n")
        var seen = 0
        #expect(await published(client, after: &seen, flushID: 1) == [Self.first: ["LAM003"], Self.second: ["LAM003"]])

        try definitionChanged(client, fileSystem, to: "{}")
        #expect(await published(client, after: &seen, flushID: 2) == [Self.first: [], Self.second: []])

        // An invalid definition: its problems are shown in it, and the
        // documents are checked against the built-in catalog.
        try definitionChanged(client, fileSystem, to: "{\"scope\": [\"kern\", \"nope\"]}")
        #expect(await published(client, after: &seen, flushID: 3) == [Self.definition: ["LAM104"], Self.first: [], Self.second: []])

        try definitionChanged(client, fileSystem, to: "{\"scope\": [\"kern\"]}")
        #expect(await published(client, after: &seen, flushID: 4) == [Self.definition: [], Self.first: [], Self.second: ["LAM003"]])

        // A change that leaves the definition as it was checks nothing again.
        try definitionChanged(client, fileSystem, to: "{\"scope\": [\"kern\"]}")
        #expect(await published(client, after: &seen, flushID: 5) == [:])
        #expect(await client.shutDown() == 0)
    }

    @Test func aPullingClientIsAskedToPullAgainWhenADefinitionChanges() async throws {
        let fileSystem = MemoryFileSystem()
        let client = try await startClient(
            fileSystem,
            capabilities: [
                "textDocument": ["diagnostic": [:]], "workspace": ["diagnostics": ["refreshSupport": true]],
            ])
        try open(client, Self.first, "^[x](kern: 1)\n")
        let before = try await client.request(id: 1, DocumentDiagnosticRequest.self, .init(textDocument: .init(uri: Self.first)))
        #expect(before.items?.isEmpty == true)
        try definitionChanged(client, fileSystem, to: "{\"scope\": [\"ingredient\"]}")
        let after = try await client.request(
            id: 2, DocumentDiagnosticRequest.self,
            .init(textDocument: .init(uri: Self.first), previousResultId: before.resultId))
        #expect(after.kind == "full")
        #expect(after.items?.map(\.code) == ["LAM003"])
        let refreshes = client.connection.sentMessages.filter {
            if case .request(_, DiagnosticRefreshRequest.method, _) = $0 { return true }
            return false
        }
        #expect(refreshes.count == 1)
        #expect(
            !client.connection.sentMessages.contains {
                if case .notification(PublishDiagnosticsNotification.method, _) = $0 { return true }
                return false
            })
        #expect(await client.shutDown() == 0)
    }

    @Test func aClientThatTakesNoDiagnosticsGetsNone() async throws {
        let client = try await startClient(MemoryFileSystem(), capabilities: [:])
        try open(client, Self.first, "^[x](kern: \"x\")\n")
        var seen = 0
        #expect(await published(client, after: &seen, flushID: 1) == [:])
        #expect(await client.shutDown() == 0)
    }

    /// Many quick edits, checked while they arrive: the published versions only ever increase,
    /// and the last one published is the last version.
    @Test func publishedVersionsOnlyIncrease() async throws {
        let client = try await startClient(MemoryFileSystem(), capabilities: ["textDocument": ["publishDiagnostics": [:]]])
        try open(client, Self.first, "")
        for version in 2...200 {
            try client.notify(
                DidChangeTextDocumentNotification.self,
                .init(
                    textDocument: .init(uri: Self.first, version: version),
                    contentChanges: [.init(range: nil, text: String(repeating: "^[a](kern: \"x\") ", count: version))]))
        }
        _ = await client.request(id: 1, method: FlushDiagnosticsRequest.method, params: nil)
        let versions = client.connection.sentMessages.compactMap { message -> Int? in
            guard case .notification(PublishDiagnosticsNotification.method, let params) = message else { return nil }
            return try? JSONValue.decode(PublishDiagnosticsNotification.Params.self, from: params).version
        }
        #expect(versions == versions.sorted())
        #expect(Set(versions).count == versions.count)
        #expect(versions.last == 200)
        #expect(await client.shutDown() == 0)
    }
}

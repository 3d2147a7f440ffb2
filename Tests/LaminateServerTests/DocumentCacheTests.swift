import Foundation
import LaminateFeatures
import LaminateProtocol
import Testing

@testable import LaminateServer

/// What the server keeps of an open document (`DocumentCache`) goes when
/// the document closes, and nothing finished after the close is kept.
struct DocumentCacheTests {
    static let uri = DocumentURI("file:///root/closing.md")
    static let document: JSONValue = ["textDocument": ["uri": .string(uri.string)]]

    /// An initialized in-process server whose client takes pushed diagnostics.
    func server() async -> InProcessClient? {
        let client = InProcessClient(fileSystem: ConfigurationTests.MemoryFileSystem())
        let capabilities: JSONValue = ["textDocument": ["publishDiagnostics": [:]]]
        guard
            case .result = await client.request(
                id: 0, method: "initialize",
                params: ["rootUri": "file:///root", "capabilities": capabilities])
        else {
            Issue.record("initialize failed")
            return nil
        }
        client.connection.feed(.notification(method: "initialized", params: [:]))
        return client
    }

    func open(_ text: String, in client: InProcessClient) {
        client.connection.feed(
            .notification(
                method: "textDocument/didOpen",
                params: ["textDocument": ["uri": .string(Self.uri.string), "languageId": "markdown", "version": 1, "text": .string(text)]]))
    }

    @Test func aClosedDocumentLeavesNothingBehind() async throws {
        guard let client = await server() else { return }
        open("# Title\n\n^[salt](ingredient: 1) and [a link](#title) and [another](other.md)\n", in: client)
        client.connection.feed(
            .notification(
                method: "textDocument/didChange",
                params: [
                    "textDocument": ["uri": .string(Self.uri.string), "version": 2],
                    "contentChanges": [["text": "# Title\n\n^[salt](ingredient: 1) and [a link](#title)\n"]],
                ]))
        // Requests that fill each part: tokens, the outline, the workspace's
        // symbols (summaries), and the pushed diagnostics (ledger, links,
        // the published notification).
        _ = await client.request(id: 1, method: "textDocument/semanticTokens/full", params: Self.document)
        _ = await client.request(id: 2, method: "textDocument/documentSymbol", params: Self.document)
        _ = await client.request(id: 3, method: "workspace/symbol", params: ["query": ""])
        _ = await client.request(id: 4, method: FlushDiagnosticsRequest.method, params: nil)
        let cache = try #require(await client.server.state.documents.cache(of: Self.uri))
        #expect(cache.holdsAnything)
        #expect(cache.lastPublished() != nil && cache.lastEncodedTokens() != nil)

        client.connection.feed(.notification(method: "textDocument/didClose", params: Self.document))
        _ = await client.request(id: 5, method: FlushDiagnosticsRequest.method, params: nil)
        #expect(!cache.holdsAnything)
        #expect(await client.server.state.documents.cache(of: Self.uri) == nil)
    }

    /// A document closed while a request analyses it (large, so that the
    /// close comes before the parse ends): the request is answered, and
    /// neither its analysis nor its tokens, nor the diagnostics check's
    /// results, are kept.
    @Test(.timeLimit(.minutes(2))) func resultsFinishedAfterCloseAreNotKept() async throws {
        guard let client = await server() else { return }
        open(String(repeating: "# Step\n\nAdd ^[milk](ingredient: 1) and [more](#step).\n\n", count: 8_000), in: client)
        // Refused at once (not open): by then the open is applied.
        _ = await client.request(id: 1, method: "textDocument/documentSymbol", params: ["textDocument": ["uri": "file:///root/other.md"]])
        let cache = try #require(await client.server.state.documents.cache(of: Self.uri))
        client.connection.feed(.request(id: .integer(2), method: "textDocument/semanticTokens/full", params: Self.document))
        client.connection.feed(.notification(method: "textDocument/didClose", params: Self.document))
        var answered = false
        for await message in client.connection.outgoing {
            if case .response(.integer(2)?, let outcome) = message {
                if case .result = outcome { answered = true }
                break
            }
        }
        #expect(answered)
        _ = await client.request(id: 3, method: FlushDiagnosticsRequest.method, params: nil)
        #expect(!cache.holdsAnything)
        #expect(await client.server.state.documents.cache(of: Self.uri) == nil)
    }

    /// Every part refuses what comes after the close.
    @Test func aClosedCacheKeepsNothingItIsGiven() async {
        let cache = DocumentCache()
        let snapshot = DocumentSnapshot(uri: Self.uri, languageId: "markdown", version: 1, text: Array("# A\n\n[b](#a)\n".utf8))
        cache.close()
        let analysis = await cache.analysis(of: snapshot, definitionFile: nil, by: DocumentAnalyzer())
        cache.record(snapshot)
        _ = cache.diagnostics(of: snapshot, analysis: analysis)
        _ = await cache.summary(of: snapshot) { analysis }
        let table = await cache.table(of: snapshot, path: "/root/closing.md", roots: ["/root"]) { analysis }
        _ = cache.problems(of: snapshot, table: table, targets: LinkTargets(roots: ["/root"]))
        cache.storeTokens(.none, resultId: "1.0")
        cache.keepEncodedTokens(.none, of: snapshot)
        cache.remember(snapshot)
        let published = PublishedNotification.publish([], of: snapshot, encoding: .utf16, after: nil).kept
        cache.keepPublished(published)
        #expect(!cache.holdsAnything)
        #expect(cache.staleMarkings(of: snapshot) == nil && cache.cachedTable(of: snapshot) == nil)
    }
}

import LaminateProtocol
import Testing

@testable import LaminateServer

/// What the server keeps of an open document (`DocumentCaches`) goes when
/// the document closes.
struct DocumentCachesTests {
    static let uri: JSONValue = "file:///root/closing.md"

    @Test func aClosedDocumentLeavesNothingBehind() async throws {
        let client = InProcessClient(fileSystem: ConfigurationTests.MemoryFileSystem())
        let capabilities: JSONValue = ["textDocument": ["publishDiagnostics": [:]]]
        guard
            case .result = await client.request(
                id: 0, method: "initialize",
                params: ["rootUri": "file:///root", "capabilities": capabilities])
        else {
            Issue.record("initialize failed")
            return
        }
        client.connection.feed(.notification(method: "initialized", params: [:]))
        client.connection.feed(
            .notification(
                method: "textDocument/didOpen",
                params: [
                    "textDocument": [
                        "uri": Self.uri, "languageId": "markdown", "version": 1,
                        "text": "# Title\n\n^[salt](ingredient: 1) and [a link](#title) and [another](other.md)\n",
                    ]
                ]))
        client.connection.feed(
            .notification(
                method: "textDocument/didChange",
                params: [
                    "textDocument": ["uri": Self.uri, "version": 2],
                    "contentChanges": [["text": "# Title\n\n^[salt](ingredient: 1) and [a link](#title)\n"]],
                ]))
        // Requests that fill each cache: tokens, the outline, the workspace's
        // symbols (summaries), and the pushed diagnostics (ledger, links).
        let document: JSONValue = ["textDocument": ["uri": Self.uri]]
        _ = await client.request(id: 1, method: "textDocument/semanticTokens/full", params: document)
        _ = await client.request(id: 2, method: "textDocument/documentSymbol", params: document)
        _ = await client.request(id: 3, method: "workspace/symbol", params: ["query": ""])
        _ = await client.request(id: 4, method: FlushDiagnosticsRequest.method, params: nil)
        #expect(await client.server.state.caches.holds(DocumentURI("file:///root/closing.md")))

        client.connection.feed(.notification(method: "textDocument/didClose", params: document))
        _ = await client.request(id: 5, method: FlushDiagnosticsRequest.method, params: nil)
        #expect(await !client.server.state.caches.holds(DocumentURI("file:///root/closing.md")))
    }
}

import Foundation
import LaminateProtocol
import LaminateServer
import Testing

@testable import LaminatePreview

/// `laminate.preview` through the language server in this process, the page
/// and its stream asked over real sockets: the preview shows the server's
/// copy of the text (the document is never on disk), follows every change,
/// and stops when asked, when the document closes and with the server.
@Suite(.serialized)
struct PreviewCommandServerTests {
    static let uri = "file:///nonexistent/recipe.md"

    /// Where a started preview is.
    struct Page {
        var port: UInt16
        var path: String
        var client: RawHTTPClient { RawHTTPClient(port: port) }

        /// An open event stream.
        func stream() throws -> RawHTTPClient.Connection {
            let connection = try RawHTTPClient.Connection(port: port, timeout: 30)
            connection.write(RawHTTPClient.request(path + "events", host: "127.0.0.1:\(port)"))
            return connection
        }

        /// Whether the port still takes connections.
        var isServing: Bool {
            (try? RawHTTPClient.Connection(port: port)).map {
                $0.close()
                return true
            } ?? false
        }
    }

    static func open(_ client: InProcessClient, uri: String = uri, text: String) {
        client.connection.feed(
            .notification(
                method: "textDocument/didOpen",
                params: [
                    "textDocument": ["uri": .string(uri), "languageId": "markdown", "version": 1, "text": .string(text)]
                ]))
    }

    static func replace(_ client: InProcessClient, uri: String = uri, with text: String, version: Int) {
        client.connection.feed(
            .notification(
                method: "textDocument/didChange",
                params: [
                    "textDocument": ["uri": .string(uri), "version": .integer(version)],
                    "contentChanges": [["text": .string(text)]],
                ]))
    }

    /// Inserts `text` at the start of the document.
    static func insertAtStart(_ client: InProcessClient, _ text: String, version: Int) {
        let start: JSONValue = ["line": 0, "character": 0]
        client.connection.feed(
            .notification(
                method: "textDocument/didChange",
                params: [
                    "textDocument": ["uri": .string(uri), "version": .integer(version)],
                    "contentChanges": [["range": ["start": start, "end": start], "text": .string(text)]],
                ]))
    }

    static func command(_ client: InProcessClient, id: Int, _ arguments: [JSONValue]) async -> Message.Outcome? {
        await client.request(
            id: id, method: "workspace/executeCommand",
            params: ["command": "laminate.preview", "arguments": .array(arguments)])
    }

    static func start(_ client: InProcessClient, id: Int, uri: String = uri, _ options: [JSONValue] = []) async throws -> Page {
        let outcome = await command(client, id: id, [.string(uri)] + options)
        guard case .result(.string(let url))? = outcome else {
            throw ResponseError.internalError("laminate.preview answered \(String(describing: outcome))")
        }
        let match = try #require(url.wholeMatch(of: /http:\/\/127\.0\.0\.1:(\d+)(\/[0-9a-f]{32}\/)/))
        return Page(port: try #require(UInt16(match.1)), path: String(match.2))
    }

    @Test func showsTheServersTextAndFollowsEveryChange() async throws {
        let client = InProcessClient()
        try await client.initialize(offering: nil)
        Self.open(client, text: "Add ^[milk](ingredient: 4, foregroundColor: \"green\").\n")
        let page = try await Self.start(client, id: 1)
        let stream = try page.stream()
        defer { stream.close() }
        let first = stream.read(until: Date(timeIntervalSinceNow: 60)) { $0.contains("milk</span>") && $0.hasSuffix("\n\n") }
        #expect(first.contains(#"data: <p>Add <span data-ingredient="4" data-foreground-color="green" style="color: green">milk</span>.</p>"#))
        // An unsaved change: only the server has it.
        Self.replace(client, with: "Add ^[cream](fontWeight: \"bold\").\n", version: 2)
        let second = stream.read(until: Date(timeIntervalSinceNow: 60)) { $0.contains("cream</span>") && $0.hasSuffix("\n\n") }
        #expect(second.contains(#"<span data-font-weight="bold" style="font-weight: 700">cream</span>"#))
        #expect(try page.client.get(page.path).body.contains("cream</span>"))
        // Asked again, the same preview.
        #expect(try await Self.start(client, id: 2).port == page.port)
        #expect(await Self.command(client, id: 3, [.string(Self.uri), "stop"]) == .result(.null))
        #expect(!page.isServing)
        #expect(await client.shutDown() == 0)
    }

    @Test func closingTheDocumentOrShuttingDownStopsThePreview() async throws {
        let client = InProcessClient()
        try await client.initialize(offering: nil)
        Self.open(client, text: "one\n")
        Self.open(client, uri: "file:///nonexistent/other.md", text: "two\n")
        let first = try await Self.start(client, id: 1)
        let second = try await Self.start(client, id: 2, uri: "file:///nonexistent/other.md", ["allow-html"])
        #expect(first.isServing && second.isServing)
        client.connection.feed(.notification(method: "textDocument/didClose", params: ["textDocument": ["uri": .string(Self.uri)]]))
        _ = await client.request(id: 3, method: "laminate/wait", params: ["milliseconds": 0])
        #expect(!first.isServing)
        #expect(second.isServing)
        #expect(await client.shutDown() == 0)
        #expect(!second.isServing)
    }

    /// A burst of keystrokes in a 10 MB document: the server answers at
    /// once while the preview renders, and the preview renders the burst's
    /// last version, skipping those between (each rendering takes seconds
    /// in a debug build, the keystrokes microseconds).
    @Test func aBurstInATenMegabyteDocumentIsRenderedAtItsEnd() async throws {
        let paragraph = "Fold the ^[butter](ingredient: 3) in, then ^[**warm milk**](ingredient: 4, foregroundColor: \"green\").\n\n"
        let text = String(repeating: paragraph, count: 10 * 1024 * 1024 / paragraph.utf8.count)
        let client = InProcessClient()
        try await client.initialize(offering: nil)
        Self.open(client, text: text)
        let page = try await Self.start(client, id: 1)
        let stream = try page.stream()
        defer { stream.close() }
        let edits = 40
        for edit in 1...edits { Self.insertAtStart(client, "edit \(edit) ", version: edit + 1) }
        #expect(await client.request(id: 2, method: "laminate/wait", params: ["milliseconds": 0]) == .result(.null))
        let scan = stream.scan(until: Date(timeIntervalSinceNow: 120), lookingFor: "data: <p>edit \(edits) edit \(edits - 1) ")
        #expect(scan.foundMarker, "the last version reached the page")
        // Version numbers count the renderings published.
        #expect((scan.ids.last ?? 0) < edits / 2, "renderings: \(scan.ids)")
        #expect(await client.shutDown() == 0)
    }

    /// A hundred streams on a megabyte document, all but one never read:
    /// the preview has as many as its limit, the language server goes on
    /// answering and applying changes, and the one reader gets the newest
    /// version.
    @Test func stuckReadersBlockNeitherTheServerNorOtherReaders() async throws {
        let paragraph = "Some ^[text](fontWeight: \"bold\") to fill the socket buffers quickly.\n\n"
        let text = String(repeating: paragraph, count: 1024 * 1024 / paragraph.utf8.count)
        let client = InProcessClient()
        try await client.initialize(offering: nil)
        Self.open(client, text: text)
        let page = try await Self.start(client, id: 1)
        var connections: [RawHTTPClient.Connection] = []
        defer { connections.forEach { $0.close() } }
        for _ in 0..<100 {
            if let connection = try? page.stream() { connections.append(connection) }
        }
        var streams: [RawHTTPClient.Connection] = []
        for connection in connections {
            let head = connection.read(until: Date(timeIntervalSinceNow: 5)) { $0.contains("\r\n\r\n") }
            if head.hasPrefix("HTTP/1.1 200 OK") { streams.append(connection) }
        }
        #expect(streams.count == PreviewLimits().streams)
        let reader = try #require(streams.first)
        for edit in 1...10 {
            Self.insertAtStart(client, "edit \(edit) ", version: edit + 1)
            #expect(await client.request(id: 100 + edit, method: "laminate/wait", params: ["milliseconds": 0]) == .result(.null))
        }
        let scan = reader.scan(until: Date(timeIntervalSinceNow: 60), lookingFor: "data: <p>edit 10 edit 9 ")
        #expect(scan.foundMarker)
        #expect(await client.shutDown() == 0)
    }
}

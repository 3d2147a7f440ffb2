import Foundation
import LaminateAttributes
import LaminateDialect
import LaminatePreview
import Testing

/// The preview served in process on a temporary file, asked over real
/// sockets: what a browser (or an attacker) gets.
struct PreviewServerTests {
    static let document = """
        # Soup

        Fold the ^[butter](ingredient: 3, foregroundColor: "green") in.

        <script>document.title = "ran"</script>

        """

    static func rendered(_ text: String) -> String {
        AttributeSpanHTML.renderer().render(MarkdownParser.parse(Array(text.utf8)))
    }

    /// A preview of a fresh file holding `text`, for the length of `body`.
    static func withPreview(
        _ text: String = document, rawHTML: RawHTML = .inert, limits: PreviewLimits = PreviewLimits(),
        _ body: (PreviewSession, URL, RawHTTPClient) throws -> Void
    ) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString).md")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let path = file.path
        let session = try PreviewSession(path: path, title: "soup.md", rawHTML: rawHTML, limits: limits) {
            (FileManager.default.contents(atPath: path)).map { rendered(String(decoding: $0, as: UTF8.self)) }
        }
        defer { session.stop() }
        try body(session, file, RawHTTPClient(port: session.server.port))
    }

    static func tokenPath(_ session: PreviewSession) -> String { "/\(session.server.token.hex)/" }

    @Test func thePageHoldsTheDocumentAsLaminateHTMLRendersIt() throws {
        try Self.withPreview { session, _, client throws in
            #expect(session.url == "http://127.0.0.1:\(session.server.port)\(Self.tokenPath(session))")
            let response = try client.get(Self.tokenPath(session))
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == "text/html; charset=utf-8")
            #expect(response.body.contains(#"<span data-ingredient="3" data-foreground-color="green" style="color: green">butter</span>"#))
            #expect(response.body.contains(Self.rendered(Self.document)))
            #expect(response.body.contains("<title>soup.md — Laminate preview</title>"))
        }
    }

    @Test func everyResponseIsNosniffAndThePageHasAStrictPolicy() throws {
        try Self.withPreview { session, _, client throws in
            let page = try client.get(Self.tokenPath(session))
            let policy = try #require(page.headers["content-security-policy"])
            let nonce = try #require(policy.firstMatch(of: /script-src 'nonce-([0-9a-f]{32})'/)?.1)
            #expect(policy.hasPrefix("default-src 'none'; script-src 'nonce-\(nonce)';"))
            #expect(!policy.contains("unsafe-eval"))
            // The only scripts that may run are those that carry the nonce:
            // the page's own, and never the document's.
            #expect(page.body.components(separatedBy: "nonce=\"\(nonce)\"").count == 3)
            #expect(page.body.contains("<script>document.title = \"ran\"</script>"))
            #expect(!page.body.contains("<script nonce=\"\(nonce)\">document.title"))
            let second = try #require(try client.get(Self.tokenPath(session)).headers["content-security-policy"])
            #expect(second != policy, "a fresh nonce for every page")
            for target in [Self.tokenPath(session), "/", Self.tokenPath(session) + "nothing"] {
                #expect(try client.get(target).headers["x-content-type-options"] == "nosniff", "\(target)")
            }
            #expect(try client.get(Self.tokenPath(session), host: "evil.example").headers["x-content-type-options"] == "nosniff")
        }
    }

    @Test func allowedHTMLIsShownInASandboxedFrameUnderItsOwnToken() throws {
        try Self.withPreview(rawHTML: .sandboxed) { session, _, client throws in
            let page = try client.get(Self.tokenPath(session))
            #expect(page.status == 200)
            // The page holds no document text: the frame gets it by message.
            #expect(!page.body.contains("butter"))
            #expect(!page.body.contains("document.title"))
            let frameTarget = try #require(
                page.body.firstMatch(of: /<iframe id="laminate-frame" sandbox="allow-scripts" src="(\/[0-9a-f]{32}\/frame)"/)?.1)
            #expect(!frameTarget.contains(session.server.token.hex))
            #expect(try #require(page.headers["content-security-policy"]).hasSuffix("; frame-src 'self'"))
            let frame = try client.get(String(frameTarget))
            #expect(frame.status == 200)
            #expect(frame.headers["x-content-type-options"] == "nosniff")
            let policy = try #require(frame.headers["content-security-policy"])
            #expect(policy.hasPrefix("sandbox allow-scripts; default-src 'none'; script-src 'unsafe-inline';"))
            #expect(!policy.contains("allow-same-origin") && !policy.contains("connect-src"))
            #expect(!frame.body.contains("butter"))
            // The frame has its own token, never the page's.
            #expect(try client.get(Self.tokenPath(session) + "frame").status == 404)
        }
        try Self.withPreview { session, _, client throws in
            let page = try client.get(Self.tokenPath(session))
            #expect(!page.body.contains("<iframe"))
            #expect(!(try #require(page.headers["content-security-policy"])).contains("frame-src"))
        }
    }

    @Test func withoutTheTokenOrOnAnotherPathNotFound() throws {
        try Self.withPreview { session, _, client throws in
            #expect(try client.get("/").status == 404)
            #expect(try client.get("/events").status == 404)
            #expect(try client.get(Self.tokenPath(session) + "secret.md").status == 404)
            #expect(try client.get(Self.tokenPath(session) + "../").status == 404)
            #expect(!(try client.get("/").body.contains("butter")))
        }
    }

    @Test func aForeignHostIsForbidden() throws {
        try Self.withPreview { session, _, client throws in
            #expect(try client.get(Self.tokenPath(session), host: "evil.example:\(session.server.port)").status == 403)
            #expect(try client.get(Self.tokenPath(session), host: nil).status == 403)
            #expect(try client.get(Self.tokenPath(session), host: "localhost:\(session.server.port)").status == 200)
        }
    }

    @Test func aHugeHeadIsRefused() throws {
        try Self.withPreview { session, _, client throws in
            let padding = "X-Padding: " + String(repeating: "a", count: 10_000) + "\r\n"
            let request = RawHTTPClient.request(
                Self.tokenPath(session), host: "127.0.0.1:\(session.server.port)",
                extraHeaders: padding)
            #expect(try client.send(request).status == 431)
        }
    }

    @Test func theStreamDeliversTheNewRenderingWithinASecond() throws {
        try Self.withPreview { session, file, _ throws in
            let stream = try RawHTTPClient.Connection(port: session.server.port)
            defer { stream.close() }
            stream.write(RawHTTPClient.request(Self.tokenPath(session) + "events", host: "127.0.0.1:\(session.server.port)"))
            let opening = stream.read(until: Date(timeIntervalSinceNow: 5)) { $0.contains("butter") && $0.hasSuffix("\n\n") }
            #expect(opening.hasPrefix("HTTP/1.1 200 OK\r\n"))
            #expect(opening.contains("Content-Type: text/event-stream"))
            #expect(opening.contains("X-Content-Type-Options: nosniff"))
            let changed = "Now ^[milk](fontWeight: \"bold\").\n"
            let start = Date()
            try Data(changed.utf8).write(to: file)
            let update = stream.read(until: Date(timeIntervalSinceNow: 5)) { $0.contains("milk") && $0.hasSuffix("\n\n") }
            #expect(Date().timeIntervalSince(start) < 1)
            let expected =
                Self.rendered(changed).split(separator: "\n", omittingEmptySubsequences: false)
                .map { "data: \($0)\n" }.joined() + "\n"
            #expect(update.hasSuffix(expected))
        }
    }

    @Test func aBurstOfChangesIsRenderedOnceAtItsEnd() throws {
        try Self.withPreview { session, file, _ throws in
            for index in 1...4 {
                try Data("version \(index)\n".utf8).write(to: file)
                Thread.sleep(forTimeInterval: 0.02)
            }
            Thread.sleep(forTimeInterval: 1)
            #expect(session.server.content.current == .init(version: 1, html: "<p>version 4</p>\n"))
        }
    }

    @Test func streamsAreCapped() throws {
        var limits = PreviewLimits()
        limits.streams = 2
        try Self.withPreview(limits: limits) { session, _, client throws in
            let request = RawHTTPClient.request(Self.tokenPath(session) + "events", host: "127.0.0.1:\(session.server.port)")
            let streams = try (0..<2).map { _ in try RawHTTPClient.Connection(port: session.server.port) }
            defer { streams.forEach { $0.close() } }
            for stream in streams {
                stream.write(request)
                #expect(stream.read(until: Date(timeIntervalSinceNow: 5)) { $0.contains("butter") }.contains("200 OK"))
            }
            #expect(try client.send(request).status == 503)
            #expect(try client.get(Self.tokenPath(session)).status == 200, "the page is still served")
        }
    }

    /// A reader that takes nothing for a while holds no queue: the stream
    /// finishes the event it was writing and then sends the newest version,
    /// skipping those published in between; publishing never waits for it.
    @Test func aSlowReaderGetsOnlyTheNewestVersionAndBlocksNoPublisher() throws {
        try Self.withPreview("start\n") { session, _, _ throws in
            let slow = try RawHTTPClient.Connection(port: session.server.port)
            defer { slow.close() }
            slow.write(RawHTTPClient.request(Self.tokenPath(session) + "events", host: "127.0.0.1:\(session.server.port)"))
            // Each version is bigger than what the socket buffers hold, so
            // the stream is stuck writing the first one it took.
            let filler = String(repeating: "<p>filler text for the socket buffers</p>\n", count: 200_000)
            for version in 1...20 { session.server.content.publish("<p>v\(version)</p>\n" + filler) }
            #expect(session.server.content.current.version == 20)
            let scan = slow.scan(until: Date(timeIntervalSinceNow: 30), lookingFor: "<p>v20</p>")
            #expect(scan.foundMarker)
            #expect(scan.ids.last == 20)
            #expect(scan.ids.count <= 3, "skipped versions, not queued: \(scan.ids)")
        }
    }

    /// A client that opens a hundred streams gets as many as the limit
    /// allows and 503 (or a closed connection, past the connection limit)
    /// for the rest; the page is still served, and a published version
    /// reaches the streams it has.
    @Test func aHundredStreamsAreBounded() throws {
        try Self.withPreview { session, _, client throws in
            let request = RawHTTPClient.request(Self.tokenPath(session) + "events", host: "127.0.0.1:\(session.server.port)")
            var connections: [RawHTTPClient.Connection] = []
            defer { connections.forEach { $0.close() } }
            for _ in 0..<100 {
                guard let connection = try? RawHTTPClient.Connection(port: session.server.port, timeout: 2) else { continue }
                connection.write(request)
                connections.append(connection)
            }
            var streams: [RawHTTPClient.Connection] = []
            var refused = 0
            for connection in connections {
                let head = connection.read(until: Date(timeIntervalSinceNow: 5)) { $0.contains("\r\n\r\n") }
                if head.hasPrefix("HTTP/1.1 200 OK") { streams.append(connection) } else { refused += 1 }
            }
            #expect(streams.count == PreviewLimits().streams)
            #expect(refused == 100 - PreviewLimits().streams)
            #expect(try client.get(Self.tokenPath(session)).status == 200)
            session.server.content.publish("<p>for every stream</p>\n")
            for stream in streams {
                #expect(stream.read(until: Date(timeIntervalSinceNow: 5)) { $0.contains("for every stream") }.contains("for every stream"))
            }
        }
    }

    @Test func aSilentClientBlocksNoOther() throws {
        var limits = PreviewLimits()
        limits.requestSeconds = 1
        try Self.withPreview(limits: limits) { session, _, client throws in
            let silent = try RawHTTPClient.Connection(port: session.server.port)
            defer { silent.close() }
            silent.write("GET / HTTP/1.1\r\n")
            let start = Date()
            #expect(try client.get(Self.tokenPath(session)).status == 200)
            #expect(Date().timeIntervalSince(start) < 0.5)
            let answer = silent.read(until: Date(timeIntervalSinceNow: 5)) { $0.hasSuffix("\n") && $0.contains("\r\n\r\n") }
            #expect(answer.hasPrefix("HTTP/1.1 408 "))
        }
    }
}

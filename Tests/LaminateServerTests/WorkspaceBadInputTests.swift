import LaminateProtocol
import Testing

@testable import LaminateServer

/// The bad input of issue 13 in a workspace, through the server: a file
/// that is not UTF-8, a file deleted while being indexed, a file far past
/// the size limit, a symbolic link loop, two files with the same heading,
/// anchors made only of emoji or punctuation. Each is logged or reported,
/// and the links of an open document that lead to them are checked as
/// well as can be: no crash, no hang, nothing read past the limit.
struct WorkspaceBadInputTests {
    /// `/w` in memory, with the odd files above.
    struct Workspace: FileSystem {
        static let files: [String: [UInt8]] = [
            "/w/latin1.md": Array("# Caf".utf8) + [0xE9, 0x0A],
            "/w/a.md": Array("# Intro\n".utf8),
            "/w/b.md": Array("# Intro\n".utf8),
            "/w/emoji.md": Array("# 😀\n# !!!\n".utf8),
        ]
        /// Listed, but gone when read.
        static let deleted = "/w/deleted.md"
        /// 50 MB: never read, only its size is known.
        static let huge = "/w/huge.md"

        func contents(ofFile path: String) -> [UInt8]? {
            if path == Self.huge { Issue.record("the huge file was read") }
            return Self.files[path]
        }

        func markdownContents(ofFile path: String, limit: Int) -> MarkdownFileRead {
            if path == Self.huge { return 50_000_000 > limit ? .tooLarge : .unreadable }
            return Self.files[path].map(MarkdownFileRead.contents) ?? .unreadable
        }

        func entries(ofDirectory path: String) -> [DirectoryEntry]? {
            guard path == "/w" else { return nil }
            return (Self.files.keys.map { $0.dropFirst(3) } + ["deleted.md", "huge.md"]).map { DirectoryEntry(name: String($0), kind: .file) }
                + [DirectoryEntry(name: "loop", kind: .symbolicLink)]
        }

        func exists(_ path: String) -> Bool { Self.files[path] != nil || path == Self.huge || path == "/w" }
    }

    static let document = DocumentURI("file:///w/index.md")
    static let text = """
        # Index

        [café](latin1.md#caf) [a](a.md#intro) [b](b.md#intro) [b typo](b.md#intr) [gone](deleted.md)
        [huge](huge.md#anything) [emoji](emoji.md#) [punct](emoji.md#-1) [none](emoji.md#-2) [loop](loop/x.md)

        """

    @Test func eachIsLoggedOrReportedAndNothingHangs() async throws {
        let logs = MemoryLogSink()
        let client = InProcessClient(fileSystem: Workspace(), logSink: logs)
        let capabilities: JSONValue = ["general": ["positionEncodings": ["utf-8"]], "textDocument": ["diagnostic": [:]]]
        guard
            case .result = await client.request(
                id: 1, method: "initialize",
                params: ["rootUri": "file:///w", "capabilities": capabilities])
        else {
            Issue.record("initialize failed")
            return
        }
        try client.notify(InitializedNotification.self, .init())
        _ = await client.request(id: 2, method: FlushIndexRequest.method, params: nil)
        try client.notify(
            DidOpenTextDocumentNotification.self,
            .init(
                textDocument: .init(
                    uri: Self.document, languageId: "markdown", version: 1, text: Self.text)))
        let report = try await client.request(id: 3, DocumentDiagnosticRequest.self, .init(textDocument: .init(uri: Self.document)))
        let found = (report.items ?? []).map { "\($0.code) \($0.range.start.line):\($0.range.start.character) \($0.message)" }
        #expect(
            found == [
                "LAM026 2:69 No heading of 'b.md' has the anchor '#intr' — did you mean '#intro'?",
                "LAM025 2:82 The link leads to 'deleted.md', which does not exist.",
                "LAM026 3:81 No heading of 'emoji.md' has the anchor '#-2' — did you mean '#-1'?",
                "LAM025 3:92 The link leads to 'loop/x.md', which does not exist.",
            ])
        let lines = logs.allLines.joined(separator: "\n")
        #expect(lines.contains("/w/latin1.md is not valid UTF-8; indexed with its bad bytes as they are"))
        #expect(lines.contains("/w/deleted.md cannot be read (deleted?), not indexed"))
        #expect(lines.contains("/w/huge.md is larger than 8 MiB, not indexed"))
        #expect(await client.shutDown() == 0)
    }
}

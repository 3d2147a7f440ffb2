import LaminateConcurrency
import LaminateProtocol
import Testing

@testable import LaminateServer

/// Link checks through the server read folder listings it keeps
/// (`FolderListings`) while the client watches files: opening a document
/// in a large workspace lists no folder again and checks no other
/// document, a keystroke lists and `stat`s nothing, and a file created,
/// deleted or renamed (as the client reports it) changes the link
/// diagnostics that name it or could suggest it. Counted, not timed.
struct FolderListingsServerTests {
    /// Files in memory, the test changing them between messages; every
    /// listing and existence question counted.
    final class CountingWorkspace: FileSystem {
        private let files: Locked<[String: [UInt8]]>
        let listings = Locked<[String: Int]>([:])
        let existsAsked = Locked(0)
        /// Every path read, listed or asked about.
        let asked = Locked<Set<String>>([])

        init(_ files: [String: String]) { self.files = Locked(files.mapValues { Array($0.utf8) }) }

        func set(_ path: String, _ text: String?) { files.withLock { $0[path] = text.map { Array($0.utf8) } } }

        func contents(ofFile path: String) -> [UInt8]? {
            asked.withLock { _ = $0.insert(path) }
            return files.withLock { $0[path] }
        }

        func exists(_ path: String) -> Bool {
            asked.withLock { _ = $0.insert(path) }
            existsAsked.withLock { $0 += 1 }
            let inside = path + "/"
            return files.withLock { files in files[path] != nil || files.keys.contains { $0.hasPrefix(inside) } }
        }

        func entries(ofDirectory path: String) -> [DirectoryEntry]? {
            asked.withLock { _ = $0.insert(path) }
            listings.withLock { $0[path, default: 0] += 1 }
            return files.withLock { MemoryFileSystem(files: $0).entries(ofDirectory: path) }
        }

        /// The folders listed more than once, with how many times.
        var listedAgain: [String: Int] { listings.withLock { $0.filter { $0.value > 1 } } }
        var listingCount: Int { listings.withLock { $0.values.reduce(0, +) } }
    }

    static let index = DocumentURI("file:///root/index.md")
    static let other = DocumentURI("file:///root/other.md")

    /// A client that takes pushed diagnostics and watches files (or not), in a workspace at `/root`.
    func startClient(_ fileSystem: CountingWorkspace, watchesFiles: Bool = true) async throws -> InProcessClient {
        let client = InProcessClient(fileSystem: fileSystem)
        var capabilities: JSONValue = ["textDocument": ["publishDiagnostics": [:]]]
        if watchesFiles, case .object(var members) = capabilities {
            members["workspace"] = ["didChangeWatchedFiles": ["dynamicRegistration": true]]
            capabilities = .object(members)
        }
        guard
            case .result = await client.request(
                id: 0, method: "initialize", params: ["rootUri": "file:///root", "capabilities": capabilities])
        else {
            throw ResponseError.internalError("initialize failed")
        }
        client.connection.feed(.notification(method: "initialized", params: [:]))
        _ = await client.request(id: 1, method: FlushIndexRequest.method, params: nil)
        return client
    }

    func open(_ client: InProcessClient, _ uri: DocumentURI, _ text: String) throws {
        try client.notify(
            DidOpenTextDocumentNotification.self,
            .init(textDocument: .init(uri: uri, languageId: "markdown", version: 1, text: text)))
    }

    /// The link diagnostics (LAM025, LAM026) published since the last
    /// call, by document, as `code message`, after the server has checked
    /// everything.
    func published(_ client: InProcessClient, after count: inout Int, flushID: Int) async -> [DocumentURI: [String]] {
        await client.publishedDiagnostics(after: &count, flushID: flushID).mapValues { diagnostics in
            diagnostics.filter { $0.code == "LAM025" || $0.code == "LAM026" }.map { "\($0.code) \($0.message)" }
        }
    }

    /// `/root/dNN/fNNNNN.md`, 100 a folder, and `/root/images/logo.png`.
    static func tenThousandFiles() -> [String: String] {
        var files: [String: String] = ["/root/images/logo.png": ""]
        for number in 0..<10_000 {
            files["/root/d\(number / 100)/f\(number).md"] = "# File \(number)\n"
        }
        return files
    }

    @Test func openingADocumentInTenThousandFilesListsNoFolderTwiceAndChecksNoOtherDocument() async throws {
        let workspace = CountingWorkspace(Self.tenThousandFiles())
        let client = try await startClient(workspace)
        #expect(await client.server.state.workspaceIndex.summaries.count == 10_000)
        let listedByIndex = workspace.listingCount
        #expect(workspace.listedAgain.isEmpty)

        var seen = 0
        try open(client, Self.index, "[one](d0/f1.md#file-1) [typo](d0/f1.md#fiel-1) ![logo](images/logo.pgn) [gone](d3/f39.md)\n")
        #expect(
            await published(client, after: &seen, flushID: 2) == [
                Self.index: [
                    "LAM026 No heading of 'd0/f1.md' has the anchor '#fiel-1' — did you mean '#file-1'?",
                    "LAM025 The image leads to 'images/logo.pgn', which does not exist — did you mean 'logo.png'?",
                    "LAM025 The link leads to 'd3/f39.md', which does not exist — did you mean 'f309.md'?",
                ]
            ])
        try open(client, Self.other, "[logo](images/logo.png) [far](d99/f9999.md#file-9999) [none](d5/nothing-like-it.md)\n")
        #expect(
            await published(client, after: &seen, flushID: 3) == [
                Self.other: ["LAM025 The link leads to 'd5/nothing-like-it.md', which does not exist."]
            ])
        // Every folder the links lead into was listed by the index, once.
        #expect(workspace.listedAgain.isEmpty)
        #expect(workspace.listingCount == listedByIndex)
        #expect(workspace.existsAsked.withLock { $0 } == 0)

        // A keystroke lists and asks nothing either, and checks only its document.
        try client.notify(
            DidChangeTextDocumentNotification.self,
            .init(
                textDocument: .init(uri: Self.index, version: 2),
                contentChanges: [.init(range: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)), text: "x ")]))
        let afterKeystroke = await published(client, after: &seen, flushID: 4)
        #expect(Array(afterKeystroke.keys) == [Self.index])
        #expect(workspace.listingCount == listedByIndex)
        #expect(workspace.existsAsked.withLock { $0 } == 0)
        #expect(await client.shutDown() == 0)
    }

    @Test func aCreatedDeletedOrRenamedFileChangesTheLinksThatNameItOrCouldSuggestIt() async throws {
        let workspace = CountingWorkspace(["/root/gide.md": "# Guide\n", "/root/images/other.png": ""])
        let client = try await startClient(workspace)
        var seen = 0
        try open(client, Self.index, "[guide](guide.md) ![logo](images/logo.png) [up](../secret.md)\n")
        let outside = "LAM025 The link leads to '../secret.md', outside the workspace folder: not checked, as nothing outside the workspace is read."
        #expect(
            await published(client, after: &seen, flushID: 2) == [
                Self.index: [
                    "LAM025 The link leads to 'guide.md', which does not exist — did you mean 'gide.md'?",
                    "LAM025 The image leads to 'images/logo.png', which does not exist.", outside,
                ]
            ])
        // Nothing outside the workspace folder is read, listed or looked at.
        #expect(workspace.asked.withLock { $0.filter { !$0.hasPrefix("/root/") && $0 != "/root" } } == [])

        // The suggestion is a quick fix at the link, replacing its file name.
        let actions = await client.request(
            id: 20, method: CodeActionRequest.method,
            params: [
                "textDocument": ["uri": .string(Self.index.string)],
                "range": ["start": ["line": 0, "character": 10], "end": ["line": 0, "character": 10]],
                "context": ["diagnostics": [], "only": ["quickfix"]],
            ])
        guard case .result(.array(let found))? = actions else {
            Issue.record("no code actions: \(String(describing: actions))")
            return
        }
        let fix = found.first { $0["title"] == "Change to 'gide.md'" }
        #expect(fix?["isPreferred"] == true)
        #expect(
            fix?["edit"]?["changes"]?[Self.index.string]
                == [["newText": "gide.md", "range": ["start": ["line": 0, "character": 8], "end": ["line": 0, "character": 16]]]])

        // A file that is not Markdown appears beside the missing one: its suggestion.
        workspace.set("/root/images/logo.pgn", "")
        try client.notify(
            DidChangeWatchedFilesNotification.self, .init(changes: [.init(uri: DocumentURI("file:///root/images/logo.pgn"), type: 1)]))
        #expect(
            await published(client, after: &seen, flushID: 3) == [
                Self.index: [
                    "LAM025 The link leads to 'guide.md', which does not exist — did you mean 'gide.md'?",
                    "LAM025 The image leads to 'images/logo.png', which does not exist — did you mean 'logo.pgn'?", outside,
                ]
            ])

        // Renamed as the link has it (the client says so): the warning goes.
        workspace.set("/root/images/logo.pgn", nil)
        workspace.set("/root/images/logo.png", "")
        try client.notify(
            DidRenameFilesNotification.self,
            .init(files: [.init(oldUri: DocumentURI("file:///root/images/logo.pgn"), newUri: DocumentURI("file:///root/images/logo.png"))]))
        #expect(
            await published(client, after: &seen, flushID: 4) == [
                Self.index: ["LAM025 The link leads to 'guide.md', which does not exist — did you mean 'gide.md'?", outside]
            ])

        // The Markdown file the link names is created, and the one it was suggested deleted.
        workspace.set("/root/guide.md", "# Guide\n")
        workspace.set("/root/gide.md", nil)
        try client.notify(
            DidChangeWatchedFilesNotification.self,
            .init(changes: [
                .init(uri: DocumentURI("file:///root/guide.md"), type: 1), .init(uri: DocumentURI("file:///root/gide.md"), type: 3),
            ]))
        #expect(await published(client, after: &seen, flushID: 5) == [Self.index: [outside]])

        // What the client does not report is not seen: the listing is kept.
        let listed = workspace.listingCount
        workspace.set("/root/images/logo.png", nil)
        try client.notify(
            DidChangeTextDocumentNotification.self,
            .init(
                textDocument: .init(uri: Self.index, version: 2),
                contentChanges: [.init(range: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)), text: "x ")]))
        #expect(await published(client, after: &seen, flushID: 6) == [Self.index: [outside]])
        #expect(workspace.listingCount == listed)
        #expect(workspace.asked.withLock { $0.filter { !$0.hasPrefix("/root/") && $0 != "/root" } } == [])
        #expect(await client.shutDown() == 0)
    }

    /// A client that cannot watch files is never told of changes: each
    /// check asks the disk, as it did before listings were kept.
    @Test func withoutWatchedFilesEachCheckAsksTheDisk() async throws {
        let workspace = CountingWorkspace(["/root/gide.md": "# Guide\n"])
        let client = try await startClient(workspace, watchesFiles: false)
        var seen = 0
        try open(client, Self.index, "[guide](guide.md)\n")
        #expect(
            await published(client, after: &seen, flushID: 2) == [
                Self.index: ["LAM025 The link leads to 'guide.md', which does not exist — did you mean 'gide.md'?"]
            ])
        workspace.set("/root/guide.md", "# Guide\n")
        try client.notify(
            DidChangeTextDocumentNotification.self,
            .init(
                textDocument: .init(uri: Self.index, version: 2),
                contentChanges: [.init(range: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)), text: "x ")]))
        #expect(await published(client, after: &seen, flushID: 3) == [Self.index: []])
        #expect(await client.shutDown() == 0)
    }
}

import Dispatch
import LaminateConcurrency
import LaminateProtocol
import Synchronization
import Testing

@testable import LaminateServer

/// The workspace index through the server: built in the background, never
/// in the way of an open document, kept current from watched files.
struct WorkspaceIndexServerTests {
    /// A workspace in memory: `/root/dNN/fNNNNN.md` files (and a hidden
    /// folder and `node_modules`, which must not be read), whose reads wait
    /// until the test opens the gate, so a test sees the server while
    /// indexing is still going on.
    final class GatedWorkspace: FileSystem {
        let fileCount: Int
        private let gate = DispatchSemaphore(value: 0)
        private let isOpen = Atomic<Bool>(false)
        private let changed = Locked<[String: [UInt8]?]>([:])
        let reads = Atomic<Int>(0)

        init(fileCount: Int) { self.fileCount = fileCount }

        static func text(_ number: Int) -> String { "# File \(number)\n\nFold ^[butter](ingredient: 3) in, see [top](../index.md#top).\n" }

        func open() {
            isOpen.store(true, ordering: .sequentiallyConsistent)
            gate.signal()
        }

        func set(_ path: String, _ text: String?) { changed.withLock { $0[path] = text.map { Array($0.utf8) } } }

        func contents(ofFile path: String) -> [UInt8]? {
            // Only the Markdown files wait: the formatting definition is
            // looked for (and not found) when a document opens.
            guard path.hasSuffix(".md") else { return nil }
            if !isOpen.load(ordering: .sequentiallyConsistent) {
                gate.wait()
                gate.signal()
            }
            reads.add(1, ordering: .relaxed)
            if let override = changed.withLock({ $0[path] }) { return override }
            guard path.hasPrefix("/root/d"), let number = Int(path.split(separator: "/").last!.dropFirst().dropLast(3)) else { return nil }
            return Array(Self.text(number).utf8)
        }

        func entries(ofDirectory path: String) -> [DirectoryEntry]? {
            switch path {
            case "/root":
                return (0..<(fileCount + 99) / 100).map { DirectoryEntry(name: String(format: "d%02d", $0), kind: .directory) }
                    + [
                        DirectoryEntry(name: ".git", kind: .directory), DirectoryEntry(name: "node_modules", kind: .directory),
                        DirectoryEntry(name: "loop", kind: .symbolicLink), DirectoryEntry(name: "notes.txt", kind: .file),
                    ]
            case "/root/.git", "/root/node_modules":
                Issue.record("\(path) is listed")
                return []
            default:
                guard let folder = Int(path.dropFirst("/root/d".count)) else { return nil }
                let range = (folder * 100)..<min(fileCount, folder * 100 + 100)
                return range.map { DirectoryEntry(name: String(format: "f%05d.md", $0), kind: .file) }
            }
        }
    }

    static let document = DocumentURI("file:///root/index.md")
    static let text = "# Top\n\nAdd ^[butter](ingredient: 3) and ^[x](alignment: \"centre\").\n"

    /// Opens `index.md` and asks for the ingredient's references.
    func references(_ client: InProcessClient, id: Int) async throws -> [LSPLocation] {
        try await client.request(
            id: id, ReferencesRequest.self,
            .init(
                textDocument: .init(uri: Self.document), position: Position(line: 2, character: 8),
                context: .init(includeDeclaration: true))) ?? []
    }

    @Test func requestsOnAnOpenDocumentAreAnsweredWhileTenThousandFilesAreIndexed() async throws {
        let workspace = GatedWorkspace(fileCount: 10_000)
        let client = InProcessClient(fileSystem: workspace)
        try await client.initialize(offering: ["utf-16"], rootURI: DocumentURI("file:///root"))
        try client.notify(
            DidOpenTextDocumentNotification.self,
            .init(
                textDocument: .init(
                    uri: Self.document, languageId: "markdown", version: 1, text: Self.text)))

        // The indexer waits at its first read: the open document is answered from its own text.
        let hover = try await client.request(
            id: 1, HoverRequest.self,
            .init(
                textDocument: .init(uri: Self.document), position: Position(line: 2, character: 8)))
        #expect(hover?.contents.value.contains("ingredient") == true)
        let diagnostics = try await client.request(id: 2, DocumentDiagnosticRequest.self, .init(textDocument: .init(uri: Self.document)))
        #expect(diagnostics.items?.map(\.code).contains("LAM006") == true)
        #expect(try await references(client, id: 3).map(\.uri) == [Self.document])
        #expect(await client.server.state.workspaceIndex.isComplete == false)
        #expect(workspace.reads.load(ordering: .relaxed) == 0)

        workspace.open()
        _ = await client.request(id: 4, method: FlushIndexRequest.method, params: nil)
        #expect(await client.server.state.workspaceIndex.isComplete == true)
        #expect(await client.server.state.workspaceIndex.summaries.count == 10_000)
        let everywhere = try await references(client, id: 5)
        #expect(everywhere.count == 10_001)
        #expect(everywhere.contains { $0.uri == Self.document })
        // The heading is linked from every file.
        let toHeading = try await client.request(
            id: 6, ReferencesRequest.self,
            .init(
                textDocument: .init(uri: Self.document), position: Position(line: 0, character: 3),
                context: .init(includeDeclaration: false)))
        #expect(toHeading?.count == 10_000)
        #expect(await client.shutDown() == 0)
    }

    @Test func watchedMarkdownFilesKeepTheIndexCurrent() async throws {
        let workspace = GatedWorkspace(fileCount: 3)
        workspace.open()
        let client = InProcessClient(fileSystem: workspace)
        try await client.initialize(offering: ["utf-16"], rootURI: DocumentURI("file:///root"))
        try client.notify(
            DidOpenTextDocumentNotification.self,
            .init(
                textDocument: .init(
                    uri: Self.document, languageId: "markdown", version: 1, text: Self.text)))
        _ = await client.request(id: 1, method: FlushIndexRequest.method, params: nil)
        #expect(try await references(client, id: 2).count == 4)

        workspace.set("/root/d00/f00001.md", "no ingredient here\n")
        workspace.set("/root/d00/new.md", "^[butter](ingredient: 3) ^[butter](ingredient: 3)\n")
        try client.notify(
            DidChangeWatchedFilesNotification.self,
            .init(changes: [
                .init(uri: DocumentURI("file:///root/d00/f00001.md"), type: 2),
                .init(uri: DocumentURI("file:///root/d00/new.md"), type: 1),
                .init(uri: DocumentURI("file:///root/d00/f00002.md"), type: 3),
                .init(uri: DocumentURI("file:///root/notes.txt"), type: 2),
            ]))
        _ = await client.request(id: 3, method: FlushIndexRequest.method, params: nil)
        let paths = try await references(client, id: 4).map(\.uri.string)
        #expect(paths == ["file:///root/d00/f00000.md", "file:///root/d00/new.md", "file:///root/d00/new.md", Self.document.string].sorted())
        #expect(await client.shutDown() == 0)
    }
}

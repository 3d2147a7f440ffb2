import LaminateConcurrency
import LaminateFeatures
import LaminateProtocol
import Testing

@testable import LaminateServer

/// "Did you mean" for a link whose folder is misspelt (`PathSuggestions`),
/// through what reads the files: the server's kept listings and
/// `laminate check`'s lookup (`LinkTargetLookup` with listings of its own,
/// as `CheckLinks` makes it), on a workspace in memory with symbolic
/// links. Both say the same; nothing outside the workspace folder is
/// read, listed or asked about; a walk lists a folder a name at most.
struct PathSuggestionsServerTests {
    /// A workspace in memory that records every path it is asked about.
    final class RecordingFileSystem: FileSystem {
        let memory: MemoryFileSystem
        let asked = Locked<[String]>([])

        init(_ memory: MemoryFileSystem) { self.memory = memory }

        func contents(ofFile path: String) -> [UInt8]? {
            asked.withLock { $0.append(path) }
            return memory.contents(ofFile: path)
        }

        func entries(ofDirectory path: String) -> [DirectoryEntry]? {
            asked.withLock { $0.append("list " + path) }
            return memory.entries(ofDirectory: path)
        }

        func exists(_ path: String) -> Bool {
            asked.withLock { $0.append(path) }
            return memory.contents(ofFile: path) != nil || memory.entries(ofDirectory: path) != nil
        }

        /// What was asked about outside `/root`.
        var outside: [String] {
            asked.withLock { $0.map { $0.hasPrefix("list ") ? String($0.dropFirst(5)) : $0 } }
                .filter { $0 != "/root" && !$0.hasPrefix("/root/") }
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [String]
        var symbolicLinks: Set<String> = []
        var text: String
        var expected: [String]
        var testDescription: String { name }
    }

    static let outside = "outside the workspace folder: not checked, as nothing outside the workspace is read."

    static let cases: [Case] = [
        Case(
            name: "a misspelt folder, with and without a misspelt name, one and two deep",
            files: ["/root/guides/guide.md", "/root/guides/advanced/tips.md"],
            text: "[a](gides/guide.md) [b](gides/gide.md#top) [c](guides/advnced/tips.md) [d](/gides/advnced/tips.md)\n",
            expected: [
                "LAM025 The link leads to 'gides/guide.md', which does not exist — did you mean 'guides/guide.md'?",
                "LAM025 The link leads to 'gides/gide.md', which does not exist — did you mean 'guides/guide.md'?",
                "LAM025 The link leads to 'guides/advnced/tips.md', which does not exist — did you mean 'guides/advanced/tips.md'?",
                "LAM025 The link leads to '/gides/advnced/tips.md', which does not exist — did you mean '/guides/advanced/tips.md'?",
            ]),
        Case(
            name: "`..` climbing out of the workspace: never read, and said so",
            files: ["/root/guides/guide.md", "/secret/gides/guide.md", "/secret/guides/guide.md"],
            text: "[up](../secret/gides/guide.md) [in and out](guides/../../gides/guide.md) [rooted](/../secret/x.md)\n",
            expected: [
                "LAM025 The link leads to '../secret/gides/guide.md', \(outside)",
                "LAM025 The link leads to 'guides/../../gides/guide.md', \(outside)",
                "LAM025 The link leads to '/../secret/x.md', \(outside)",
            ]),
        Case(
            name: "symbolic links, looping or not, are never followed, even when as near as a folder",
            files: ["/root/guides/guide.md"], symbolicLinks: ["/root/loop", "/root/guide"],
            text: "[loop](loop/guide.md) [through a link](guide/guide.md) [near both](guidee/guide.md) [loops](loops/guide.md)\n",
            expected: [
                "LAM025 The link leads to 'loop/guide.md', which does not exist.",
                "LAM025 The link leads to 'guide/guide.md', which does not exist.",
                "LAM025 The link leads to 'guidee/guide.md', which does not exist — did you mean 'guides/guide.md'?",
                "LAM025 The link leads to 'loops/guide.md', which does not exist.",
            ]),
        Case(
            name: "a name that is a file, a far folder, a far last name: no suggestion",
            files: ["/root/guide.md", "/root/guides/guide.md"],
            text: "[file](guide.md/intro.md) [far](nothing-alike/guide.md) [far name](gides/zzzz.md)\n",
            expected: [
                "LAM025 The link leads to 'guide.md/intro.md', which does not exist.",
                "LAM025 The link leads to 'nothing-alike/guide.md', which does not exist.",
                "LAM025 The link leads to 'gides/zzzz.md', which does not exist.",
            ]),
    ]

    /// The link problems `laminate check` finds in `/root/index.md`: its
    /// lookup, with listings of its own, each target only having to exist.
    static func checked(_ text: String, on fileSystem: any FileSystem) -> [String] {
        LinkTargetLookup(fileSystem: fileSystem).diagnostics(
            of: FileSummary(text: Array(text.utf8)), path: "/root/index.md", roots: ["/root"], anchorsOf: { _ in nil }
        ).map { "\($0.code.rawValue) \($0.message)" }
    }

    /// The same, pulled from the server with the document open.
    static func served(_ text: String, on fileSystem: any FileSystem) async throws -> [String] {
        let client = InProcessClient(fileSystem: fileSystem)
        try await client.initialize(offering: ["utf-16"], rootURI: DocumentURI("file:///root"))
        let document = DocumentURI("file:///root/index.md")
        try client.notify(
            DidOpenTextDocumentNotification.self,
            .init(textDocument: .init(uri: document, languageId: "markdown", version: 1, text: text)))
        let pulled = try await client.request(id: 1, DocumentDiagnosticRequest.self, .init(textDocument: .init(uri: document)))
        #expect(await client.shutDown() == 0)
        return (pulled.items ?? []).filter { $0.code == "LAM025" || $0.code == "LAM026" }.map { "\($0.code) \($0.message)" }
    }

    @Test(arguments: cases)
    func serverAndCheckAgree(_ testCase: Case) async throws {
        let files = Dictionary(uniqueKeysWithValues: (testCase.files + ["/root/index.md"]).map { ($0, [UInt8]()) })
        let memory = MemoryFileSystem(files: files, symbolicLinks: testCase.symbolicLinks)
        let forCheck = RecordingFileSystem(memory)
        #expect(Self.checked(testCase.text, on: forCheck) == testCase.expected)
        #expect(forCheck.outside == [])
        let forServer = RecordingFileSystem(memory)
        #expect(try await Self.served(testCase.text, on: forServer) == testCase.expected)
        #expect(forServer.outside == [])
    }

    /// As files change (the client reporting them): a folder renamed
    /// re-checks the links below the folders it changed, whose path
    /// suggestions read them, and the quick fix replaces the link's path,
    /// keeping its fragment.
    @Test func aRenamedFolderChangesThePathSuggestionAndTheFixReplacesThePath() async throws {
        let helper = FolderListingsServerTests()
        let workspace = FolderListingsServerTests.CountingWorkspace(["/root/guides/intro.md": "# Intro\n"])
        let client = try await helper.startClient(workspace)
        let index = FolderListingsServerTests.index
        var seen = 0
        try helper.open(client, index, "[intro](gides/intro.md#intro)\n")
        let opened = await helper.published(client, after: &seen, flushID: 2)
        #expect(opened == [index: ["LAM025 The link leads to 'gides/intro.md', which does not exist — did you mean 'guides/intro.md'?"]])
        let actions = await client.request(
            id: 20, method: CodeActionRequest.method,
            params: [
                "textDocument": ["uri": .string(index.string)],
                "range": ["start": ["line": 0, "character": 10], "end": ["line": 0, "character": 10]],
                "context": ["diagnostics": [], "only": ["quickfix"]],
            ])
        guard case .result(.array(let found))? = actions else {
            Issue.record("no code actions: \(String(describing: actions))")
            return
        }
        let fix = found.first { $0["title"] == "Change to 'guides/intro.md'" }
        #expect(
            fix?["edit"]?["changes"]?[index.string]
                == [["newText": "guides/intro.md", "range": ["start": ["line": 0, "character": 8], "end": ["line": 0, "character": 22]]]])

        // The folder renamed: the suggestion follows it.
        workspace.set("/root/guides/intro.md", nil)
        workspace.set("/root/gide/intro.md", "# Intro\n")
        try client.notify(
            DidRenameFilesNotification.self,
            .init(files: [.init(oldUri: DocumentURI("file:///root/guides"), newUri: DocumentURI("file:///root/gide"))]))
        let renamed = await helper.published(client, after: &seen, flushID: 3)
        #expect(renamed == [index: ["LAM025 The link leads to 'gides/intro.md', which does not exist — did you mean 'gide/intro.md'?"]])
        #expect(workspace.asked.withLock { $0.filter { !$0.hasPrefix("/root/") && $0 != "/root" } } == [])
        #expect(await client.shutDown() == 0)
    }

    /// A misspelt folder among 5,000 alike (`chapter-1` …): found by
    /// looking at the workspace folder and the one suggested, each listed
    /// once; no other folder is listed.
    @Test func aMissingFolderAmongThousandsOfSiblings() {
        var files: [String: [UInt8]] = [:]
        for number in 1...5_000 { files["/root/chapter-\(number)/notes.md"] = [] }
        let workspace = RecordingFileSystem(MemoryFileSystem(files: files))
        let text = "[typo](chaptr-1234/notes.md) [both](chaptr-1234/note.md) [deeper](chaptr-1234/gone/notes.md) [far](appendix/notes.md)\n"
        #expect(
            Self.checked(text, on: workspace) == [
                "LAM025 The link leads to 'chaptr-1234/notes.md', which does not exist — did you mean 'chapter-1234/notes.md'?",
                "LAM025 The link leads to 'chaptr-1234/note.md', which does not exist — did you mean 'chapter-1234/notes.md'?",
                "LAM025 The link leads to 'chaptr-1234/gone/notes.md', which does not exist.",
                "LAM025 The link leads to 'appendix/notes.md', which does not exist.",
            ])
        let listed = workspace.asked.withLock { $0.filter { $0.hasPrefix("list ") } }
        #expect(Set(listed).count == listed.count, "a folder listed twice: \(listed)")
        #expect(
            Set(listed) == [
                "list /root", "list /root/chapter-1234", "list /root/chaptr-1234", "list /root/chaptr-1234/gone", "list /root/appendix",
            ])
    }
}

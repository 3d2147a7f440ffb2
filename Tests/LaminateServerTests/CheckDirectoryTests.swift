import Foundation
import LaminateProtocol
import Testing

@testable import LaminateServer

/// `laminate check DIR`, as a user runs it, on the workspaces of
/// `Tests/WorkspaceFixtures`: every Markdown file the index would read
/// (not `node_modules/`, hidden folders, nor what `.laminateignore`
/// excludes), broken links across files included, against each
/// workspace's `expected.txt`.
struct CheckDirectoryTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("WorkspaceFixtures")

    /// An error in one file anywhere under DIR fails the check; link
    /// problems are warnings.
    @Test(arguments: [("check", Int32(1)), ("warnings-only", Int32(0))])
    func checkReportsEveryFileUnderTheFolder(_ name: String, _ status: Int32) throws {
        let folder = Self.fixtures.appendingPathComponent(name)
        guard let run = try CommandLineTests.run(["check", folder.path]) else { return }
        #expect(run.status == status)
        let actual = run.stdout.replacingOccurrences(of: folder.path + "/", with: "")
        let golden = folder.appendingPathComponent("expected.txt")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try Data(actual.utf8).write(to: golden)
            Issue.record("recorded \(name)/expected.txt; run again without RECORD_SNAPSHOTS")
            return
        }
        #expect(actual == String(decoding: try Data(contentsOf: golden), as: UTF8.self))
    }

    /// A 50 MB file (sparse: nothing is written) is named on standard
    /// error and neither read nor checked, a link to it only has to exist;
    /// a symbolic link loop is not followed; a `.gitignore` in the folder
    /// is honoured (made here: git itself would not keep an ignored
    /// fixture file).
    @Test func largeFilesLoopsAndGitignoreInAFreshFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("laminate-check-dir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("out/\n*.log.md\n".utf8).write(to: folder.appendingPathComponent(".gitignore"))
        try Data("^[x](kern: \"x\")\n".utf8).write(to: folder.appendingPathComponent("out/built.md"))
        try Data("^[x](kern: \"x\")\n".utf8).write(to: folder.appendingPathComponent("today.log.md"))
        try Data("[ok](out/built.md) [large](large.md#whatever)\n".utf8).write(to: folder.appendingPathComponent("index.md"))
        let large = folder.appendingPathComponent("large.md")
        #expect(FileManager.default.createFile(atPath: large.path, contents: nil))
        let handle = try FileHandle(forWritingTo: large)
        try handle.truncate(atOffset: 50_000_000)
        try handle.close()
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("loop").path, withDestinationPath: folder.path)
        guard let run = try CommandLineTests.run(["check", folder.path]) else { return }
        #expect(run.status == 0, "nothing checked has a problem: \(run.stdout)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("large.md: not checked: larger than 8 MiB"))
    }

    /// Links to files on a real disk, as `laminate check` and the server
    /// see them: the same "did you mean" for a misspelt name or folder,
    /// none for a symbolic link that loops (listed, but leading nowhere:
    /// never the name itself, nor followed as a folder), and a link
    /// climbing out of the folder said to be outside it, not that it is missing.
    @Test func checkAndServerSuggestTheSameFileNames() async throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("laminate-file-links-\(UUID().uuidString)")
        let folder = parent.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: parent) }
        let text =
            "[typo](gide.md) [loop](loop.md) [up](../secret.md) ![photo](images/phto.png) [case](Guide.md) [folder](imags/photo.png)"
            + " [through the loop](loop.md/photo.png)\n"
        try Data(text.utf8).write(to: folder.appendingPathComponent("index.md"))
        try Data("# Guide\n".utf8).write(to: folder.appendingPathComponent("guide.md"))
        try Data().write(to: folder.appendingPathComponent("images/photo.png"))
        try Data("# Secret\n".utf8).write(to: parent.appendingPathComponent("secret.md"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("loop.md").path, withDestinationPath: "loop.md")
        let expected = [
            "LAM025 The link leads to 'gide.md', which does not exist — did you mean 'guide.md'?",
            "LAM025 The link leads to 'loop.md', which does not exist.",
            "LAM025 The link leads to '../secret.md', outside the workspace folder: not checked, as nothing outside the workspace is read.",
            "LAM025 The image leads to 'images/phto.png', which does not exist — did you mean 'photo.png'?",
            "LAM025 The link leads to 'Guide.md', which does not exist — did you mean 'guide.md'?",
            "LAM025 The link leads to 'imags/photo.png', which does not exist — did you mean 'images/photo.png'?",
            "LAM025 The link leads to 'loop.md/photo.png', which does not exist.",
        ]

        // The working directory is the folder, so that it is the only root.
        guard let run = try CommandLineTests.run(["check", "--format", "json", "."], directory: folder) else { return }
        let checked = try JSONDecoder().decode([CheckedProblem].self, from: Data(run.stdout.utf8))
        #expect(checked.map { "\($0.code) \($0.message)" } == expected)

        let client = InProcessClient(fileSystem: LocalFileSystem())
        let root = DocumentURI("file://" + folder.standardizedFileURL.path)
        try await client.initialize(offering: ["utf-16"], rootURI: root)
        let document = DocumentURI(root.string + "/index.md")
        try client.notify(
            DidOpenTextDocumentNotification.self,
            .init(textDocument: .init(uri: document, languageId: "markdown", version: 1, text: text)))
        let pulled = try await client.request(id: 1, DocumentDiagnosticRequest.self, .init(textDocument: .init(uri: document)))
        #expect(pulled.items?.map { "\($0.code) \($0.message)" } == expected)
        #expect(await client.shutDown() == 0)
    }

    /// One problem of `laminate check --format json`.
    struct CheckedProblem: Decodable {
        var code: String
        var message: String
    }
}

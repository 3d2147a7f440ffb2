import Foundation
import Testing

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
}

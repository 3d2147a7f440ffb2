import Foundation
import Testing

/// `laminate format [--check]`, run as a user would.
struct FormatCommandTests {
    static let unformatted = "# Crêpes 😀\n\nAdd ^[バター](ingredient:7,note:'cafe\u{301}') and ^[x](kern: 1,, bad).\n"
    static let formatted = "# Crêpes 😀\n\nAdd ^[バター](ingredient: 7, note: \"cafe\u{301}\") and ^[x](kern: 1,, bad).\n"

    static func file(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("laminate-format-\(UUID().uuidString).md")
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func checkNamesAnUnformattedFileAndChangesNothing() throws {
        let url = try Self.file(Self.unformatted)
        defer { try? FileManager.default.removeItem(at: url) }
        guard let run = try CommandLineTests.run(["format", "--check", url.path]) else { return }
        #expect(run.status == 1)
        #expect(run.stdout == "\(url.path): attribute lists are not formatted\n")
        #expect(try String(contentsOf: url, encoding: .utf8) == Self.unformatted)
    }

    @Test func formatRewritesTheFileThenCheckPasses() throws {
        let url = try Self.file(Self.unformatted)
        defer { try? FileManager.default.removeItem(at: url) }
        guard let run = try CommandLineTests.run(["format", url.path]) else { return }
        #expect(run.status == 0 && run.stdout.isEmpty)
        #expect(try String(contentsOf: url, encoding: .utf8) == Self.formatted)
        let check = try CommandLineTests.run(["format", "--check", url.path])
        #expect(check?.status == 0 && check?.stdout.isEmpty == true)
    }

    @Test func standardInputGoesToStandardOutput() throws {
        guard let run = try CommandLineTests.run(["format", "-"], input: Array(Self.unformatted.utf8)) else { return }
        #expect(run.status == 0)
        #expect(run.stdout == Self.formatted)
    }

    @Test func mistakes() throws {
        guard let missing = try CommandLineTests.run(["format", "/nonexistent/file.md"]) else { return }
        #expect(missing.status == 2 && missing.stderr.contains("cannot read"))
        #expect(try CommandLineTests.run(["format"])?.status == 2)
        #expect(try CommandLineTests.run(["format", "--fix", "a.md"])?.status == 2)
    }
}

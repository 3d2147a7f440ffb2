import Foundation
import Testing

/// The command line's help, usage mistakes, unreadable inputs and exit
/// statuses, as a table: `Tests/CheckFormatFixtures/cases.txt` (and
/// `locked.txt`, for a file the user may not read), one run of `laminate`
/// per line.
struct CommandLineCaseTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CheckFormatFixtures")

    struct Case: Sendable, CustomTestStringConvertible {
        var status: Int32
        var stream: String
        var fragment: String
        var arguments: [String]
        var testDescription: String { "laminate \(arguments.joined(separator: " "))" }
    }

    static func cases(_ name: String) -> [Case] {
        guard let text = try? String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), !line.allSatisfy(\.isWhitespace) else { return nil }
            // A line that ends in " |" runs laminate with no arguments.
            let fields = (line.hasSuffix(" |") ? line + " " : String(line)).components(separatedBy: " | ")
            guard fields.count == 4, let status = Int32(fields[0]) else { return nil }
            return Case(
                status: status, stream: fields[1], fragment: fields[2],
                arguments: fields[3].split(separator: " ").map(String.init))
        }
    }

    /// A fresh folder with the files the cases name.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("laminate-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("folder"), withIntermediateDirectories: true)
        try Data("Some ^[x](colr: 1)\n".utf8).write(to: folder.appendingPathComponent("doc.md"))
        try Data("Some ^[x](colr: 1)\n".utf8).write(to: folder.appendingPathComponent("folder/doc.md"))
        try Data("Plain ^[x](kern:true)\n".utf8).write(to: folder.appendingPathComponent("error.md"))
        try Data([UInt8]("# Caf".utf8) + [0xE9, 0x0A] + [UInt8]("menu\n".utf8)).write(to: folder.appendingPathComponent("latin1.md"))
        let locked = folder.appendingPathComponent("locked.md")
        try Data("text\n".utf8).write(to: locked)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked.path)
        return folder
    }

    @Test(arguments: cases("cases.txt"))
    func commandLine(_ testCase: Case) throws {
        try check(testCase)
    }

    @Test(arguments: cases("locked.txt"))
    func unreadableFile(_ testCase: Case) throws {
        guard geteuid() != 0 else {
            print("skipping: run as root, which may read any file")
            return
        }
        try check(testCase)
    }

    @Test func tablesAreRead() {
        #expect(Self.cases("cases.txt").count > 50)
        #expect(Self.cases("locked.txt").count == 3)
    }

    func check(_ testCase: Case) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func substituted(_ text: String) -> String { text.replacingOccurrences(of: "{dir}", with: folder.path) }
        guard let run = try CommandLineTests.run(testCase.arguments.map(substituted)) else { return }
        let stream = testCase.stream == "stdout" ? run.stdout : run.stderr
        #expect(run.status == testCase.status, "stdout: \(run.stdout)\nstderr: \(run.stderr)")
        #expect(stream.contains(substituted(testCase.fragment)), "\(testCase.stream): \(stream)")
    }
}

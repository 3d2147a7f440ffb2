import Foundation
import Testing

@testable import LaminateServer

/// The listing cases of `Tests/WorkspaceFixtures/listing-cases.txt`: small
/// workspaces in memory with `.gitignore` and `.laminateignore` files, and
/// the Markdown files the index lists in each.
struct WorkspaceListingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [String: [UInt8]]
        var expected: [String]
        var testDescription: String { name }
    }

    static let root = "/w"

    static let cases: [Case] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("WorkspaceFixtures/listing-cases.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var cases: [Case] = []
        var file: String?
        var inExpected = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("=== ") {
                cases.append(Case(name: String(line.dropFirst(4)), files: [:], expected: []))
                file = nil
                inExpected = false
            } else if cases.isEmpty {
                continue
            } else if line == "---" {
                inExpected = true
            } else if inExpected {
                if !line.isEmpty { cases[cases.count - 1].expected.append(String(line)) }
            } else if line.hasPrefix("@@ ") {
                let path = root + "/" + line.dropFirst(3)
                file = path
                cases[cases.count - 1].files[path] = []
            } else if let file {
                cases[cases.count - 1].files[file]! += Array((line + "\n").utf8)
            }
        }
        return cases
    }()

    @Test func casesAreFound() { #expect(Self.cases.count >= 10) }

    @Test(arguments: cases) func listing(_ testCase: Case) {
        let listed = WorkspaceListing(fileSystem: MemoryFileSystem(files: testCase.files))
            .markdownFiles(under: [Self.root]) { Issue.record("unexpected log: \($0)") }
        #expect(listed.map { String($0.dropFirst(Self.root.count + 1)) }.sorted() == testCase.expected)
    }

    /// A watched-file change is read only for a file the listing would
    /// list: every listed file, and no other Markdown file of the case.
    @Test(arguments: cases) func wouldListAgreesWithTheListing(_ testCase: Case) {
        let listing = WorkspaceListing(fileSystem: MemoryFileSystem(files: testCase.files))
        for path in testCase.files.keys.sorted() where WorkspaceScan.isMarkdown(path) {
            let expected = testCase.expected.contains(String(path.dropFirst(Self.root.count + 1)))
            #expect(listing.wouldList(path, under: [Self.root]) == expected, "\(path)")
        }
        #expect(!listing.wouldList("/elsewhere/a.md", under: [Self.root]))
    }

    /// A symbolic link is never followed, so a link to a folder above
    /// (a loop) ends the listing like any file.
    @Test func symbolicLinkLoopIsNotFollowed() {
        let fileSystem = MemoryFileSystem(files: ["/w/a.md": [], "/w/sub/b.md": []], symbolicLinks: ["/w/sub/loop", "/w/link.md"])
        #expect(WorkspaceListing(fileSystem: fileSystem).markdownFiles(under: ["/w"]) { _ in } == ["/w/a.md", "/w/sub/b.md"])
    }
}

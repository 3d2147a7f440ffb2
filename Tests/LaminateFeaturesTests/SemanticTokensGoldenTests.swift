import Foundation
import LaminateDialect
import LaminateFeatures
import Testing

/// Every document in `Fixtures/semantic-tokens/*.md` against its golden
/// `.tokens` file: one token per line, as a client decodes it (UTF-16
/// columns, split at line ends), with the text it covers.
///
/// `RECORD_SNAPSHOTS=1 swift test --filter SemanticTokensGoldenTests`
/// rewrites the golden files and then fails, so that nobody records by accident.
struct SemanticTokensGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/semantic-tokens")

    static func documentNames() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }.sorted()
    }

    @Test func thereAreGoldenDocuments() {
        #expect(Self.documentNames().count >= 7)
    }

    @Test(arguments: documentNames())
    func golden(name: String) throws {
        let text = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name + ".md")))
        let actual = SemanticTokenDump.dump(DocumentAnalysis(text: text))
        let goldenURL = Self.folder.appendingPathComponent(name + ".tokens")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try actual.write(to: goldenURL, atomically: true, encoding: .utf8)
            Issue.record("recorded \(goldenURL.lastPathComponent); run again without RECORD_SNAPSHOTS")
            return
        }
        let expected = (try? String(contentsOf: goldenURL, encoding: .utf8)) ?? ""
        #expect(actual == expected, "\(name): tokens differ from \(goldenURL.lastPathComponent)")
        if actual != expected {
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in actualLines.enumerated() where index >= expectedLines.count || expectedLines[index] != line {
                Issue.record(
                    "\(name) line \(index + 1): got \(line), expected \(index < expectedLines.count ? String(expectedLines[index]) : "nothing")")
                break
            }
        }
    }
}

import Foundation
import Testing

@testable import LaminateDialect

/// Block tree snapshots: each `Tests/BlockFixtures/trees/NAME.md` is parsed
/// and its `BlockTreeDump` compared with `NAME.tree`. With `RECORD_SNAPSHOTS=1`
/// the `.tree` files are rewritten and the test fails, so nobody records by accident.
@Suite struct BlockTreeFixtureTests {
    static let directory = BlockTestData.fixturesDirectory.appendingPathComponent("trees")

    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }.sorted()
    }

    @Test(arguments: names)
    func fixture(_ name: String) throws {
        let input = try Data(contentsOf: Self.directory.appendingPathComponent(name + ".md"))
        let actual = BlockTreeDump.dump(MarkdownParser.parse(Array(input))) + "\n"
        let expectedURL = Self.directory.appendingPathComponent(name + ".tree")
        if BlockTestData.isRecordingSnapshots {
            try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
            Issue.record("Recorded \(name).tree; run again without RECORD_SNAPSHOTS=1")
            return
        }
        let expected = (try? String(contentsOf: expectedURL, encoding: .utf8)) ?? ""
        #expect(actual == expected, "\(name): tree differs from \(name).tree")
    }

    @Test func fixturesExist() {
        #expect(Self.names.count >= 10)
    }
}

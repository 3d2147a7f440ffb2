import Foundation
import Testing

@testable import LaminateDialect

/// Tree-dump fixtures: every node, marker and issue with its exact source range.
@Suite struct InlineFixtureTests {
    static let files = ["InlineTreeFixtures.txt", "AttributeSpanFixtures.txt", "AttributeSpanBlockFixtures.txt"]

    /// Files whose name says `Block` go through the whole parser; the others
    /// through the inline parser alone.
    static func tree(_ input: String, file: String) -> SyntaxTree {
        file.contains("Block") ? MarkdownParser.parse(input) : InlineTestDocument(input).tree
    }
    static let isRecording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"

    static var cases: [InlineFixtureCase] { files.flatMap { InlineFixtureCase.load($0) } }

    @Test func fixturesAreRecordedOnRequest() {
        guard Self.isRecording else { return }
        for file in Self.files {
            var actual: [String: String] = [:]
            for fixture in InlineFixtureCase.load(file) {
                actual[fixture.name] = InlineTreeDump.dump(Self.tree(fixture.input, file: file))
            }
            InlineFixtureCase.record(file, actual)
        }
        Issue.record("Fixtures recorded; run again without RECORD_SNAPSHOTS=1")
    }

    @Test(arguments: cases)
    func fixture(_ fixture: InlineFixtureCase) {
        guard !Self.isRecording else { return }
        let actual = InlineTreeDump.dump(Self.tree(fixture.input, file: fixture.file))
        #expect(actual == fixture.expected, "\(fixture.file): \(fixture.name)")
    }
}

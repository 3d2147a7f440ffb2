import Foundation

/// Where the block tests find their data: fixtures in `Tests/BlockFixtures`
/// (outside the test target's folder, so SwiftPM needs no `resources:`
/// entry), and the shared CommonMark examples in `../shared`, next to the
/// package root.
enum BlockTestData {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let fixturesDirectory = testsDirectory.appendingPathComponent("BlockFixtures")
    static let packageRoot = testsDirectory.deletingLastPathComponent()
    static let specURL = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/commonmark/spec.json")
    static let knownFailuresURL = fixturesDirectory.appendingPathComponent("commonmark-known-failures.txt")

    struct SpecExample: Decodable, Sendable, CustomStringConvertible {
        let markdown: String
        let html: String
        let example: Int
        let section: String
        var description: String { "example \(example) (\(section))" }
    }

    /// The CommonMark examples, or nil (with a printed reason) when `../shared` is absent.
    static let specExamples: [SpecExample]? = {
        guard let data = try? Data(contentsOf: specURL),
            let examples = try? JSONDecoder().decode([SpecExample].self, from: data)
        else {
            print("Skipping CommonMark conformance: \(specURL.path) is not readable")
            return nil
        }
        return examples
    }()

    static var isRecordingKnownFailures: Bool { ProcessInfo.processInfo.environment["RECORD_KNOWN_FAILURES"] == "1" }
    static var isRecordingSnapshots: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }
}

/// `commonmark-known-failures.txt`: one line per example that does not pass
/// yet, `NUMBER reason`; `#` starts a comment line.
struct KnownFailures {
    var reasons: [Int: String] = [:]

    static func load() -> KnownFailures {
        var failures = KnownFailures()
        guard let text = try? String(contentsOf: BlockTestData.knownFailuresURL, encoding: .utf8) else { return failures }
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard let first = parts.first, let number = Int(first) else { continue }
            failures.reasons[number] = parts.count > 1 ? String(parts[1]) : "not yet passing"
        }
        return failures
    }

    func write(failing: [Int]) throws {
        var text = "# CommonMark examples that do not pass yet: NUMBER reason.\n"
        text += "# Regenerate with RECORD_KNOWN_FAILURES=1 swift test --filter CommonMarkConformanceTests\n"
        for number in failing.sorted() {
            text += "\(number) \(reasons[number] ?? "not yet analysed")\n"
        }
        try text.write(to: BlockTestData.knownFailuresURL, atomically: true, encoding: .utf8)
    }
}

import Foundation
import Testing

/// `laminate check --format text|gcc|json|sarif|github` on
/// `Tests/CheckFormatFixtures/project`, run from inside it (as a CI job runs
/// from the repository's root), against the golden `expected.FORMAT` files
/// beside it (`RECORD_SNAPSHOTS=1` records them). Every format has the same
/// problems in the same order; each counts columns in its reader's unit.
struct CheckFormatTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CheckFormatFixtures")
    static let project = fixtures.appendingPathComponent("project")

    static func check(_ format: String) throws -> CommandLineTests.Run? {
        try CommandLineTests.run(["check", "--format", format, "."], directory: project)
    }

    @Test(arguments: ["text", "gcc", "json", "sarif", "github"])
    func matchesTheGoldenOutput(_ format: String) throws {
        guard let run = try Self.check(format) else { return }
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty)
        let golden = Self.fixtures.appendingPathComponent("expected.\(format)")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try Data(run.stdout.utf8).write(to: golden)
            Issue.record("recorded expected.\(format); run again without RECORD_SNAPSHOTS")
            return
        }
        #expect(run.stdout == String(decoding: try Data(contentsOf: golden), as: UTF8.self))
    }

    /// (code, line) of each problem, as `--format json` gives them.
    static func jsonProblems() throws -> [(String, Int)] {
        guard let run = try check("json") else { return [] }
        let array = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        return array.map { ($0["code"] as? String ?? "", $0["line"] as? Int ?? 0) }
    }

    @Test func sarifIsWhatCodeScanningReads() throws {
        guard let run = try Self.check("sarif") else { return }
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let sarifRun = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(sarifRun["columnKind"] as? String == "utf16CodeUnits")
        let driver = try #require((sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "laminate")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(Set(rules.compactMap { $0["id"] as? String }).count == rules.count)
        for rule in rules {
            for field in ["shortDescription", "fullDescription", "help"] {
                #expect(((rule[field] as? [String: Any])?["text"] as? String)?.isEmpty == false, "\(rule["id"] ?? "") \(field)")
            }
        }
        let results = try #require(sarifRun["results"] as? [[String: Any]])
        var fingerprints: Set<String> = []
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == ruleID)
            #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(!uri.hasPrefix("/") && !uri.hasPrefix("file:") && !uri.hasPrefix("."), "repository-relative: \(uri)")
            let region = try #require(location["region"] as? [String: Any])
            for field in ["startLine", "startColumn", "endLine", "endColumn"] { #expect(region[field] is Int) }
            let fingerprint = try #require((result["partialFingerprints"] as? [String: String])?["laminate/v1"])
            fingerprints.insert(fingerprint)
        }
        #expect(fingerprints.count == results.count)
        #expect(results.map { ($0["ruleId"] as? String ?? "") } == (try Self.jsonProblems()).map(\.0))
        #expect(
            results.map {
                ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
                    as? [String: Any])?["startLine"] as? Int ?? 0
            } == (try Self.jsonProblems()).map(\.1))
    }

    /// A problem keeps its fingerprint when lines are added above it.
    @Test func sarifFingerprintsSurviveEditsAbove() throws {
        func fingerprints(_ text: String) throws -> [String] {
            guard let run = try CommandLineTests.run(["check", "--format", "sarif", "-"], input: Array(text.utf8)) else { return [] }
            let log = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
            return results.compactMap { ($0["partialFingerprints"] as? [String: String])?["laminate/v1"] }
        }
        let before = try fingerprints("^[a](kern: true)\n^[b](colr: 1)\n")
        let after = try fingerprints("# New title\n\nA paragraph.\n\n^[a](kern: true)\n^[b](colr: 1)\n")
        #expect(before.count == 2)
        #expect(before == after)
    }

    /// Each line of `--format github` and `gcc` is one problem, in the
    /// order of `--format json`.
    @Test(arguments: ["github", "gcc", "text"])
    func lineFormatsHaveTheJSONProblemsInOrder(_ format: String) throws {
        guard let run = try Self.check(format) else { return }
        let codes = run.stdout.split(separator: "\n").map { line -> String in
            if format == "github" {
                return line.components(separatedBy: ",title=").last?.components(separatedBy: "::").first ?? ""
            }
            return String(line.suffix(7).dropLast())
        }
        #expect(codes == (try Self.jsonProblems()).map(\.0))
    }
}

import Foundation
import Testing

/// `laminate check` on String Catalogs, `.strings` files and Swift files,
/// as a user runs it: the files of `Tests/AppStringsFixtures/check` (with
/// their `.laminate.json`) against `expected.txt` there.
struct AppStringsCheckTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AppStringsFixtures/check")

    @Test func checkPrintsTheProblemsOfEveryContainer() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".xcstrings") || $0.hasSuffix(".strings") || $0.hasSuffix(".swift") }.sorted()
        #expect(names.count >= 4)
        let paths = names.map { Self.folder.appendingPathComponent($0).path }
        guard let run = try CommandLineTests.run(["check"] + paths) else { return }
        #expect(run.status == 1, "errors exit with 1")
        let actual = run.stdout.replacingOccurrences(of: Self.folder.path + "/", with: "")
        let golden = Self.folder.appendingPathComponent("expected.txt")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try Data(actual.utf8).write(to: golden)
            Issue.record("recorded \(golden.lastPathComponent); run again without RECORD_SNAPSHOTS")
            return
        }
        #expect(actual == String(decoding: try Data(contentsOf: golden), as: UTF8.self))
    }
}

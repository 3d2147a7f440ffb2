import Foundation
import LaminateAttributes
import Testing

/// The README's catalog and diagnostic-code tables are generated from the
/// catalog and the code list; this keeps them from drifting apart. Set
/// `README_TABLES_DIR=/some/folder` to write the current tables there for pasting.
struct ReadmeTablesTests {
    static let readmePath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md").path

    @Test(arguments: [
        ("attribute catalog", AttributeCatalog.builtIn.markdownTable()),
        ("diagnostic codes", DiagnosticCode.markdownTable()),
    ])
    func readmeHoldsTheGeneratedTable(name: String, table: String) throws {
        if let folder = ProcessInfo.processInfo.environment["README_TABLES_DIR"] {
            try table.write(toFile: folder + "/" + name + ".md", atomically: true, encoding: .utf8)
        }
        let readme = try String(contentsOfFile: Self.readmePath, encoding: .utf8)
        #expect(readme.contains(table.trimmingCharacters(in: .newlines)),
                "README.md does not hold the current \(name) table; write it with README_TABLES_DIR=/tmp swift test --filter ReadmeTablesTests")
    }
}

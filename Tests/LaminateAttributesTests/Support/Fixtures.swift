import Foundation

/// Paths of test fixtures, computed from this file's location so that tests
/// run from any working directory without a `resources:` entry.
enum Fixtures {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let directory = testsDirectory.appendingPathComponent("Fixtures")

    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: url(name)))
    }

    static func text(_ name: String) throws -> String {
        String(decoding: try bytes(name), as: UTF8.self)
    }

    /// Lines of a table file: blank lines and lines starting with `#` skipped.
    /// `⏎` stands for a line feed and `⇥` for a tab, so one case fits on one line.
    static func table(_ name: String) throws -> [[String]] {
        try text(name).split(separator: "\n", omittingEmptySubsequences: true).compactMap { line in
            guard !line.hasPrefix("#"), !line.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
            return line.split(separator: "\t", omittingEmptySubsequences: false).map {
                $0.replacingOccurrences(of: "⏎", with: "\n").replacingOccurrences(of: "⇥", with: "\t")
            }
        }
    }
}

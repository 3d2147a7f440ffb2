import Foundation

/// A document with its cursor marked `$0` and, optionally, an expected range
/// marked `⟦…⟧`; the markers are removed and their byte offsets kept.
struct CursorMarkedDocument {
    static let cursor = "$0"
    static let rangeOpen = "⟦"
    static let rangeClose = "⟧"

    var text: String
    var cursor: Int
    var expectedRange: Range<Int>?

    init(_ marked: String) {
        var text = ""
        var cursor = 0
        var rangeStart: Int?
        var rangeEnd: Int?
        var rest = Substring(marked)
        while let next = [Self.cursor, Self.rangeOpen, Self.rangeClose]
            .compactMap({ marker in rest.range(of: marker).map { (marker, $0) } })
            .min(by: { $0.1.lowerBound < $1.1.lowerBound })
        {
            text += rest[..<next.1.lowerBound]
            let offset = text.utf8.count
            switch next.0 {
            case Self.cursor: cursor = offset
            case Self.rangeOpen: rangeStart = offset
            default: rangeEnd = offset
            }
            rest = rest[next.1.upperBound...]
        }
        text += rest
        self.text = text
        self.cursor = cursor
        if let rangeStart, let rangeEnd { expectedRange = rangeStart..<rangeEnd }
    }

    var bytes: [UInt8] { Array(text.utf8) }
}

/// A file of cases: `=== name` starts a case, then its document, then a line
/// `---`, then the expected output, up to the next `===`.
///
/// With `RECORD_SNAPSHOTS=1` in the environment, `record` rewrites the file
/// with the actual outputs; the test then fails so nobody records by accident.
struct CursorCaseFile {
    struct Case: CustomStringConvertible {
        var name: String
        var document: String
        var expected: String
        var description: String { name }
    }

    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FeatureFixtures")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    static func cases(_ fileName: String) -> [Case] {
        guard let contents = try? String(contentsOf: directory.appendingPathComponent(fileName), encoding: .utf8) else {
            return []
        }
        var cases: [Case] = []
        for chunk in contents.components(separatedBy: "\n=== ").enumerated() {
            var body = chunk.element
            if chunk.offset == 0 {
                guard body.hasPrefix("=== ") else { continue }
                body.removeFirst(4)
            }
            guard let nameEnd = body.firstIndex(of: "\n") else { continue }
            let name = String(body[..<nameEnd])
            let rest = String(body[body.index(after: nameEnd)...])
            let parts = rest.components(separatedBy: "\n---\n")
            let document = parts[0]
            let expected = parts.count > 1 ? parts.dropFirst().joined(separator: "\n---\n") : ""
            cases.append(Case(name: name, document: document, expected: expected.trimmingCharacters(in: .newlines)))
        }
        return cases
    }

    /// Rewrites the file with `actual` outputs by case name.
    static func record(_ fileName: String, _ actual: [String: String]) {
        let url = directory.appendingPathComponent(fileName)
        let updated = cases(fileName).map { testCase in
            "=== \(testCase.name)\n\(testCase.document)\n---\n\(actual[testCase.name] ?? testCase.expected)\n"
        }.joined(separator: "\n")
        try? updated.write(to: url, atomically: true, encoding: .utf8)
    }
}

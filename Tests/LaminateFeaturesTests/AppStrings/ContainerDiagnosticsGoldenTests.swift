import Foundation
import LaminateAppStrings
import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import Testing

/// The problems of each container in `Fixtures/AppStrings`, against
/// `NAME.EXT.diagnostics`: code, severity, range in UTF-8, UTF-16 and
/// UTF-32 positions, the offending text, the message and each fix's
/// edits. `RECORD_SNAPSHOTS=1` rewrites the golden files and then fails.
struct ContainerDiagnosticsGoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/AppStrings")

    static var names: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { ContainerKind(path: $0) != nil }.sorted()
    }

    static func analysis(_ name: String) throws -> ContainerAnalysis {
        let bytes = Array(try Data(contentsOf: directory.appendingPathComponent(name)))
        return ContainerAnalysis(text: bytes, kind: try #require(ContainerKind(path: name)))
    }

    @Test func thereAreFixturesOfEachContainer() {
        for kind in ContainerKind.allCases {
            #expect(Self.names.contains { ContainerKind(path: $0) == kind }, "no fixture for \(kind)")
        }
    }

    @Test(arguments: names)
    func diagnosticsMatchTheGoldenFile(name: String) throws {
        let analysis = try Self.analysis(name)
        let actual = Self.printed(ContainerDiagnostics.check(analysis), analysis)
        let golden = Self.directory.appendingPathComponent(name + ".diagnostics")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try Data(actual.utf8).write(to: golden)
            Issue.record("recorded \(golden.lastPathComponent); run again without RECORD_SNAPSHOTS")
            return
        }
        let expected = String(decoding: (try? Data(contentsOf: golden)) ?? Data(), as: UTF8.self)
        #expect(actual == expected, "diagnostics of \(name) differ from \(golden.lastPathComponent)")
    }

    /// Every fix, applied to the container, leaves a container that reads
    /// whole again, with as many strings, and the diagnostic it fixes gone.
    @Test(arguments: names)
    func everyFixLeavesAValidContainer(name: String) throws {
        let analysis = try Self.analysis(name)
        for diagnostic in ContainerDiagnostics.check(analysis) {
            for fix in diagnostic.fixes {
                var text = analysis.text
                for edit in fix.edits.sorted(by: { $0.range.start > $1.range.start }) {
                    text.replaceSubrange(edit.range.range, with: Array(edit.replacement.utf8))
                }
                let fixed = ContainerAnalysis(text: text, kind: analysis.kind)
                #expect(fixed.scan.failure == nil, "\(fix.title) broke \(name): \(String(decoding: text, as: UTF8.self))")
                #expect(fixed.scan.strings.count == analysis.scan.strings.count, "\(fix.title) changed the strings of \(name)")
                let after = ContainerDiagnostics.check(fixed)
                #expect(
                    !after.contains { $0.code == diagnostic.code && $0.range.start == diagnostic.range.start },
                    "\(fix.title) did not fix \(diagnostic.message) in \(name)")
            }
        }
    }

    static func printed(_ diagnostics: [Diagnostic], _ analysis: ContainerAnalysis) -> String {
        var lines: [String] = []
        func positions(_ range: ByteRange) -> String {
            ColumnUnit.allCases.map { unit in
                "\(unit.rawValue) \(analysis.lineIndex.position(ofUTF8Offset: range.start, in: unit))-\(analysis.lineIndex.position(ofUTF8Offset: range.end, in: unit))"
            }.joined(separator: ", ")
        }
        func slice(_ range: ByteRange) -> String { String(decoding: analysis.text[range.range], as: UTF8.self) }
        for diagnostic in diagnostics {
            lines.append("\(diagnostic.code.rawValue) \(diagnostic.severity.rawValue) \(positions(diagnostic.range)) «\(slice(diagnostic.range))»")
            lines.append("  \(diagnostic.message)")
            for related in diagnostic.related {
                lines.append("  related \(positions(related.range)): \(related.message)")
            }
            for fix in diagnostic.fixes {
                let edits = fix.edits.map { "«\(slice($0.range))» → «\($0.replacement)»" }.joined(separator: ", ")
                lines.append("  fix \(fix.title): \(edits)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

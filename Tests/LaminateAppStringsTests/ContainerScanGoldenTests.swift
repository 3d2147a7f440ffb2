import Foundation
import LaminateAppStrings
import LaminateDialect
import Testing

/// Every container in `Fixtures/Scan` read for its strings, against
/// `NAME.EXT.scan`: each string's origin, where its literal is, and its
/// decoded text (placeholders as `￼`, listed with their source).
/// `RECORD_SNAPSHOTS=1` rewrites the golden files and then fails.
struct ContainerScanGoldenTests {
    static let folder = "Scan"
    static let names = Fixtures.names(in: folder, extensions: ["xcstrings", "strings", "swift"])

    static func scan(_ name: String) throws -> (text: [UInt8], scan: ContainerScan) {
        let bytes = Array(try Data(contentsOf: Fixtures.url(folder).appendingPathComponent(name)))
        let kind = try #require(ContainerKind(path: name))
        switch ContainerText.decode(bytes) {
        case .success(let decoded): return (decoded.text, ContainerScan.scan(decoded.text, as: kind))
        case .failure(let failure): return (bytes, ContainerScan(kind: kind, failure: failure))
        }
    }

    @Test func thereAreFixturesOfEachContainer() {
        for kind in ContainerKind.allCases {
            #expect(Self.names.contains { ContainerKind(path: $0) == kind }, "no fixture for \(kind)")
        }
    }

    @Test(arguments: names)
    func scanMatchesTheGoldenFile(name: String) throws {
        let (text, scan) = try Self.scan(name)
        let actual = ScanPrinter.print(scan, text: text)
        let golden = Fixtures.url(Self.folder).appendingPathComponent(name + ".scan")
        if Fixtures.isRecording {
            try Data(actual.utf8).write(to: golden)
            Issue.record("recorded \(golden.lastPathComponent); run again without RECORD_SNAPSHOTS")
            return
        }
        let expected = String(decoding: (try? Data(contentsOf: golden)) ?? Data(), as: UTF8.self)
        #expect(actual == expected, "scan of \(name) differs from \(golden.lastPathComponent)")
    }

    /// The map is exact: verbatim segments are copies of the source, escapes
    /// and placeholders start where the container says they do, segments
    /// lie inside the literal in order, and every offset maps back and forth.
    @Test(arguments: names)
    func sourceMapsAreExact(name: String) throws {
        let (text, scan) = try Self.scan(name)
        for string in scan.strings {
            SourceMapInvariants.check(string, in: text)
        }
    }
}

enum SourceMapInvariants {
    static func check(_ string: EmbeddedString, in container: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let text = string.text
        var previousEnd = string.literalRange.start
        var textCursor = 0
        for segment in text.segments {
            #expect(segment.textStart == textCursor, "segments tile the text", sourceLocation: sourceLocation)
            textCursor = segment.textEnd
            #expect(
                segment.sourceStart >= previousEnd && segment.sourceEnd <= string.literalRange.end,
                "segment \(segment) inside the literal, in order", sourceLocation: sourceLocation)
            previousEnd = segment.sourceEnd
            let source = Array(container[segment.sourceStart..<segment.sourceEnd])
            let decoded = Array(text.bytes[segment.textStart..<segment.textEnd])
            switch segment.kind {
            case .verbatim:
                #expect(source == decoded, "a verbatim segment is a copy", sourceLocation: sourceLocation)
            case .escape:
                #expect(
                    source.first == UInt8(ascii: "\\") || source == [0x0D, 0x0A], "an escape starts with \\: \(source)",
                    sourceLocation: sourceLocation)
            case .placeholder:
                #expect(
                    source.first == UInt8(ascii: "\\") || source.first == UInt8(ascii: "%"),
                    "a placeholder is an interpolation or a format specifier", sourceLocation: sourceLocation)
                #expect(decoded == EmbeddedText.placeholderBytes, sourceLocation: sourceLocation)
            }
            // Every offset of a verbatim segment, and every segment boundary, maps there and back.
            let offsets = segment.kind == .verbatim ? Array(segment.textStart...segment.textEnd) : [segment.textStart, segment.textEnd]
            for offset in offsets {
                let range = text.sourceRange(offset, offset)
                let back = text.textOffset(atSource: range.start)
                #expect(
                    back == offset || (offset == segment.textEnd && back != nil),
                    "text offset \(offset) → source \(range.start) → \(String(describing: back))", sourceLocation: sourceLocation)
            }
        }
        #expect(textCursor == text.bytes.count, sourceLocation: sourceLocation)
        #expect(String(validating: text.bytes, as: UTF8.self) != nil, "the decoded text is UTF-8", sourceLocation: sourceLocation)
    }
}

/// The golden form of a scan.
enum ScanPrinter {
    static func print(_ scan: ContainerScan, text: [UInt8]) -> String {
        var lines: [String] = []
        if let failure = scan.failure {
            lines.append("failure at \(location(failure.range.start, text)): \(failure.message)")
        }
        if let language = scan.sourceLanguage { lines.append("sourceLanguage \(language)") }
        for string in scan.strings {
            var origin = "\(string.origin.role)"
            if let language = string.origin.language { origin += " [\(language)]" }
            if !string.origin.variation.isEmpty { origin += " " + string.origin.variation.joined(separator: "/") }
            lines.append("\(origin) \(location(string.literalRange.start, text))-\(location(string.literalRange.end, text)) \(string.escaping)")
            lines.append("  text: " + visible(string.text.string))
            let placeholders = string.text.segments.filter { $0.kind == .placeholder }
                .map { String(decoding: text[$0.sourceStart..<$0.sourceEnd], as: UTF8.self) }
            if !placeholders.isEmpty { lines.append("  placeholders: " + placeholders.joined(separator: "  ")) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `line:column`, 1-based, the column in UTF-8 bytes.
    static func location(_ offset: Int, _ text: [UInt8]) -> String {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, text.count) where text[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return "\(line):\(offset - lineStart + 1)"
    }

    static func visible(_ string: String) -> String {
        string.replacingOccurrences(of: "\n", with: "⏎").replacingOccurrences(of: "\t", with: "⇥")
    }
}

import Foundation
import Testing

@testable import LaminateDialect

/// Differential testing against the reference implementation: with
/// `CMARK_DIFFERENTIAL=1` and `cmark-gfm` on the PATH, renders generated
/// documents (block syntax, tables, definitions, tabs, line endings) with
/// both and compares them. Off by default: it needs the tool, and the
/// installed cmark-gfm (0.29) predates CommonMark 0.31.2 in a few ways the
/// comparison has to look past (see `normalizeKnownDifferences`).
@Suite struct CmarkDifferentialTests {
    static let pieces = [
        ">", "> ", " ", "  ", "   ", "    ", "\t", "- ", "* ", "+ ", "1. ", "2) ", "# ", "```", "~~~", "\n", "\n", "\n", "\n\n",
        "a", "b c", "---", "===", "***", "<div>", "</div>", "[x]: /u", "[x]", "[y]:\n  /v", "[y]", "    code", "\r\n",
        "| a | b |", "|---|---|", "|:-|-:|", "|", " | ", "x|y", "\n  \n",
    ]

    @Test func generatedDocumentsRenderAsCmarkGFM() throws {
        guard ProcessInfo.processInfo.environment["CMARK_DIFFERENTIAL"] == "1" else { return }
        guard let tool = Self.findTool("cmark-gfm") else {
            print("Skipping differential test: cmark-gfm is not on the PATH")
            return
        }
        var generator = SplitMix64(seed: 2026)
        var mismatches: [String] = []
        for _ in 0..<400 {
            var markdown = ""
            for _ in 0..<(1 + Int(generator.next() % 40)) {
                markdown += Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))]
            }
            let expected = try Self.run(tool, ["-e", "table", "--unsafe"], input: markdown)
            let actual = HTMLRenderer().render(MarkdownParser.parse(markdown))
            if Self.normalizeKnownDifferences(expected) != Self.normalizeKnownDifferences(actual) {
                mismatches.append("\(markdown.debugDescription)\n  cmark-gfm: \(expected.debugDescription)\n  laminate:  \(actual.debugDescription)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) documents differ:\n\(mismatches.prefix(5).joined(separator: "\n"))")
    }

    /// Looks past where cmark-gfm 0.29 differs from CommonMark 0.31.2 or
    /// keeps a quirk we do not copy: it keeps leading whitespace of
    /// continuation lines (visible after hard breaks, in code spans and after
    /// removed definitions), keeps a rejected definition title, and unescapes
    /// `\|` in code spans of a paragraph before a table.
    static func normalizeKnownDifferences(_ html: String) -> String {
        var text = html.replacingOccurrences(of: #"\n[ \t]+"#, with: "\n", options: .regularExpression)
        text = text.replacingOccurrences(of: #"(<li>|<p>)[ \t]+"#, with: "$1", options: .regularExpression)
        text = text.replacingOccurrences(of: #" title="[^"]*""#, with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: #"<code>[^<]*</code>"#, with: "<code/>", options: .regularExpression)
        return text
    }

    static func findTool(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func run(_ tool: String, _ arguments: [String], input: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self)
    }
}

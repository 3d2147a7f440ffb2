import Foundation
import Testing

@testable import LaminateDialect

/// Block HTML compared byte for byte with what cmark / cmark-gfm write.
/// Fixture files in `Tests/BlockFixtures` hold cases as `#### name`, the
/// markdown, a line `.`, the HTML. In the markdown, `→` stands for a tab,
/// `␀` for NUL and `␍` for a carriage return.
@Suite struct BlockHTMLFixtureTests {
    /// `gfm-tables.txt` has the GFM spec's table examples (198–205) and more.
    static let files = ["gfm-tables.txt", "block-html.txt"]

    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let markdown: String
        let html: String
        var description: String { name }
    }

    static var cases: [Case] { files.flatMap(load) }

    static func load(_ file: String) -> [Case] {
        let url = BlockTestData.fixturesDirectory.appendingPathComponent(file)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var cases: [Case] = []
        for chunk in text.components(separatedBy: "#### ").dropFirst() {
            var lines = chunk.components(separatedBy: "\n")
            let name = lines.removeFirst()
            guard let dot = lines.firstIndex(of: ".") else { continue }
            let markdown = (lines[..<dot].joined(separator: "\n") + "\n")
                .replacingOccurrences(of: "→", with: "\t")
                .replacingOccurrences(of: "␀", with: "\0")
                .replacingOccurrences(of: "␍\n", with: "\r")
                .replacingOccurrences(of: "␍", with: "\r")
            var htmlLines = Array(lines[(dot + 1)...])
            while htmlLines.last == "" { htmlLines.removeLast() }
            cases.append(Case(name: "\(file): \(name)", markdown: markdown, html: htmlLines.joined(separator: "\n") + "\n"))
        }
        return cases
    }

    @Test(arguments: cases)
    func renders(_ example: Case) {
        let html = HTMLRenderer().render(MarkdownParser.parse(example.markdown))
        #expect(html == example.html, "\(example.name)\nmarkdown: \(example.markdown.debugDescription)")
    }

    @Test func casesExist() {
        #expect(Self.load("gfm-tables.txt").count >= 13)
        #expect(Self.load("block-html.txt").count >= 5)
    }
}

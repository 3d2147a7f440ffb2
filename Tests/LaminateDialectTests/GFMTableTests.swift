import Foundation
import Testing
@testable import LaminateDialect

/// GFM table rendering, compared byte for byte with cmark-gfm's output:
/// the GFM spec's table examples (198–205) and a few more, in
/// `Tests/BlockFixtures/gfm-tables.txt` (`#### name`, markdown, `.`, HTML).
@Suite struct GFMTableTests {
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let markdown: String
        let html: String
        var description: String { name }
    }

    static var cases: [Case] {
        let url = BlockTestData.fixturesDirectory.appendingPathComponent("gfm-tables.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var cases: [Case] = []
        for chunk in text.components(separatedBy: "#### ").dropFirst() {
            var lines = chunk.components(separatedBy: "\n")
            let name = lines.removeFirst()
            guard let dot = lines.firstIndex(of: ".") else { continue }
            let markdown = lines[..<dot].joined(separator: "\n") + "\n"
            var htmlLines = Array(lines[(dot + 1)...])
            while htmlLines.last == "" { htmlLines.removeLast() }
            cases.append(Case(name: name, markdown: markdown, html: htmlLines.joined(separator: "\n") + "\n"))
        }
        return cases
    }

    @Test(arguments: cases)
    func renders(_ example: Case) {
        let html = HTMLRenderer().render(MarkdownParser.parse(example.markdown))
        #expect(html == example.html, "\(example.name)\nmarkdown: \(example.markdown.debugDescription)")
    }

    @Test func casesExist() {
        #expect(Self.cases.count >= 13)
    }
}

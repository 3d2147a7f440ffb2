#if FOUNDATION_LACKS_MARKDOWN
import Foundation
import LaminateAttributes
import LaminateDialect
import LaminateMarkdown
import Testing

/// `AttributedString(markdown:)` against the runs the server computes
/// (`AttributeRunBuilder.build`, whose conventions RunsFoundationSourcesTests
/// check against Foundation's printouts): the same characters and, run for
/// run, the same Markdown attributes, once Foundation has merged runs that
/// differ only in what its keys do not hold. Documents: LaminateAttributes'
/// golden documents, this target's option documents and, when `../shared` is
/// there, every CommonMark example.
struct MarkdownDifferentialTests {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    static var documents: [String] {
        var documents: [String] = []
        for folder in ["LaminateAttributesTests/Fixtures/Runs", "LaminateMarkdownTests/Fixtures/Options"] {
            let directory = testsDirectory.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".md") {
                documents.append(directory.appendingPathComponent(name).path)
            }
        }
        return documents
    }

    /// The server's runs in the dump's shape, adjacent equal lines' runs merged.
    static func serverLines(_ markdown: String, baseURL: URL?) -> [String] {
        let runs = AttributeRunBuilder.build(MarkdownParser.parse(markdown), baseURL: baseURL, options: RunOptions(spanKeys: .none))
        var lines: [(text: String, attributes: String)] = []
        for (run, text) in zip(runs.runs, runs.runTexts) {
            var parts = run.attributes.inlinePresentationIntent.names
            if let link = run.attributes.link.flatMap({ RunAttributes.url($0) }) { parts.append("link=" + link.absoluteString) }
            if let image = run.attributes.imageURL.flatMap({ RunAttributes.url($0) }) { parts.append("image=" + image.absoluteString) }
            if let language = run.attributes.languageIdentifier { parts.append("language=" + language) }
            if let intent = run.attributes.presentationIntent {
                parts.append("@ " + intent.components.map { "\($0.kind.name)#\($0.identity)" }.joined(separator: ", "))
            }
            let attributes = parts.joined(separator: " ")
            if let last = lines.last, last.attributes == attributes {
                lines[lines.count - 1].text += text
            } else {
                lines.append((text, attributes))
            }
        }
        return lines.map { ([$0.text.debugDescription] + ($0.attributes.isEmpty ? [] : [$0.attributes])).joined(separator: " ") }
    }

    static func check(_ markdown: String, baseURL: URL? = nil, _ comment: Comment) throws {
        let options = AttributedString.MarkdownParsingOptions(failurePolicy: .returnPartiallyParsedIfPossible)
        let string = try AttributedString(markdown: markdown, options: options, baseURL: baseURL)
        #expect(MarkdownRunDump.lines(string) == serverLines(markdown, baseURL: baseURL), comment)
    }

    @Test func thereAreDocuments() {
        #expect(Self.documents.count >= 10)
    }

    @Test(arguments: documents)
    func sameRunsAsTheServer(_ path: String) throws {
        let markdown = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
        try Self.check(markdown, "\(path)")
        try Self.check(markdown, baseURL: URL(string: "https://example.com/book/"), "\(path) with a base URL")
    }

    @Test func sameRunsOnEveryCommonMarkExample() throws {
        let url = Self.testsDirectory.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/commonmark/spec.json")
        guard let data = try? Data(contentsOf: url) else {
            print("MarkdownDifferentialTests: \(url.path) is absent; the CommonMark examples are skipped")
            return
        }
        struct Example: Decodable {
            var markdown: String
            var example: Int
        }
        for example in try JSONDecoder().decode([Example].self, from: data) {
            try Self.check(example.markdown, "CommonMark example \(example.example)")
        }
    }
}
#endif

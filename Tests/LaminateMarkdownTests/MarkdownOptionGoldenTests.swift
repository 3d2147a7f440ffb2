#if FOUNDATION_LACKS_MARKDOWN
import Foundation
import LaminateMarkdown
import Testing

/// Each option of `AttributedString.MarkdownParsingOptions` on documents in
/// `Fixtures/Options`, against `Options/NAME.golden`: the runs (or the error
/// thrown) of `AttributedString(markdown:including:options:baseURL:)` with
/// the test app's scope. The cases are `Fixtures/option-cases.tsv`.
/// `RECORD_SNAPSHOTS=1` rewrites the golden files, and the test then fails so
/// that nobody records by accident.
struct MarkdownOptionGoldenTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var document: String
        var options: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = {
        let table = (try? String(contentsOf: fixtures.appendingPathComponent("option-cases.tsv"), encoding: .utf8)) ?? ""
        return table.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 3 else { return nil }
            return Case(name: fields[0], document: fields[1], options: fields[2].split(separator: ",").map(String.init))
        }
    }()

    static func parse(_ testCase: Case) -> String {
        var options = AttributedString.MarkdownParsingOptions()
        var baseURL: URL?
        for option in testCase.options {
            switch option {
            case "full": options.interpretedSyntax = .full
            case "inlineOnly": options.interpretedSyntax = .inlineOnly
            case "inlineOnlyPreservingWhitespace": options.interpretedSyntax = .inlineOnlyPreservingWhitespace
            case "extended": options.allowsExtendedAttributes = true
            case "partial": options.failurePolicy = .returnPartiallyParsedIfPossible
            case let language where language.hasPrefix("language="): options.languageCode = String(language.dropFirst(9))
            case let base where base.hasPrefix("base="): baseURL = URL(string: String(base.dropFirst(5)))
            default: Issue.record("unknown option \(option) in \(testCase.name)")
            }
        }
        let url = fixtures.appendingPathComponent("Options").appendingPathComponent(testCase.document)
        do {
            let markdown = try String(contentsOf: url, encoding: .utf8)
            let string = try AttributedString(markdown: markdown, including: \.testApp, options: options, baseURL: baseURL)
            return MarkdownRunDump.lines(string).joined(separator: "\n") + "\n"
        } catch {
            return "error: \(error)\n"
        }
    }

    @Test func everyOptionHasCases() {
        let options = Set(Self.cases.flatMap(\.options).map { $0.split(separator: "=").first.map(String.init) ?? $0 })
        #expect(options.isSuperset(of: ["full", "inlineOnly", "inlineOnlyPreservingWhitespace", "extended", "partial", "language", "base"]))
    }

    @Test(arguments: cases)
    func runsMatchTheGoldenFile(_ testCase: Case) throws {
        let actual = Self.parse(testCase)
        let goldenURL = Self.fixtures.appendingPathComponent("Options").appendingPathComponent(testCase.name + ".golden")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try Data(actual.utf8).write(to: goldenURL)
            Issue.record("recorded \(goldenURL.lastPathComponent); run again without RECORD_SNAPSHOTS")
            return
        }
        let expected = String(decoding: (try? Data(contentsOf: goldenURL)) ?? Data(), as: UTF8.self)
        #expect(actual == expected, "runs of \(testCase.name) differ from \(goldenURL.lastPathComponent)")
    }
}
#endif

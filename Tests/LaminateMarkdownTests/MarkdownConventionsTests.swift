#if FOUNDATION_LACKS_MARKDOWN
import Foundation
import LaminateMarkdown
import Testing

/// The runs conventions checked against public printouts of Foundation's
/// runs, through `AttributedString(markdown:options:baseURL:)`:
/// `Fixtures/foundation-printouts.json` holds the cases of
/// LaminateAttributesTests' `RunsFoundationSourcesTests` (document, base URL,
/// the runs the sources print, and which source prints them), taken from
/// that file, so the library is held to the same expectations as the server.
struct MarkdownConventionsTests {
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        var source: String
        var markdown: String
        var baseURL: String?
        var runs: [String]
        var testDescription: String { source }
    }

    static let cases: [Case] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/foundation-printouts.json")
        return (try? JSONDecoder().decode([Case].self, from: Data(contentsOf: url))) ?? []
    }()

    @Test func thereAreTheVerifiedCases() {
        #expect(Self.cases.count >= 10)
    }

    @Test(arguments: cases)
    func runsAreTheOnesTheSourcePrints(_ testCase: Case) throws {
        let string = try AttributedString(markdown: testCase.markdown, baseURL: testCase.baseURL.flatMap { URL(string: $0) })
        // The printouts show no languageIdentifier; the dump's is left out.
        let lines = MarkdownRunDump.lines(string).map { line in
            line.split(separator: " ", omittingEmptySubsequences: false).filter { !$0.hasPrefix("language=") }.joined(separator: " ")
        }
        #expect(lines == testCase.runs)
    }
}
#endif

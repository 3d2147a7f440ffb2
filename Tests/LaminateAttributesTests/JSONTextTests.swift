import Foundation
import Testing

@testable import LaminateAttributes

/// JSON strings as the runs and `laminate check --format json` write them:
/// what needs escaping is escaped, everything else is copied as it is, and
/// a JSON reader gets the same string back.
struct JSONTextTests {
    static let cases: [(String, String)] = [
        ("plain", #""plain""#),
        (#"say "hi""#, #""say \"hi\"""#),
        (#"a\b"#, #""a\\b""#),
        ("line\nbreak\r\ttab", #""line\nbreak\r\ttab""#),
        ("\u{1}\u{1F}", #""\u0001\u001f""#),
        ("\u{2028}\u{2029}", #""\u2028\u2029""#),
        ("é 👩‍👩‍👧 中文 עברית ⁂ ₂", "\"é 👩‍👩‍👧 中文 עברית ⁂ ₂\""),
    ]

    @Test(arguments: cases)
    func quotedEscapesOnlyWhatItMust(_ input: String, _ expected: String) throws {
        let quoted = JSONText.quoted(input)
        #expect(quoted == expected)
        let decoded = try JSONSerialization.jsonObject(with: Data("[\(quoted)]".utf8)) as? [String]
        #expect(decoded == [input])
    }
}

import Testing

@testable import LaminateProtocol

/// Strings are decoded straight into their storage, bounded by the bytes up
/// to the closing quote: every escape, every error and its offset, invalid
/// UTF-8 and the small-string boundary give what they gave when strings
/// were gathered in an array first.
struct JSONParserStringTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var json: [UInt8]
        var expected: Result<String, JSONParseError>
        var testDescription: String { String(decoding: json, as: UTF8.self).debugDescription }

        init(_ json: String, _ expected: String) {
            self.json = Array(json.utf8)
            self.expected = .success(expected)
        }

        init(_ json: String, error message: String, at offset: Int) {
            self.json = Array(json.utf8)
            expected = .failure(JSONParseError(message: message, utf8Offset: offset))
        }

        init(bytes: [UInt8], _ expected: String) {
            json = bytes
            self.expected = .success(expected)
        }
    }

    static let cases: [Case] = [
        Case(#""""#, ""),
        Case(#""abc""#, "abc"),
        Case(#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{8}\u{C}\n\r\t"),
        Case(#""é😀中""#, "é😀中"),
        Case(#""\u00e9\u4e2d\ud83d\ude00""#, "é中😀"),
        // Lone surrogates become U+FFFD; a high one before another escape
        // leaves that escape to be read on its own.
        Case(#""\ud83d""#, "\u{FFFD}"),
        Case(#""\ude00x""#, "\u{FFFD}x"),
        Case(#""\ud83dx""#, "\u{FFFD}x"),
        Case(#""\ud83d\u0041""#, "\u{FFFD}A"),
        Case(#""\ud83d\ud83d\ude00""#, "\u{FFFD}😀"),
        // Around the 15 bytes a string holds inline.
        Case("\"" + String(repeating: #"\n"#, count: 7) + "\"", String(repeating: "\n", count: 7)),
        Case("\"" + String(repeating: #"\n"#, count: 8) + "\"", String(repeating: "\n", count: 8)),
        Case("\"" + String(repeating: "a", count: 15) + "\"", String(repeating: "a", count: 15)),
        Case("\"" + String(repeating: "a", count: 16) + "\"", String(repeating: "a", count: 16)),
        Case(#""\ud83d\ude00\ud83d\ude00\ud83d\ude00\ud83d\ude00""#, "😀😀😀😀"),
        // Invalid UTF-8 is repaired, not refused.
        Case(bytes: [0x22, 0x61, 0xFF, 0x62, 0x22], "a\u{FFFD}b"),
        Case(bytes: [0x22, 0xE2, 0x82, 0x22], "\u{FFFD}"),
        Case(#""abc"#, error: "unterminated string", at: 4),
        Case(#""a\"#, error: "unterminated escape", at: 3),
        Case(#""a\x""#, error: "invalid escape", at: 4),
        Case(#""\u12""#, error: "invalid \\u escape", at: 5),
        Case(#""\u12"#, error: "unterminated \\u escape", at: 5),
        Case(#""\ud83d\u12""#, error: "invalid \\u escape", at: 11),
        Case("\"a\u{1}b\"", error: "control character in string", at: 2),
        Case("\"a\\n\nb\"", error: "control character in string", at: 4),
    ]

    @Test(arguments: cases)
    func decodesAsBefore(_ testCase: Case) {
        let parsed: Result<JSONValue, JSONParseError> = Result { () throws(JSONParseError) in try JSONParser.parse(testCase.json) }
        switch testCase.expected {
        case .success(let string): #expect(parsed == .success(.string(string)))
        case .failure(let error): #expect(parsed == .failure(error))
        }
    }

    /// Long strings of every kind of character, written by the serializer
    /// (which escapes quotes, backslashes and control characters), read back.
    @Test(arguments: [1, 2, 3])
    func longStringsRoundTrip(seed: UInt64) throws {
        let pieces = ["a", "é", "😀", "中", "\"", "\\", "\n", "\r\n", "\t", "\u{0}", "\u{1F}", "/", " ", "\u{7F}", "\u{2028}"]
        var random = seed
        var text = ""
        for _ in 0..<200_000 {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            text += pieces[Int(random >> 33) % pieces.count]
        }
        let json = JSONSerializer.serialize(.object(["text": .string(text), "after": "x"]))
        #expect(try JSONParser.parse(json) == .object(["text": .string(text), "after": "x"]))
    }

    @Test func escapedKeysAndAQuoteAfterABackslash() throws {
        #expect(try JSONParser.parse(#"{"k\"ey":"v\\","w":"\\\""}"#) == .object(["k\"ey": "v\\", "w": "\\\""]))
    }
}

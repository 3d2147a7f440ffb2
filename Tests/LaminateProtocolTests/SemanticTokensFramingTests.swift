@testable import LaminateProtocol
import Testing

/// A whole document's tokens written straight to the framed response are
/// exactly the response built as a `JSONValue` and framed.
struct SemanticTokensFramingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var id: RequestID
        var tokens: LSPSemanticTokens
        var testDescription: String { "\(id) \(tokens.resultId ?? "nil") \(tokens.data.count) integers" }
    }

    static let cases: [Case] = [
        Case(id: .integer(1), tokens: LSPSemanticTokens(resultId: "3.1", data: [0, 1, 2, 3, 4, 9, 10, 99, 100, 4_000_000_000, .max])),
        Case(id: .integer(-7), tokens: LSPSemanticTokens(resultId: nil, data: [])),
        Case(id: .integer(123_456_789), tokens: LSPSemanticTokens(resultId: "12.0", data: [7])),
        Case(id: .string("tokens \"1\"\\\n é"), tokens: LSPSemanticTokens(resultId: "", data: Array(0..<2_000).map { UInt32($0 * 37) })),
    ]

    @Test(arguments: cases)
    func writesWhatTheSerializerWrites(case: Case) throws {
        let generic = Message.response(id: `case`.id, outcome: .result(try JSONValue(encoding: `case`.tokens))).framedBytes
        let framed = LSPSemanticTokens.framedResponse(id: `case`.id, resultId: `case`.tokens.resultId) { body in
            for value in `case`.tokens.data { body(value) }
        }
        #expect(String(decoding: framed, as: UTF8.self) == String(decoding: generic, as: UTF8.self))
    }
}

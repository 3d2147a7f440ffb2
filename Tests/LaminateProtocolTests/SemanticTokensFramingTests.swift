import Testing

@testable import LaminateProtocol

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

    static func framed(_ testCase: Case) -> StreamedFrame {
        let data = testCase.tokens.data
        return LSPSemanticTokens.framedResponse(id: testCase.id, resultId: testCase.tokens.resultId) { body in
            for value in data { body(value) }
        }
    }

    @Test(arguments: cases)
    func writesWhatTheSerializerWrites(case: Case) throws {
        let generic = Message.response(id: `case`.id, outcome: .result(try JSONValue(encoding: `case`.tokens))).framedBytes
        let framed = Self.framed(`case`)
        #expect(String(decoding: framed.joined, as: UTF8.self) == String(decoding: generic, as: UTF8.self))
        #expect(framed.count == generic.count)
    }

    /// Written a piece at a time, in pieces of any size, the same bytes:
    /// no piece outgrows its buffer once past the head.
    @Test(arguments: cases, [1, 7, 64, 1_000, StreamedFrame.pieceCapacity])
    func piecesJoinToTheSameBytes(case: Case, capacity: Int) throws {
        let generic = Message.response(id: `case`.id, outcome: .result(try JSONValue(encoding: `case`.tokens))).framedBytes
        var pieces: [[UInt8]] = []
        Self.framed(`case`).forEachPiece(capacity: capacity) { pieces.append($0) }
        #expect(pieces.flatMap { $0 } == generic)
        #expect(pieces.allSatisfy { !$0.isEmpty })
        if capacity >= 64 {
            #expect(pieces.dropFirst().dropLast().allSatisfy { $0.count <= capacity })
        }
    }
}

import Foundation
import Testing

@testable import LaminateProtocol

/// Semantic token results build their JSON directly; it must be exactly
/// what their `Encodable` conformance produces through `JSONEncoder`.
struct SemanticTokensJSONTests {
    @Test(arguments: [
        SemanticTokensFullDeltaRequest.Result.full(LSPSemanticTokens(resultId: "3.1", data: [0, 1, 2, 3, 4, 4_000_000_000])),
        .full(LSPSemanticTokens(resultId: nil, data: [])),
        .delta(
            LSPSemanticTokensDelta(
                resultId: "4.1",
                edits: [
                    LSPSemanticTokensEdit(start: 5, deleteCount: 2, data: [7, 8]),
                    LSPSemanticTokensEdit(start: 9, deleteCount: 0, data: nil),
                ])),
        .delta(LSPSemanticTokensDelta(resultId: nil, edits: [])),
    ])
    func directJSONEqualsEncodedJSON(result: SemanticTokensFullDeltaRequest.Result) throws {
        let encoded = try JSONParser.parse(Array(JSONEncoder().encode(result)))
        #expect(result.jsonValue == encoded)
        #expect(try JSONValue(encoding: result) == encoded)
    }
}

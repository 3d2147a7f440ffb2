import Testing
@testable import LaminateProtocol

struct MessageTests {
    static func classify(_ text: String) -> Result<Message, InvalidMessage> {
        Message.decode(body: Array(text.utf8))
    }

    @Test func recognisesTheThreeKinds() throws {
        #expect(try Self.classify(#"{"jsonrpc":"2.0","id":1,"method":"m","params":{}}"#).get()
            == .request(id: .integer(1), method: "m", params: [:]))
        #expect(try Self.classify(#"{"jsonrpc":"2.0","method":"n"}"#).get() == .notification(method: "n", params: nil))
        #expect(try Self.classify(#"{"jsonrpc":"2.0","id":"x","result":null}"#).get()
            == .response(id: .string("x"), outcome: .result(.null)))
    }

    @Test(arguments: [
        (#"{]"#, ResponseError.parseErrorCode),
        (#"[]"#, ResponseError.invalidRequestCode),
        (#"{"id":1,"method":"m"}"#, ResponseError.invalidRequestCode),
        (#"{"jsonrpc":"2.0","id":1.5,"method":"m"}"#, ResponseError.invalidRequestCode),
        (#"{"jsonrpc":"2.0","id":1,"method":3}"#, ResponseError.invalidRequestCode),
        (#"{"jsonrpc":"2.0","id":1}"#, ResponseError.invalidRequestCode),
    ])
    func invalidMessagesCarryTheRightCode(text: String, code: Int) {
        guard case .failure(let invalid) = Self.classify(text) else {
            Issue.record("\(text) was accepted")
            return
        }
        #expect(invalid.error.code == code)
    }

    @Test func invalidParamsNameTheField() {
        struct Params: Codable { var textDocument: Inner; struct Inner: Codable { var uri: String } }
        #expect(throws: ResponseError.invalidParams("missing field \"params.textDocument.uri\"")) {
            _ = try JSONValue.decode(Params.self, from: ["textDocument": [:]])
        }
        #expect(throws: ResponseError.invalidParams("field \"params.textDocument.uri\" should be a string")) {
            _ = try JSONValue.decode(Params.self, from: ["textDocument": ["uri": 1]])
        }
    }
}

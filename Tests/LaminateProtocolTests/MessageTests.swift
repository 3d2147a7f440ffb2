import Testing

@testable import LaminateProtocol

struct MessageTests {
    static func classify(_ text: String) -> Result<Message, InvalidMessage> {
        Message.decode(body: Array(text.utf8))
    }

    @Test func recognisesTheThreeKinds() throws {
        #expect(
            try Self.classify(#"{"jsonrpc":"2.0","id":1,"method":"m","params":{}}"#).get()
                == .request(id: .integer(1), method: "m", params: [:]))
        #expect(try Self.classify(#"{"jsonrpc":"2.0","method":"n"}"#).get() == .notification(method: "n", params: nil))
        #expect(
            try Self.classify(#"{"jsonrpc":"2.0","id":"x","result":null}"#).get()
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

    @Test func nullParamsAndNullErrorAreAbsent() throws {
        #expect(
            try Self.classify(#"{"jsonrpc":"2.0","id":2,"method":"shutdown","params":null}"#).get()
                == .request(id: .integer(2), method: "shutdown", params: nil))
        #expect(
            try Self.classify(#"{"jsonrpc":"2.0","method":"exit","params":null}"#).get()
                == .notification(method: "exit", params: nil))
        #expect(
            try Self.classify(#"{"jsonrpc":"2.0","id":"a","result":[],"error":null}"#).get()
                == .response(id: .string("a"), outcome: .result([])))
    }

    /// What a broken message was meant to be decides who waits for the
    /// error: requests and unreadable bodies; never notifications (no `id`
    /// member) or responses.
    @Test(arguments: [
        (#"{]"#, InvalidMessage.Kind.request(id: nil)),
        (#"[]"#, .request(id: nil)),
        (#"{"id":1,"method":"m"}"#, .request(id: .integer(1))),
        (#"{"jsonrpc":"2.0","id":null,"method":"m"}"#, .request(id: nil)),
        (#"{"jsonrpc":"2.0","id":[1],"method":"m"}"#, .request(id: nil)),
        (#"{"jsonrpc":"2.0","id":"x"}"#, .request(id: .string("x"))),
        (#"{"method":"n"}"#, .notification(method: "n")),
        (#"{"jsonrpc":"2.0","method":"exit","params":5}"#, .notification(method: "exit")),
        (#"{"jsonrpc":"2.0","method":7}"#, .notification(method: nil)),
        (#"{"jsonrpc":"2.0"}"#, .notification(method: nil)),
        (#"{"jsonrpc":"2.0","id":"x","result":1,"error":{"code":1}}"#, .response(id: .string("x"))),
        (#"{"jsonrpc":"2.0","result":1,"error":{"code":1}}"#, .response(id: nil)),
    ])
    func invalidMessagesKeepWhatTheyWereMeantToBe(text: String, kind: InvalidMessage.Kind) {
        guard case .failure(let invalid) = Self.classify(text) else {
            Issue.record("\(text) was accepted")
            return
        }
        #expect(invalid.kind == kind)
    }

    @Test func invalidParamsNameTheField() {
        struct Params: Codable {
            var textDocument: Inner
            struct Inner: Codable { var uri: String }
        }
        #expect(throws: ResponseError.invalidParams("missing field \"params.textDocument.uri\"")) {
            _ = try JSONValue.decode(Params.self, from: ["textDocument": [:]])
        }
        #expect(throws: ResponseError.invalidParams("field \"params.textDocument.uri\" should be a string")) {
            _ = try JSONValue.decode(Params.self, from: ["textDocument": ["uri": 1]])
        }
    }
}

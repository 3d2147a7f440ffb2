import LaminateProtocol
import Testing

@testable import LaminateServer

/// Ordering and cancellation, checked one layer below the fixtures.
struct DispatchTests {
    @Test func requestsSeeExactlyTheEditsBeforeThem() async throws {
        let client = InProcessClient()
        try await client.initialize(offering: ["utf-8"])
        let uri = DocumentURI("file:///order.md")
        try client.notify(
            DidOpenTextDocumentNotification.self,
            .init(
                textDocument: .init(
                    uri: uri, languageId: "markdown", version: 1, text: "")))
        // Send everything without waiting; each answer must reflect the
        // edits sent before its request, and none after.
        for step in 1...50 {
            try client.notify(
                DidChangeTextDocumentNotification.self,
                .init(
                    textDocument: .init(uri: uri, version: step + 1),
                    contentChanges: [
                        .init(range: LSPRange(start: .init(line: 0, character: step - 1), end: .init(line: 0, character: step - 1)), text: "x")
                    ]))
            client.connection.feed(
                .request(
                    id: .integer(step), method: DocumentTextRequest.method,
                    params: try JSONValue(encoding: DocumentTextRequest.Params(textDocument: .init(uri: uri)))))
        }
        #expect(await client.shutDown() == 0)
        for message in client.connection.sentMessages {
            guard case .response(.integer(let step)?, .result(let result)) = message, (1...50).contains(step) else { continue }
            #expect(result["text"] == .string(String(repeating: "x", count: step)))
            #expect(result["version"] == .integer(step + 1))
        }
    }

    @Test func cancelledRequestIsAnsweredOnceWithRequestCancelled() async throws {
        let client = InProcessClient()
        try await client.initialize(offering: nil)
        client.connection.feed(.request(id: .integer(7), method: WaitRequest.method, params: ["milliseconds": 60_000]))
        let cancel = try JSONValue(encoding: CancelRequestNotification.Params(id: .integer(7)))
        client.connection.feed(.notification(method: CancelRequestNotification.method, params: cancel))
        client.connection.feed(.notification(method: CancelRequestNotification.method, params: cancel))
        #expect(await client.shutDown() == 0)
        let answers = client.connection.sentMessages.filter {
            if case .response(.integer(7)?, _) = $0 { true } else { false }
        }
        #expect(answers == [.response(id: .integer(7), outcome: .error(.requestCancelled))])
    }

    @Test func negotiation() {
        #expect(PositionEncodingNegotiation.choose(from: nil) == .utf16)
        #expect(PositionEncodingNegotiation.choose(from: []) == .utf16)
        #expect(PositionEncodingNegotiation.choose(from: ["utf-32", "utf-16", "utf-8"]) == .utf8)
        #expect(PositionEncodingNegotiation.choose(from: ["utf-32", "utf-16"]) == .utf16)
        #expect(PositionEncodingNegotiation.choose(from: ["utf-32"]) == .utf32)
        #expect(PositionEncodingNegotiation.choose(from: ["ucs-2"]) == .utf16)
    }

    @Test func addingAHandlerIsOneRegistration() async throws {
        enum EchoRequest: LSPRequest {
            static let method = "test/echo"
            struct Params: Codable, Sendable { var word: String }
            struct Result: Codable, Sendable { var word: String }
        }
        var table = MethodTable.standard
        table.register(EchoRequest.self) { params, _ in EchoRequest.Result(word: params.word + "!") }
        let connection = InProcessConnection()
        let server = LanguageServer(connection: connection, methods: table, logSink: MemoryLogSink())
        async let exitCode = server.run()
        connection.feed(.request(id: .integer(1), method: "initialize", params: ["capabilities": [:]]))
        connection.feed(.request(id: .integer(2), method: "test/echo", params: ["word": "hi"]))
        connection.feed(.request(id: .integer(3), method: "test/echo", params: ["word": 3]))
        connection.feed(.request(id: .integer(4), method: "shutdown", params: nil))
        connection.finishInput()
        #expect(await exitCode == 0)
        let sent = connection.sentMessages
        #expect(sent.contains(.response(id: .integer(2), outcome: .result(["word": "hi!"]))))
        #expect(sent.contains(.response(id: .integer(3), outcome: .error(.invalidParams("field \"params.word\" should be a string")))))
    }
}

/// The test-only methods are registered only where tests ask for them,
/// never in the table users get.
struct TestMethodsTests {
    @Test(arguments: [WaitRequest.method, DocumentTextRequest.method])
    func onlyTheTestTableHasThem(method: String) {
        #expect(MethodTable.standard[method] == nil)
        #expect(MethodTable.withTestMethods[method] != nil)
    }
}

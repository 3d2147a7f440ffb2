import Foundation
import LaminateProtocol
import Testing

/// Params read straight from a `JSONValue` (`JSONValueDecodable`) equal
/// what `Decodable` reads from the same JSON, and shapes the direct reading
/// does not take still decode, or fail, as `JSONDecoder` has them.
struct JSONValueDecodableTests {
    /// Through `Decodable` alone, as `JSONValue.decode` did before.
    static func throughDecoder<Value: Decodable>(_ type: Value.Type, _ json: JSONValue) throws -> Value {
        try JSONDecoder().decode(type, from: Data(JSONSerializer.serialize(json)))
    }

    static let opened: [String] = [
        ##"{"textDocument": {"uri": "file:///a.md", "languageId": "markdown", "version": 1, "text": "# A\n\u00e9 \"q\" 👩‍👩‍👧"}}"##,
        ##"{"textDocument": {"uri": "file:///a.md", "languageId": "markdown", "version": -3, "text": "", "extra": [1]}, "more": null}"##,
        // Not the plain shape: read through `Decodable`.
        ##"{"textDocument": {"uri": "file:///a.md", "languageId": "markdown", "version": 2.0, "text": "x"}}"##,
    ]

    /// `text` read directly (where the direct reading takes it) and through
    /// `JSONValue.decode` gives what `Decodable` alone gives.
    static func expectReadsAsDecodable<Value: JSONValueDecodable & Equatable>(_ type: Value.Type, _ text: String) throws {
        let json = try JSONParser.parse(text)
        let decoded = try throughDecoder(type, json)
        if let direct = Value(json: json) { #expect(direct == decoded) }
        #expect(try JSONValue.decode(type, from: json) == decoded)
    }

    @Test(arguments: opened)
    func didOpenParamsReadAsDecodableReadsThem(_ text: String) throws {
        try Self.expectReadsAsDecodable(DidOpenTextDocumentNotification.Params.self, text)
    }

    static let changed: [String] = [
        ##"{"textDocument": {"uri": "file:///a.md", "version": 2}, "contentChanges": [{"range": {"start": {"line": 0, "character": 1}, "end": {"line": 2, "character": 0}}, "text": "é"}]}"##,
        ##"{"textDocument": {"uri": "file:///a.md", "version": 3}, "contentChanges": [{"text": "whole"}, {"range": null, "rangeLength": null, "text": "again"}, {"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}}, "rangeLength": 0, "text": ""}]}"##,
        ##"{"textDocument": {"uri": "file:///a.md", "version": 4}, "contentChanges": []}"##,
        // Not the plain shape: read through `Decodable`.
        ##"{"textDocument": {"uri": "file:///a.md", "version": 5}, "contentChanges": [{"range": {"start": {"line": 1.0, "character": 0}, "end": {"line": 1, "character": 0}}, "text": "x"}]}"##,
    ]

    @Test(arguments: changed)
    func didChangeParamsReadAsDecodableReadsThem(_ text: String) throws {
        try Self.expectReadsAsDecodable(DidChangeTextDocumentNotification.Params.self, text)
    }

    /// What the direct reading refuses fails with the message `Decodable` gives.
    @Test(arguments: [
        (##"{"textDocument": {"uri": "file:///a.md", "languageId": "markdown", "text": "x"}}"##, ##"missing field "params.textDocument.version""##),
        (
            ##"{"textDocument": {"uri": 3, "languageId": "markdown", "version": 1, "text": "x"}}"##,
            ##"field "params.textDocument.uri" should be a string"##
        ),
    ])
    func badDidOpenParamsNameTheField(_ text: String, _ message: String) throws {
        let json = try JSONParser.parse(text)
        #expect(DidOpenTextDocumentNotification.Params(json: json) == nil)
        #expect(throws: ResponseError.invalidParams(message)) {
            try JSONValue.decode(DidOpenTextDocumentNotification.Params.self, from: json)
        }
    }

    @Test func badDidChangeParamsNameTheField() throws {
        let json = try JSONParser.parse(
            ##"{"textDocument": {"uri": "file:///a.md", "version": 2}, "contentChanges": [{"range": {"start": {"line": 0}, "end": {"line": 0, "character": 0}}, "text": "x"}]}"##
        )
        #expect(DidChangeTextDocumentNotification.Params(json: json) == nil)
        #expect(throws: ResponseError.invalidParams(##"missing field "params.contentChanges[0].range.start.character""##)) {
            try JSONValue.decode(DidChangeTextDocumentNotification.Params.self, from: json)
        }
    }
}

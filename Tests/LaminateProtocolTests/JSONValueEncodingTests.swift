import Foundation
import Testing

@testable import LaminateProtocol

/// `JSONValue(encoding:)` builds the value directly; it must give what the
/// round trip through Foundation's `JSONEncoder` and the parser gave.
struct JSONValueEncodingTests {
    struct Sample: Codable, Equatable {
        enum Kind: String, Codable { case first, second }
        struct Inner: Codable, Equatable {
            var name: String
            var values: [Int]
            var note: String?
        }
        var integer: Int
        var small: UInt32
        var huge: UInt64
        var whole: Double
        var fraction: Double
        var large: Double
        var negativeZero: Double
        var float: Float
        var flag: Bool
        var text: String
        var missing: String?
        var present: Int?
        var kind: Kind
        var inner: Inner
        var inners: [Inner]
        var map: [String: [Int]]
        var json: JSONValue
        var nested: [[Double]]
    }

    static let samples: [Sample] = [
        Sample(
            integer: -42, small: 7, huge: .max, whole: 1.0, fraction: 0.25, large: 1e20, negativeZero: -0.0,
            float: 0.1, flag: true, text: "quote \" and \\ and \n and é", missing: nil, present: 3, kind: .second,
            inner: .init(name: "a", values: [1, 2], note: nil), inners: [.init(name: "b", values: [], note: "n")],
            map: ["k": [1], "": []], json: ["x": [1, .double(2.5), "s", .null, true], "y": [:]], nested: [[1.5, 2], []]),
        Sample(
            integer: 0, small: 0, huge: 0, whole: -3, fraction: -1e-7, large: 9_007_199_254_740_992, negativeZero: 0,
            float: 1, flag: false, text: "", missing: "m", present: nil, kind: .first,
            inner: .init(name: "", values: [Int.max, Int.min], note: ""), inners: [], map: [:], json: .null, nested: []),
    ]

    @Test(arguments: samples)
    func directEncodingEqualsTheRoundTrip(sample: Sample) throws {
        let roundTrip = try JSONParser.parse(Array(JSONEncoder().encode(sample)))
        let direct = try JSONValue(encoding: sample)
        #expect(direct == roundTrip)
    }

    @Test func nonFiniteNumbersAreAnError() {
        #expect(throws: ResponseError.self) { try JSONValue(encoding: [Double.nan]) }
        #expect(throws: ResponseError.self) { try JSONValue(encoding: ["x": Double.infinity]) }
    }

    @Test func topLevelScalarsAndOptionals() throws {
        #expect(try JSONValue(encoding: 5) == .integer(5))
        #expect(try JSONValue(encoding: "s") == .string("s"))
        #expect(try JSONValue(encoding: Int?.none) == .null)
        #expect(try JSONValue(encoding: [Int?.none, 1]) == [.null, 1])
    }
}

/// Diagnostics build their JSON by hand; it must be what `Encodable` gives.
struct DiagnosticJSONTests {
    static let range = LSPRange(start: Position(line: 1, character: 2), end: Position(line: 3, character: 4))
    static let diagnostics: [LSPDiagnostic] = [
        LSPDiagnostic(range: range, severity: 1, code: "LAM001", message: "plain"),
        LSPDiagnostic(
            range: range, severity: 2, code: "LAM002", source: "other", message: "with \"everything\"\n",
            relatedInformation: [.init(location: .init(uri: DocumentURI("file:///a%20b.md"), range: range), message: "here")],
            data: DiagnosticData(version: 7, fixes: [.init(title: "Fix", isPreferred: true, edits: [.init(range: range, newText: "é")])])),
        LSPDiagnostic(
            range: range, severity: 3, code: "LAM003", message: "", relatedInformation: [],
            data: DiagnosticData(version: nil, fixes: [])),
    ]

    @Test func diagnosticsEncodeAsCodableDoes() throws {
        for diagnostic in Self.diagnostics {
            #expect(diagnostic.jsonValue == (try JSONParser.parse(Array(JSONEncoder().encode(diagnostic)))))
        }
        for version in [nil, 3] {
            let params = PublishDiagnosticsNotification.Params(uri: DocumentURI("file:///x.md"), version: version, diagnostics: Self.diagnostics)
            #expect(params.jsonValue == (try JSONParser.parse(Array(JSONEncoder().encode(params)))))
        }
    }
}

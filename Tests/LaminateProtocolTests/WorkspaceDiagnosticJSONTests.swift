import Foundation
import LaminateProtocol
import Testing

/// `workspace/diagnostic`'s reports build their JSON directly; it must be
/// what their `Encodable` conformance writes (a version's null kept, an
/// unchanged report's items left out), and a partial result token reads
/// as an integer or a string.
struct WorkspaceDiagnosticJSONTests {
    static let diagnostic = LSPDiagnostic(
        range: LSPRange(start: Position(line: 2, character: 4), end: Position(line: 2, character: 9)),
        severity: 1, code: "LAM004", message: "'kern' must be a number, but \"x\" is a string. 😀")

    static let results: [WorkspaceDiagnosticRequest.Result] = [
        .init(items: []),
        .init(items: [
            .full(uri: DocumentURI("file:///w/a.md"), version: nil, resultId: "0a", items: [diagnostic, diagnostic]),
            .full(uri: DocumentURI("file:///w/b.md"), version: 7, resultId: "0b", items: []),
            .unchanged(uri: DocumentURI("file:///w/c%20d.md"), version: nil, resultId: "0c"),
            .unchanged(uri: DocumentURI("file:///w/e.md"), version: 3, resultId: "0e"),
        ]),
    ]

    @Test(arguments: results)
    func reportsBuildWhatTheyEncode(result: WorkspaceDiagnosticRequest.Result) throws {
        #expect(result.jsonValue == (try JSONParser.parse(Array(JSONEncoder().encode(result)))))
    }

    @Test(arguments: [
        (#"{"partialResultToken":7}"#, ProgressToken.integer(7)),
        (#"{"partialResultToken":"pull-1","previousResultIds":null}"#, ProgressToken.string("pull-1")),
    ])
    func partialResultTokensRead(json: String, token: ProgressToken) throws {
        let params = try JSONDecoder().decode(WorkspaceDiagnosticRequest.Params.self, from: Data(json.utf8))
        #expect(params.partialResultToken == token)
        #expect(params.previousResultIds.isEmpty)
    }
}

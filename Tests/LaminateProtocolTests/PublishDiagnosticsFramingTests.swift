import Testing

@testable import LaminateProtocol

/// The diagnostics notification written straight to bytes is exactly the
/// notification built as a `JSONValue` and serialized.
struct PublishDiagnosticsFramingTests {
    static let range = LSPRange(start: Position(line: 3, character: 0), end: Position(line: 12_345, character: 7))

    static let cases: [PublishDiagnosticsNotification.Params] = [
        .init(uri: DocumentURI("file:///empty.md"), version: 1, diagnostics: []),
        .init(uri: DocumentURI("file:///closed.md"), version: nil, diagnostics: []),
        .init(
            uri: DocumentURI("file:///a%20b/r%C3%A9cipe.md"), version: 42,
            diagnostics: [
                LSPDiagnostic(
                    range: range, severity: 1, code: "LAM002", message: "'colour' is not a known attribute; did you mean \"color\"?\n\ttab \u{1}"),
                LSPDiagnostic(
                    range: range, severity: 2, code: "LAM011", source: "laminate", message: "Ingredient 3 already marks \"🥚 égg\" (עברית, 中文)",
                    relatedInformation: [
                        DiagnosticRelatedInformation(location: LSPLocation(uri: DocumentURI("file:///x.md"), range: range), message: "first \\ here"),
                        DiagnosticRelatedInformation(location: LSPLocation(uri: DocumentURI("file:///y.md"), range: range), message: ""),
                    ],
                    data: DiagnosticData(
                        version: 42,
                        fixes: [
                            .init(
                                title: "Change to ingredient 4", isPreferred: true,
                                edits: [.init(range: range, newText: "4"), .init(range: range, newText: "\"quoted\"\r\n")]),
                            .init(title: "Remove", isPreferred: false, edits: []),
                        ])),
                LSPDiagnostic(range: range, severity: 4, code: "LAM301", message: "more", data: DiagnosticData(version: nil, fixes: [])),
            ]),
    ]

    @Test(arguments: cases)
    func writesWhatTheSerializerWrites(params: PublishDiagnosticsNotification.Params) {
        let generic = Message.notification(method: PublishDiagnosticsNotification.method, params: params.jsonValue).framedBytes
        #expect(String(decoding: params.framedNotification, as: UTF8.self) == String(decoding: generic, as: UTF8.self))
    }
}

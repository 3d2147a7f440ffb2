import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import LaminateProtocol

/// Turns the features' code actions (byte ranges) into LSP code actions, in
/// the negotiated encoding and the edit form the client supports.
struct CodeActionConversion {
    let document: DocumentSnapshot
    let encoding: ColumnUnit
    let capabilities: ClientCapabilities
    /// The diagnostics the client sent with the request, as it got them.
    let clientDiagnostics: [JSONValue]

    /// Kinds whose edits cost a search of the whole document; a client that
    /// resolves lazily gets them without an edit, and asks for it when chosen.
    static let costlyKinds: Set<CodeActionKind> = [.markAllIngredients, .fixAll]

    func resolvesLazily(_ action: CodeAction) -> Bool {
        Self.costlyKinds.contains(action.kind) && capabilities.textDocument?.codeAction?.resolvesEdits == true
    }

    func lspAction(_ action: CodeAction, includingEdit: Bool, data: JSONValue?) -> LSPCodeAction {
        LSPCodeAction(
            title: action.title, kind: action.kind.rawValue,
            diagnostics: action.diagnostics.isEmpty ? nil : action.diagnostics.map(lspDiagnostic),
            isPreferred: action.isPreferred ? true : nil,
            edit: includingEdit ? workspaceEdit(action.edits) : nil,
            data: data)
    }

    /// Versioned `documentChanges` when the client supports them, else `changes`.
    func workspaceEdit(_ edits: [SourceEdit]) -> WorkspaceEdit {
        let textEdits = document.textEdits(edits, in: encoding)
        if capabilities.workspace?.workspaceEdit?.documentChanges == true {
            return WorkspaceEdit(documentChanges: [
                TextDocumentEdit(
                    textDocument: VersionedTextDocumentIdentifier(uri: document.uri, version: document.version), edits: textEdits)
            ])
        }
        return WorkspaceEdit(changes: [document.uri.string: textEdits])
    }

    /// The client's own copy of the diagnostic when it sent one with the same
    /// code and range; otherwise the diagnostic as it is published.
    func lspDiagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        let range = document.range(of: diagnostic.range, in: encoding)
        let rangeJSON = (try? JSONValue(encoding: range)) ?? .null
        if let sent = clientDiagnostics.first(where: { $0["code"]?.stringValue == diagnostic.code.rawValue && $0["range"] == rangeJSON }) {
            return sent
        }
        var object: [String: JSONValue] = [
            "range": rangeJSON,
            "severity": .integer(Self.severityNumber(diagnostic.severity)),
            "code": .string(diagnostic.code.rawValue),
            "source": .string("laminate"),
            "message": .string(diagnostic.message),
        ]
        if !diagnostic.related.isEmpty {
            object["relatedInformation"] = .array(
                diagnostic.related.map { related in
                    .object([
                        "location": .object([
                            "uri": .string(document.uri.string),
                            "range": (try? JSONValue(encoding: document.range(of: related.range, in: encoding))) ?? .null,
                        ]),
                        "message": .string(related.message),
                    ])
                })
        }
        return .object(object)
    }

    static func severityNumber(_ severity: DiagnosticSeverity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .information: return 3
        case .hint: return 4
        }
    }
}

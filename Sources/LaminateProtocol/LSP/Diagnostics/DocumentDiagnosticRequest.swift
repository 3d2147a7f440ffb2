/// `textDocument/diagnostic`: the client pulls a document's problems.
public enum DocumentDiagnosticRequest: LSPRequest {
    public static let method = "textDocument/diagnostic"

    public struct Params: Hashable, Sendable, Codable {
        public var textDocument: TextDocumentIdentifier
        public var identifier: String?
        /// The `resultId` of the client's last report for this document.
        public var previousResultId: String?

        public init(textDocument: TextDocumentIdentifier, identifier: String? = nil, previousResultId: String? = nil) {
            self.textDocument = textDocument
            self.identifier = identifier
            self.previousResultId = previousResultId
        }
    }

    /// A full report (`kind: "full"`, with `items`) or, when nothing changed
    /// since `previousResultId`, an unchanged one (`kind: "unchanged"`).
    public struct Result: Hashable, Sendable, Codable {
        public var kind: String
        public var resultId: String
        public var items: [LSPDiagnostic]?

        public static func full(resultId: String, items: [LSPDiagnostic]) -> Result {
            Result(kind: "full", resultId: resultId, items: items)
        }

        public static func unchanged(resultId: String) -> Result {
            Result(kind: "unchanged", resultId: resultId, items: nil)
        }
    }
}

/// The server's `diagnosticProvider` capability.
public struct DiagnosticOptions: Hashable, Sendable, Codable {
    public var identifier: String?
    /// Whether editing one document can change another's problems.
    public var interFileDependencies: Bool
    public var workspaceDiagnostics: Bool

    public init(identifier: String? = nil, interFileDependencies: Bool, workspaceDiagnostics: Bool) {
        self.identifier = identifier
        self.interFileDependencies = interFileDependencies
        self.workspaceDiagnostics = workspaceDiagnostics
    }
}

/// Changes to documents: as `documentChanges` (each tied to the document
/// version it was computed for, so a client can refuse a stale edit) when
/// the client supports them, else as `changes` by URI.
public struct WorkspaceEdit: Hashable, Sendable, Codable {
    public var changes: [String: [TextEdit]]?
    public var documentChanges: [TextDocumentEdit]?

    public init(changes: [String: [TextEdit]]? = nil, documentChanges: [TextDocumentEdit]? = nil) {
        self.changes = changes
        self.documentChanges = documentChanges
    }
}

/// Edits to one version of one document.
public struct TextDocumentEdit: Hashable, Sendable, Codable {
    public var textDocument: VersionedTextDocumentIdentifier
    public var edits: [TextEdit]

    public init(textDocument: VersionedTextDocumentIdentifier, edits: [TextEdit]) {
        self.textDocument = textDocument
        self.edits = edits
    }
}

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
    public var textDocument: OptionalVersionedTextDocumentIdentifier
    public var edits: [TextEdit]

    public init(textDocument: OptionalVersionedTextDocumentIdentifier, edits: [TextEdit]) {
        self.textDocument = textDocument
        self.edits = edits
    }

    public init(textDocument: VersionedTextDocumentIdentifier, edits: [TextEdit]) {
        self.init(
            textDocument: OptionalVersionedTextDocumentIdentifier(uri: textDocument.uri, version: textDocument.version),
            edits: edits)
    }
}

/// A document and the version an edit was made for: `null` for a file that
/// is not open, which the client edits as it is on disk. The version is
/// always written, `null` included, as LSP requires.
public struct OptionalVersionedTextDocumentIdentifier: Hashable, Sendable, Codable {
    public var uri: DocumentURI
    public var version: Int?

    public init(uri: DocumentURI, version: Int?) {
        self.uri = uri
        self.version = version
    }

    private enum CodingKeys: String, CodingKey {
        case uri
        case version
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(uri, forKey: .uri)
        try container.encode(version, forKey: .version)
    }
}

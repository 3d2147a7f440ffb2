/// `textDocument/rename`: the edits that give the symbol at a position a new name.
public enum RenameRequest: LSPRequest {
    public static let method = "textDocument/rename"

    public struct Params: Hashable, Sendable, Codable {
        public var textDocument: TextDocumentIdentifier
        public var position: Position
        public var newName: String

        public init(textDocument: TextDocumentIdentifier, position: Position, newName: String) {
            self.textDocument = textDocument
            self.position = position
            self.newName = newName
        }
    }

    public typealias Result = WorkspaceEdit?
}

/// `renameProvider`: `true`, or the options, with `prepareProvider` only for
/// clients that declare `textDocument.rename.prepareSupport` (LSP 3.17).
public enum RenameProvider: Hashable, Sendable, Codable {
    case enabled
    case options(prepareProvider: Bool)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let options = try? container.decode([String: Bool].self) {
            self = .options(prepareProvider: options["prepareProvider"] ?? false)
        } else {
            self = .enabled
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .enabled: try container.encode(true)
        case .options(let prepareProvider): try container.encode(["prepareProvider": prepareProvider])
        }
    }
}

/// `textDocument.rename` in the client's capabilities.
public struct RenameClientCapabilities: Hashable, Sendable, Codable {
    public var prepareSupport: Bool?

    public init(prepareSupport: Bool? = nil) { self.prepareSupport = prepareSupport }
}

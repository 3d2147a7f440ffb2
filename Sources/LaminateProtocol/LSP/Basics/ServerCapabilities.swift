/// What the server implements, and nothing more.
public struct ServerCapabilities: Hashable, Sendable, Codable {
    public var positionEncoding: PositionEncodingKind
    public var textDocumentSync: TextDocumentSyncOptions
    public var codeActionProvider: CodeActionOptions?

    public init(positionEncoding: PositionEncodingKind, textDocumentSync: TextDocumentSyncOptions) {
        self.positionEncoding = positionEncoding
        self.textDocumentSync = textDocumentSync
    }
}

public struct TextDocumentSyncOptions: Hashable, Sendable, Codable {
    public var openClose: Bool
    /// 0 none, 1 full, 2 incremental.
    public var change: Int
    public var save: SaveOptions?

    public init(openClose: Bool, change: TextDocumentSyncKind, save: SaveOptions?) {
        self.openClose = openClose
        self.change = change.rawValue
        self.save = save
    }
}

public enum TextDocumentSyncKind: Int, Sendable {
    case none = 0
    case full = 1
    case incremental = 2
}

public struct SaveOptions: Hashable, Sendable, Codable {
    public var includeText: Bool
    public init(includeText: Bool) { self.includeText = includeText }
}

/// What the server implements, and nothing more.
public struct ServerCapabilities: Hashable, Sendable, Codable {
    public var positionEncoding: PositionEncodingKind
    public var textDocumentSync: TextDocumentSyncOptions
    public var hoverProvider: Bool?
    public var completionProvider: CompletionOptions?
    /// Only for clients that pull diagnostics; the others get them pushed.
    public var diagnosticProvider: DiagnosticOptions?
    public var colorProvider: Bool?
    /// Advertised only to clients that declare semantic token support.
    public var semanticTokensProvider: SemanticTokensOptions?
    public var codeActionProvider: CodeActionOptions?
    public var documentSymbolProvider: Bool?
    public var foldingRangeProvider: Bool?
    public var selectionRangeProvider: Bool?
    public var documentFormattingProvider: Bool?
    public var documentRangeFormattingProvider: Bool?
    public var executeCommandProvider: ExecuteCommandOptions?
    public var documentLinkProvider: DocumentLinkOptions?
    public var definitionProvider: Bool?
    public var referencesProvider: Bool?
    public var documentHighlightProvider: Bool?
    public var renameProvider: RenameProvider?
    public var workspaceSymbolProvider: Bool?
    /// The file operations the server hears of (renames of Markdown files and folders).
    public var workspace: WorkspaceServerCapabilities?

    public init(positionEncoding: PositionEncodingKind, textDocumentSync: TextDocumentSyncOptions) {
        self.positionEncoding = positionEncoding
        self.textDocumentSync = textDocumentSync
    }
}

/// How the server completes: the characters that ask for completion as they are typed.
public struct CompletionOptions: Hashable, Sendable, Codable {
    public var triggerCharacters: [String]?

    public init(triggerCharacters: [String]?) {
        self.triggerCharacters = triggerCharacters
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

/// The parts of the client's capabilities the server looks at. Everything
/// else the client sends is accepted and ignored.
public struct ClientCapabilities: Hashable, Sendable, Codable {
    public var general: General?
    public var workspace: Workspace?
    public var textDocument: TextDocumentClientCapabilities?
    public var window: Window?

    public init(
        general: General? = nil, workspace: Workspace? = nil, textDocument: TextDocumentClientCapabilities? = nil,
        window: Window? = nil
    ) {
        self.general = general
        self.workspace = workspace
        self.textDocument = textDocument
        self.window = window
    }

    public struct General: Hashable, Sendable, Codable {
        /// Encodings the client supports, most preferred first. Unknown
        /// names are kept as strings and skipped during negotiation.
        public var positionEncodings: [String]?
    }

    public struct Workspace: Hashable, Sendable, Codable {
        public var didChangeWatchedFiles: DynamicRegistration?
        public var didChangeConfiguration: DynamicRegistration?
        public var configuration: Bool?
        public var diagnostics: RefreshSupport?
        public var semanticTokens: SemanticTokensWorkspaceClientCapabilities?
        public var workspaceEdit: WorkspaceEditClientCapabilities?
    }

    public struct Window: Hashable, Sendable, Codable {
        /// `window/showDocument`: the client can open a URI (the preview) for the server.
        public var showDocument: ShowDocumentSupport?
        /// Whether the client shows progress the server starts with
        /// `window/workDoneProgress/create`.
        public var workDoneProgress: Bool?
    }

    public struct ShowDocumentSupport: Hashable, Sendable, Codable {
        public var support: Bool?
    }

    public struct PublishDiagnostics: Hashable, Sendable, Codable {
        public var relatedInformation: Bool?
        public var versionSupport: Bool?
    }

    public struct RefreshSupport: Hashable, Sendable, Codable {
        public var refreshSupport: Bool?
    }

    public struct DynamicRegistration: Hashable, Sendable, Codable {
        public var dynamicRegistration: Bool?
    }
}

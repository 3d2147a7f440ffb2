/// `initialize`: the first request, which negotiates capabilities.
public enum InitializeRequest: LSPRequest {
    public static let method = "initialize"

    /// Only the fields the server reads. The others (`processId`,
    /// `clientInfo`, `rootPath`, `locale`, `initializationOptions`,
    /// `workDoneToken`) are left undecoded, so no client's way of filling
    /// them can fail `initialize`.
    public struct Params: Codable, Hashable, Sendable {
        public var rootUri: DocumentURI?
        public var workspaceFolders: [WorkspaceFolder]?
        public var capabilities: ClientCapabilities
        public var trace: TraceValue?

        public init(capabilities: ClientCapabilities) {
            self.capabilities = capabilities
        }
    }

    public struct Result: Codable, Hashable, Sendable {
        public var capabilities: ServerCapabilities
        public var serverInfo: ServerInfo

        public init(capabilities: ServerCapabilities, serverInfo: ServerInfo) {
            self.capabilities = capabilities
            self.serverInfo = serverInfo
        }
    }

    public struct ServerInfo: Codable, Hashable, Sendable {
        public var name: String
        public var version: String

        public init(name: String, version: String) {
            self.name = name
            self.version = version
        }
    }
}

public struct WorkspaceFolder: Codable, Hashable, Sendable {
    public var uri: DocumentURI
    /// Required by LSP but only shown to people; a folder without one is
    /// still a root.
    public var name: String?
}

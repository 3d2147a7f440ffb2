/// `initialize`: the first request, which negotiates capabilities.
public enum InitializeRequest: LSPRequest {
    public static let method = "initialize"

    public struct Params: Codable, Hashable, Sendable {
        public var processId: Int?
        public var clientInfo: ClientInfo?
        public var rootUri: DocumentURI?
        public var rootPath: String?
        public var workspaceFolders: [WorkspaceFolder]?
        public var capabilities: ClientCapabilities
        public var initializationOptions: JSONValue?
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

    public struct ClientInfo: Codable, Hashable, Sendable {
        public var name: String
        public var version: String?
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
    public var name: String
}

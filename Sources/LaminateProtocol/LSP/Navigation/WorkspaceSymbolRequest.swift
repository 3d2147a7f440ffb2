/// `workspace/symbol`: the workspace's symbols that match a query.
public enum WorkspaceSymbolRequest: LSPRequest {
    public static let method = "workspace/symbol"

    public struct Params: Hashable, Sendable, Codable {
        public var query: String

        public init(query: String) { self.query = query }
    }

    public typealias Result = [SymbolInformation]?
}

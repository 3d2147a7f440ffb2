/// `workspace/configuration`, sent by the server to pull settings from
/// clients that keep them (instead of pushing them with
/// `didChangeConfiguration`).
public enum ConfigurationRequest: LSPRequest {
    public static let method = "workspace/configuration"

    public struct Params: Codable, Hashable, Sendable {
        public var items: [Item]
        public init(items: [Item]) { self.items = items }
    }

    public struct Item: Codable, Hashable, Sendable {
        public var scopeUri: DocumentURI?
        public var section: String?
        public init(scopeUri: DocumentURI? = nil, section: String?) {
            self.scopeUri = scopeUri
            self.section = section
        }
    }

    /// One value per item, in order.
    public typealias Result = [JSONValue]
}

public enum DidChangeConfigurationNotification: LSPNotification {
    public static let method = "workspace/didChangeConfiguration"

    public struct Params: Codable, Hashable, Sendable {
        public var settings: JSONValue?
        public init(settings: JSONValue?) { self.settings = settings }
    }
}

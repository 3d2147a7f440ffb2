/// `$/logTrace`, sent by the server when the client has turned tracing on.
public enum LogTraceNotification: LSPNotification {
    public static let method = "$/logTrace"

    public struct Params: Codable, Hashable, Sendable {
        public var message: String
        public var verbose: String?
        public init(message: String, verbose: String?) {
            self.message = message
            self.verbose = verbose
        }
    }
}

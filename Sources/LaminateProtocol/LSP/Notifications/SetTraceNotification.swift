public enum SetTraceNotification: LSPNotification {
    public static let method = "$/setTrace"

    public struct Params: Codable, Hashable, Sendable {
        public var value: TraceValue
        public init(value: TraceValue) { self.value = value }
    }
}

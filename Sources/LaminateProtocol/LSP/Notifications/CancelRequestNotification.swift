public enum CancelRequestNotification: LSPNotification {
    public static let method = "$/cancelRequest"

    public struct Params: Codable, Hashable, Sendable {
        public var id: RequestID
        public init(id: RequestID) { self.id = id }
    }
}

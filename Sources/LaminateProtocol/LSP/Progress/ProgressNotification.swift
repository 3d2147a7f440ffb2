/// `$/progress`, sent by the server: one step of the work a token names.
public enum ProgressNotification: LSPNotification {
    public static let method = "$/progress"

    public struct Params: Codable, Hashable, Sendable {
        public var token: String
        public var value: WorkDoneProgress

        public init(token: String, value: WorkDoneProgress) {
            self.token = token
            self.value = value
        }
    }
}

/// A `begin`, `report` or `end` of work-done progress.
public struct WorkDoneProgress: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        case begin
        case report
        case end
    }

    public var kind: Kind
    /// Only in `begin`.
    public var title: String?
    public var cancellable: Bool?
    public var message: String?
    /// 0–100; not in `end`.
    public var percentage: Int?

    public init(kind: Kind, title: String? = nil, cancellable: Bool? = nil, message: String? = nil, percentage: Int? = nil) {
        self.kind = kind
        self.title = title
        self.cancellable = cancellable
        self.message = message
        self.percentage = percentage
    }
}

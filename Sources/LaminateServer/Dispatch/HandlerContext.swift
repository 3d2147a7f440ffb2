import LaminateProtocol

/// What a request handler gets: the state as of the request's arrival, and
/// a way to log. Cancellation is the task's own (`Task.isCancelled`).
public struct RequestContext: Sendable {
    public let state: ServerState
    public let logger: ServerLogger
}

/// What a notification handler gets besides the state it may change.
public struct NotificationContext: Sendable {
    public let logger: ServerLogger
    public let fileSystem: any FileSystem
}

/// The bounds that keep a misbehaving client (or a hundred open tabs) from
/// exhausting the process: each connection is one thread, so connections
/// are capped, streams more tightly still, and every wait times out.
public struct PreviewLimits: Sendable {
    /// Connections served at once, streams included; more are closed unanswered.
    public var connections = 64
    /// Event streams open at once; more are answered 503.
    public var streams = 16
    /// Seconds a client has to send its request head (answered 408 after).
    public var requestSeconds = 5
    /// Seconds a reader may leave a write untaken before it is dropped.
    public var sendSeconds = 10
    /// Seconds between keep-alive comments on an idle stream, which also
    /// find the readers that have gone.
    public var keepAliveSeconds = 15.0

    public init() {}
}

/// Where the server is in the LSP 3.17 lifecycle.
enum LifecyclePhase: Sendable, Equatable {
    /// Before `initialize`: requests get `ServerNotInitialized`.
    case uninitialized
    /// After `initialize`: everything is served.
    case running
    /// After `shutdown`: requests get `InvalidRequest`; only `exit` matters.
    case shutDown
    /// After `exit` (or end of input): nothing more is sent.
    case exited
}

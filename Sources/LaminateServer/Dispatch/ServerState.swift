import LaminateDialect
import LaminateProtocol

/// Everything requests may read: a value, copied into each request as its
/// snapshot. Only the dispatcher mutates its own copy, in message order.
public struct ServerState: Sendable {
    public var documents = DocumentStore()
    public var configuration = Configuration()
    /// The negotiated position encoding; every client position is read in it.
    public var positionEncoding = ColumnUnit.utf16
    public var clientCapabilities = ClientCapabilities()
    public var trace = TraceValue.off

    public init() {}
}

import LaminateProtocol

/// The server's only link to its client: events in, messages out.
///
/// Two implementations: `StdioConnection` for `laminate lsp`, and
/// `InProcessConnection` for tests, which feeds the same bytes through the
/// same reader without processes or pipes.
public protocol Connection: Sendable {
    /// Incoming events in arrival order; the stream finishes at end of input.
    var incoming: AsyncStream<IncomingEvent> { get }

    /// Sends a message; safe to call from any task, never interleaves frames.
    func send(_ message: Message)
}

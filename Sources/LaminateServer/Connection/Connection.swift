import LaminateProtocol

/// The server's only link to its client: events in, messages out.
///
/// Two implementations: `StdioConnection` for `laminate lsp`, and
/// `InProcessConnection` for tests, which feeds the same bytes through the
/// same reader without processes or pipes.
public protocol Connection: Sendable {
    /// Incoming events in arrival order; the stream finishes at end of input
    /// (or once output has failed).
    var incoming: AsyncStream<IncomingEvent> { get }

    /// Sends a message; safe to call from any task, never interleaves
    /// frames, never waits for the client to read.
    func send(_ message: Message)

    /// Sends a message already framed (`Message.framedBytes`, or a writer
    /// that gives the same bytes), so that a large one is serialized where
    /// it was made rather than by whoever sends it.
    func send(framed bytes: [UInt8])

    /// Sends a message framed as it is written, a piece at a time, so that
    /// a large answer is never held whole (`StreamedFrame`).
    func send(streamed frame: StreamedFrame)

    /// Why messages can no longer reach the client (it closed its end, or
    /// left too much unread), once that has happened.
    var outputFailure: String? { get }

    /// Waits until what was sent has been written, at most `seconds`;
    /// returns whether it was.
    func finishOutput(within seconds: Double) -> Bool
}

extension Connection {
    public var outputFailure: String? { nil }

    /// Joined and sent whole, where nothing is written to a descriptor.
    public func send(streamed frame: StreamedFrame) {
        send(framed: frame.joined)
    }

    public func finishOutput(within seconds: Double) -> Bool { true }
}

/// What a connection hands the server, in arrival order.
public enum IncomingEvent: Hashable, Sendable {
    /// A well-formed request, notification or response.
    case message(Message)
    /// A frame whose body is not JSON or not a JSON-RPC message; it must be
    /// answered with the error it carries.
    case invalid(InvalidMessage)
    /// A framing problem the reader has skipped past; it is only logged.
    case framingError(String)
}

/// Turns a byte stream into incoming events: framing, then JSON, then
/// JSON-RPC shape. Pure, like the frame decoder it wraps, so both the stdio
/// and the in-process connection share it and tests need no I/O.
public struct MessageReader: Sendable {
    private var frameDecoder = MessageFrameDecoder()

    public init() {}

    /// Adds bytes and returns every event they complete.
    public mutating func read(_ bytes: some Sequence<UInt8>) -> [IncomingEvent] {
        frameDecoder.append(bytes)
        var events: [IncomingEvent] = []
        while let event = frameDecoder.nextEvent() {
            events.append(Self.incomingEvent(event))
        }
        return events
    }

    /// Reports a message truncated by the end of the stream, if any.
    public mutating func finish() -> [IncomingEvent] {
        frameDecoder.finish().map { [Self.incomingEvent($0)] } ?? []
    }

    private static func incomingEvent(_ event: MessageFrameDecoder.Event) -> IncomingEvent {
        switch event {
        case .framingError(let problem):
            return .framingError(problem)
        case .oversizedBody(let problem):
            // Unread, so what it was meant to be is unknown: answered with
            // id null, like a body that is not JSON.
            return .invalid(InvalidMessage(kind: .request(id: nil), error: .invalidRequest(problem)))
        case .body(let body):
            switch Message.decode(body: body) {
            case .success(let message): return .message(message)
            case .failure(let invalid): return .invalid(invalid)
            }
        }
    }
}

import LaminateConcurrency
import LaminateProtocol

/// A connection inside the test process: tests feed raw bytes (so framing
/// errors can be exercised too) and read back the messages the server sent.
public final class InProcessConnection: Connection {
    public let incoming: AsyncStream<IncomingEvent>
    /// Messages the server sent, in order, as they are sent.
    public let outgoing: AsyncStream<Message>

    private let incomingContinuation: AsyncStream<IncomingEvent>.Continuation
    private let outgoingContinuation: AsyncStream<Message>.Continuation
    private let state = Locked(State())

    private struct State {
        var reader = MessageReader()
        var sent: [Message] = []
    }

    public init() {
        (incoming, incomingContinuation) = AsyncStream.makeStream(of: IncomingEvent.self, bufferingPolicy: .unbounded)
        (outgoing, outgoingContinuation) = AsyncStream.makeStream(of: Message.self, bufferingPolicy: .unbounded)
    }

    /// Feeds raw bytes as if the client had written them.
    public func feed(_ bytes: [UInt8]) {
        let events = state.withLock { $0.reader.read(bytes) }
        for event in events { incomingContinuation.yield(event) }
    }

    /// Frames and feeds one message.
    public func feed(_ message: Message) {
        feed(message.framedBytes)
    }

    /// Ends the input, as a client closing its end of the pipe.
    public func finishInput() {
        let events = state.withLock { $0.reader.finish() }
        for event in events { incomingContinuation.yield(event) }
        incomingContinuation.finish()
    }

    /// Everything the server has sent so far.
    public var sentMessages: [Message] {
        state.withLock { $0.sent }
    }

    public func send(_ message: Message) {
        state.withLock { $0.sent.append(message) }
        outgoingContinuation.yield(message)
    }

    /// Read back into the message it frames, as a client would.
    public func send(framed bytes: [UInt8]) {
        var reader = MessageReader()
        for case .message(let message) in reader.read(bytes) { send(message) }
    }
}

import Foundation
import LaminateProtocol

/// A connection over standard input and output (or any two file descriptors).
///
/// A dedicated thread reads blocking input and hands events to an unbounded
/// stream, so the reader never waits for the server's work; another writes
/// output (`DescriptorWriter`), so the server never waits for a client that
/// stopped reading. Output the client leaves unread past
/// `maximumUnsentBytes`, or a write that fails (the client closed its end),
/// ends the connection: the incoming stream finishes, and the server stops
/// as at the end of input.
public final class StdioConnection: Connection {
    /// Output the client may leave unread before the server gives up on it:
    /// far more than any answer (the semantic tokens of the largest
    /// document the server analyses), far less than the machine.
    public static let maximumUnsentBytes = 256 * 1024 * 1024

    public let incoming: AsyncStream<IncomingEvent>
    private let writer: DescriptorWriter

    public init(
        inputDescriptor: Int32 = STDIN_FILENO, outputDescriptor: Int32 = STDOUT_FILENO,
        maximumUnsentBytes: Int = StdioConnection.maximumUnsentBytes
    ) {
        let (stream, continuation) = AsyncStream.makeStream(of: IncomingEvent.self, bufferingPolicy: .unbounded)
        incoming = stream
        writer = DescriptorWriter(
            descriptor: outputDescriptor, name: "laminate-writer", capacity: maximumUnsentBytes,
            overflow: .lossless
        ) { _ in
            // Nobody is left to answer: stop reading too.
            continuation.finish()
        }
        let thread = Thread {
            Self.readLoop(inputDescriptor, continuation)
        }
        thread.name = "laminate-reader"
        thread.stackSize = 4 << 20
        thread.start()
    }

    private static func readLoop(_ descriptor: Int32, _ continuation: AsyncStream<IncomingEvent>.Continuation) {
        var reader = MessageReader()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress, buffer.count)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            for event in reader.read(chunk[0..<count]) {
                continuation.yield(event)
            }
        }
        for event in reader.finish() {
            continuation.yield(event)
        }
        continuation.finish()
    }

    /// Queues the message; frames never interleave, as one writer writes
    /// them in the order they were sent.
    public func send(_ message: Message) {
        writer.enqueue(message.framedBytes)
    }

    public func send(framed bytes: [UInt8]) {
        writer.enqueue(bytes)
    }

    /// Its pieces are made on the writer's thread, each written before the next.
    public func send(streamed frame: StreamedFrame) {
        writer.enqueue(frame)
    }

    public var outputFailure: String? { writer.failure }

    public func finishOutput(within seconds: Double) -> Bool {
        writer.drain(within: seconds)
    }
}

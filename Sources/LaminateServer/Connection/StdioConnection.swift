import Foundation
import LaminateProtocol
import Synchronization

/// A connection over standard input and output (or any two file descriptors).
///
/// A dedicated thread reads blocking input and hands events to an unbounded
/// stream, so the reader never waits for the server's work.
public final class StdioConnection: Connection {
    public let incoming: AsyncStream<IncomingEvent>
    private let outputDescriptor: Int32
    /// Serialises writes so concurrent responses never interleave bytes.
    private let writeLock = Mutex(())

    public init(inputDescriptor: Int32 = STDIN_FILENO, outputDescriptor: Int32 = STDOUT_FILENO) {
        self.outputDescriptor = outputDescriptor
        let (stream, continuation) = AsyncStream.makeStream(of: IncomingEvent.self, bufferingPolicy: .unbounded)
        incoming = stream
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

    public func send(_ message: Message) {
        let bytes = message.framedBytes
        writeLock.withLock { _ in
            var written = 0
            while written < bytes.count {
                let result = bytes.withUnsafeBytes { buffer -> Int in
                    guard let base = buffer.baseAddress else { return 0 }
                    return write(outputDescriptor, base + written, buffer.count - written)
                }
                if result < 0, errno == EINTR { continue }
                // The client has gone; there is no one left to tell.
                guard result > 0 else { return }
                written += result
            }
        }
    }
}

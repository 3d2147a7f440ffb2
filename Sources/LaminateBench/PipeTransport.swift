import Foundation
import LaminateConcurrency
import LaminateProtocol

/// The real `laminate lsp` as a child process, over its standard input and
/// output, as an editor runs it: what it measures includes the server's
/// reading and writing and the pipes. A message counts as arrived when its
/// last byte has been read, before it is decoded here.
final class PipeTransport: SessionTransport {
    let name = "pipes"
    let arrivals: AsyncStream<SessionArrival>
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let writer: PipeWriter
    private let reader: Thread

    init(server executable: URL) throws {
        // A server that dies must fail the run, not kill it by SIGPIPE on the next write.
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = executable
        process.arguments = ["lsp"]
        // It asks for `laminate/wait` to know when a change was applied.
        process.environment = ProcessInfo.processInfo.environment.merging(["LAMINATE_TEST_METHODS": "1"]) { $1 }
        process.standardInput = input
        process.standardOutput = output
        // Logs would fill an unread pipe and stall the server.
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw BenchFailure("cannot start \(executable.path) lsp: \(error)")
        }
        let writer = PipeWriter(descriptor: input.fileHandleForWriting.fileDescriptor)
        self.writer = writer
        let (stream, continuation) = AsyncStream.makeStream(of: SessionArrival.self, bufferingPolicy: .unbounded)
        arrivals = stream
        let descriptor = output.fileHandleForReading.fileDescriptor
        reader = Thread { Self.readLoop(descriptor, writer, continuation) }
        reader.name = "laminate-bench-reader"
        reader.start()
    }

    /// Reads frames until the server closes its output; stamps each when its
    /// bytes are complete, then decodes it.
    private static func readLoop(_ descriptor: Int32, _ writer: PipeWriter, _ continuation: AsyncStream<SessionArrival>.Continuation) {
        var decoder = MessageFrameDecoder()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            decoder.append(chunk[0..<count])
            while let event = decoder.nextEvent() {
                guard case .body(let body) = event else { continue }
                let time = ContinuousClock.now
                guard case .success(let message) = Message.decode(body: body) else { continue }
                var arrival = SessionArrival.received(message) { writer.send($0) }
                arrival.time = time
                continuation.yield(arrival)
            }
        }
        continuation.finish()
    }

    func send(_ message: Message) {
        writer.send(message)
    }

    func prepare(_ message: Message) -> () -> Void {
        let bytes = message.framedBytes
        return { [writer] in writer.send(framed: bytes) }
    }

    func serverUsage() -> ServerUsage? {
        ServerUsage.of(process.processIdentifier)
    }

    func close() async {
        try? input.fileHandleForWriting.close()
        // `exit` has been sent; a server still running after this is stuck.
        let deadline = ContinuousClock.now + .seconds(30)
        while process.isRunning, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        if process.isRunning { process.terminate() }
    }
}

/// Writes framed messages to the server's input; the session and the
/// reader (answering the server's requests) both write, so frames are
/// written whole under a lock.
final class PipeWriter: Sendable {
    private let descriptor: Int32
    private let lock = Locked(())

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func send(_ message: Message) {
        send(framed: message.framedBytes)
    }

    func send(framed bytes: [UInt8]) {
        lock.withLock { _ in
            var written = 0
            while written < bytes.count {
                let result = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
                if result < 0, errno == EINTR { continue }
                // The server has gone; the session notices when its answers stop.
                guard result > 0 else { return }
                written += result
            }
        }
    }
}

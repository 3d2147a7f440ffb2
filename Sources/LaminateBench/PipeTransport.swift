import Foundation
import LaminateProtocol
import LaminateServer

/// The real `laminate lsp` as a child process, over its standard input and
/// output, as an editor runs it: what it measures includes the pipes, the
/// server's reading and writing, and decoding the answers here (an editor
/// decodes them too).
final class PipeTransport: SessionTransport {
    let name = "pipes"
    let arrivals: AsyncStream<SessionArrival>
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let connection: StdioConnection
    private let readerTask: Task<Void, Never>

    init(server executable: URL) throws {
        // A server that dies must fail the run, not kill it by SIGPIPE on the next write.
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = executable
        process.arguments = ["lsp"]
        process.standardInput = input
        process.standardOutput = output
        // Logs would fill an unread pipe and stall the server.
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw BenchFailure("cannot start \(executable.path) lsp: \(error)")
        }
        connection = StdioConnection(inputDescriptor: output.fileHandleForReading.fileDescriptor,
                                     outputDescriptor: input.fileHandleForWriting.fileDescriptor)
        let (stream, continuation) = AsyncStream.makeStream(of: SessionArrival.self, bufferingPolicy: .unbounded)
        arrivals = stream
        let connection = connection
        readerTask = Task.detached {
            for await event in connection.incoming {
                guard case .message(let message) = event else { continue }
                continuation.yield(SessionArrival.received(message) { connection.send($0) })
            }
            continuation.finish()
        }
    }

    func send(_ message: Message) {
        connection.send(message)
    }

    func serverPeakResidentBytes() -> Int? {
        ProcessMemory.peakResidentBytes(of: process.processIdentifier)
    }

    func close() async {
        try? input.fileHandleForWriting.close()
        // `exit` has been sent; a server still running after this is stuck.
        let deadline = ContinuousClock.now + .seconds(30)
        while process.isRunning, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        if process.isRunning { process.terminate() }
        _ = await readerTask.value
    }
}

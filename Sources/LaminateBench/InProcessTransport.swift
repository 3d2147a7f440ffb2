import LaminateProtocol
import LaminateServer

/// The server running in this process, through an in-memory connection.
///
/// Every message the server sends is framed into bytes as it arrives, as
/// `laminate lsp` would write it to standard output, so JSON encoding is
/// part of what is measured; pipes, a second process and the editor's JSON
/// decoding are not.
final class InProcessTransport: SessionTransport {
    let name = "in process"
    let arrivals: AsyncStream<SessionArrival>
    private let connection = InProcessConnection()
    private let serverTask: Task<Int32, Never>
    private let readerTask: Task<Void, Never>

    init() {
        let server = LanguageServer(connection: connection, methods: .withTestMethods, fileSystem: LocalFileSystem(), logSink: MemoryLogSink())
        serverTask = Task { await server.run() }
        let (stream, continuation) = AsyncStream.makeStream(of: SessionArrival.self, bufferingPolicy: .unbounded)
        arrivals = stream
        let connection = connection
        readerTask = Task.detached {
            for await message in connection.outgoing {
                // Framing is the server's last step on the way to the editor.
                _ = message.framedBytes.count
                continuation.yield(SessionArrival.received(message) { connection.feed($0) })
            }
            continuation.finish()
        }
    }

    func send(_ message: Message) {
        connection.feed(message)
    }

    /// In process, a message is handed over as it is: nothing to encode.
    func prepare(_ message: Message) -> () -> Void {
        { [connection] in connection.feed(message) }
    }

    /// The server shares this process's memory and CPU with the benchmark itself.
    func serverUsage() -> ServerUsage? { nil }

    func close() async {
        connection.finishInput()
        _ = await serverTask.value
        // The connection never ends its outgoing stream; cancelling ends the reader's loop.
        readerTask.cancel()
    }
}

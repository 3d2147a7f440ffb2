import LaminateProtocol

/// How a session reaches the language server: a server in this process
/// (`InProcessTransport`) or the real `laminate lsp` over pipes
/// (`PipeTransport`). The session's logic is the same for both, so the two
/// figures differ only by what the transport adds.
protocol SessionTransport: AnyObject {
    /// Sends one message to the server.
    func send(_ message: Message)
    /// Makes a message ready to send and returns what sends it: a time
    /// taken in between counts sending it, not encoding it (an editor has
    /// its ten megabytes encoded before it sends `didOpen`; the benchmark's
    /// encoder takes tens of milliseconds over them).
    func prepare(_ message: Message) -> () -> Void
    /// The server's messages in order, each stamped as it arrives. The
    /// server's own requests (`workspace/configuration`, …) are answered
    /// with null before they get here, as a plain editor would.
    var arrivals: AsyncStream<SessionArrival> { get }
    /// What to call this transport in a report.
    var name: String { get }
    /// The server's memory and CPU time so far, when it is a process of its own.
    func serverUsage() -> ServerUsage?
    /// Ends the server's input and waits for it to stop.
    func close() async
}

/// A message from the server and when it came.
struct SessionArrival: Sendable {
    var message: Message
    var time: ContinuousClock.Instant

    /// Stamps `message` now, first answering it if it is the server's request.
    static func received(_ message: Message, replyingWith send: (Message) -> Void) -> SessionArrival {
        let arrival = SessionArrival(message: message, time: .now)
        if case .request(let id, _, _) = message {
            send(.response(id: id, outcome: .result(.null)))
        }
        return arrival
    }
}

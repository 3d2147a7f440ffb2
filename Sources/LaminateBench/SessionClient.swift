import Foundation
import LaminateProtocol
import LaminateServer

/// The editor's side of an in-process session: sends framed messages and
/// reads the server's, one task at a time (not `Sendable`: one task owns it).
///
/// Every message the server sends is framed into bytes as it arrives, as
/// `laminate lsp` would write it to standard output, so JSON encoding is
/// part of what the session measures.
final class SessionClient {
    let connection = InProcessConnection()
    private let serverTask: Task<Int32, Never>
    /// The server's messages, each framed and stamped with the time it was
    /// sent by a reader task, so waiting late does not skew a figure.
    private var arrivals: AsyncStream<Arrival>.Iterator
    /// Messages read but not yet wanted, in order.
    private var buffered: [Arrival] = []
    private let readerTask: Task<Void, Never>
    private var nextRequestNumber = 1

    /// A message from the server, when it came and its size framed.
    struct Arrival: Sendable {
        var message: Message
        var time: ContinuousClock.Instant
        var framedByteCount: Int
    }

    init() {
        let server = LanguageServer(connection: connection, fileSystem: LocalFileSystem(), logSink: MemoryLogSink())
        serverTask = Task { await server.run() }
        let (stream, continuation) = AsyncStream.makeStream(of: Arrival.self, bufferingPolicy: .unbounded)
        arrivals = stream.makeAsyncIterator()
        let connection = connection
        readerTask = Task.detached {
            for await message in connection.outgoing {
                // Framing is the server's last step on the way to the editor.
                let count = message.framedBytes.count
                continuation.yield(Arrival(message: message, time: .now, framedByteCount: count))
                if case .request(let id, _, _) = message {
                    // A plain editor answers the server's requests with null.
                    connection.feed(.response(id: id, outcome: .result(.null)))
                }
            }
            continuation.finish()
        }
    }

    func notify(_ method: String, _ params: JSONValue) {
        connection.feed(.notification(method: method, params: params))
    }

    /// Sends a request without waiting; returns its id.
    func send(_ method: String, _ params: JSONValue?) -> RequestID {
        let id = RequestID.integer(nextRequestNumber)
        nextRequestNumber += 1
        connection.feed(.request(id: id, method: method, params: params))
        return id
    }

    /// Sends a request and waits for its result.
    func request(_ method: String, _ params: JSONValue?) async throws -> (result: JSONValue, arrival: Arrival) {
        let id = send(method, params)
        return try await result(of: id)
    }

    /// Waits for the answer to request `id`.
    func result(of id: RequestID) async throws -> (result: JSONValue, arrival: Arrival) {
        let arrival = try await next { message in
            if case .response(let answered?, _) = message { return answered == id }
            return false
        }
        guard case .response(_, let outcome) = arrival.message else { throw BenchFailure("not a response") }
        switch outcome {
        case .result(let json): return (json, arrival)
        case .error(let error): throw BenchFailure("request \(id) failed: \(error.message)")
        }
    }

    /// Waits for the diagnostics of `version` of the document `uri`.
    func diagnostics(of uri: String, version: Int) async throws -> (params: JSONValue, arrival: Arrival) {
        let arrival = try await next { message in
            guard case .notification(PublishDiagnosticsNotification.method, let params?) = message,
                  params["uri"] == .string(uri) else { return false }
            return params["version"] == .integer(version)
        }
        guard case .notification(_, let params?) = arrival.message else { throw BenchFailure("not a notification") }
        return (params, arrival)
    }

    /// The first message, buffered or still to come, that satisfies `wanted`.
    private func next(_ wanted: (Message) -> Bool) async throws -> Arrival {
        if let index = buffered.firstIndex(where: { wanted($0.message) }) {
            return buffered.remove(at: index)
        }
        while let arrival = await arrivals.next() {
            if wanted(arrival.message) { return arrival }
            buffered.append(arrival)
        }
        throw BenchFailure("the server stopped")
    }

    func shutDown() async {
        _ = try? await request("shutdown", nil)
        notify("exit", .null)
        connection.finishInput()
        _ = await serverTask.value
        // The connection never ends its outgoing stream; cancelling ends the reader's loop.
        readerTask.cancel()
    }
}

import LaminateProtocol

/// The editor's side of a session: sends messages through a transport and
/// reads the server's, one task at a time (not `Sendable`: one task owns it).
final class SessionClient {
    let transport: any SessionTransport
    private var arrivals: AsyncStream<SessionArrival>.Iterator
    /// Messages read but not yet wanted, in order.
    private var buffered: [SessionArrival] = []
    private var nextRequestNumber = 1

    init(_ transport: any SessionTransport) {
        self.transport = transport
        arrivals = transport.arrivals.makeAsyncIterator()
    }

    func notify(_ method: String, _ params: JSONValue) {
        transport.send(.notification(method: method, params: params))
    }

    /// A notification made ready to send; calling the result sends it.
    func prepareNotification(_ method: String, _ params: JSONValue) -> () -> Void {
        transport.prepare(.notification(method: method, params: params))
    }

    /// Sends a request and waits for its result.
    func request(_ method: String, _ params: JSONValue?) async throws -> (result: JSONValue, arrival: SessionArrival) {
        let id = RequestID.integer(nextRequestNumber)
        nextRequestNumber += 1
        transport.send(.request(id: id, method: method, params: params))
        let arrival = try await next { message in
            if case .response(let answered?, _) = message { return answered == id }
            return false
        }
        guard case .response(_, let outcome) = arrival.message else { throw BenchFailure("not a response") }
        switch outcome {
        case .result(let json): return (json, arrival)
        case .error(let error): throw BenchFailure("\(method) failed: \(error.message)")
        }
    }

    /// Sends a request with a `partialResultToken` and waits for its
    /// answer, gathering the `$/progress` values sent for `token` before it;
    /// returns the result, those values in order, and when the last of them
    /// (or the answer, if later) arrived.
    func requestStreaming(_ method: String, _ params: JSONValue, token: String) async throws
        -> (result: JSONValue, partials: [JSONValue], finished: ContinuousClock.Instant)
    {
        let id = RequestID.integer(nextRequestNumber)
        nextRequestNumber += 1
        transport.send(.request(id: id, method: method, params: params))
        var partials: [JSONValue] = []
        while true {
            let arrival = try await next { message in
                switch message {
                case .response(let answered?, _): return answered == id
                case .notification(ProgressNotification.method, let params?): return params["token"] == .string(token)
                default: return false
                }
            }
            switch arrival.message {
            case .notification(_, let params?):
                if let value = params["value"] { partials.append(value) }
            case .response(_, .result(let result)):
                return (result, partials, arrival.time)
            case .response(_, .error(let error)):
                throw BenchFailure("\(method) failed: \(error.message)")
            default:
                throw BenchFailure("not a response")
            }
        }
    }

    /// Waits for the diagnostics of `version` of the document `uri`.
    func diagnostics(of uri: String, version: Int) async throws -> (params: JSONValue, arrival: SessionArrival) {
        let arrival = try await next { message in
            guard case .notification(PublishDiagnosticsNotification.method, let params?) = message,
                params["uri"] == .string(uri)
            else { return false }
            return params["version"] == .integer(version)
        }
        guard case .notification(_, let params?) = arrival.message else { throw BenchFailure("not a notification") }
        return (params, arrival)
    }

    /// The first message, buffered or still to come, that satisfies `wanted`.
    private func next(_ wanted: (Message) -> Bool) async throws -> SessionArrival {
        if let index = buffered.firstIndex(where: { wanted($0.message) }) {
            return buffered.remove(at: index)
        }
        while let arrival = await arrivals.next() {
            if wanted(arrival.message) { return arrival }
            buffered.append(arrival)
        }
        throw BenchFailure("the server (\(transport.name)) stopped")
    }

    /// Shuts the server down; returns its usage, read just before it exits.
    func shutDown() async -> ServerUsage? {
        _ = try? await request("shutdown", nil)
        let peak = transport.serverUsage()
        notify("exit", .null)
        await transport.close()
        return peak
    }
}

import LaminateDialect
import LaminateProtocol

/// Requests: started as tasks on a snapshot, answered once, cancellable.
extension LanguageServer {
    func handleRequest(id: RequestID, method: String, params: JSONValue?) async {
        switch phase {
        case .uninitialized:
            guard method == InitializeRequest.method else {
                return send(.response(id: id, outcome: .error(.serverNotInitialized)))
            }
            initialize(id: id, params: params)
        case .shutDown, .exited:
            send(.response(id: id, outcome: .error(.invalidRequest("the server is shutting down"))))
        case .running:
            switch method {
            case InitializeRequest.method:
                send(.response(id: id, outcome: .error(.invalidRequest("the server is already initialized"))))
            case FlushDiagnosticsRequest.method:
                await flushDiagnostics()
                send(.response(id: id, outcome: .result(.null)))
            case ExecuteCommandRequest.method:
                executeCommand(id: id, params: params)
            case FlushIndexRequest.method:
                await flushIndex()
                send(.response(id: id, outcome: .result(.null)))
            case WorkspaceDiagnosticRequest.method where isIndexingWorkspace:
                awaitIndex(id: id, params: params)
            case ShutdownRequest.method:
                answerRequestsAwaitingIndex()
                await finishInFlightRequests()
                stopAllPreviews()
                phase = .shutDown
                send(.response(id: id, outcome: .result(.null)))
            default:
                startRequest(id: id, method: method, params: params)
            }
        }
    }

    func startRequest(id: RequestID, method: String, params: JSONValue?) {
        guard case .request(let run) = methods[method] else {
            return send(.response(id: id, outcome: .error(.methodNotFound(method))))
        }
        guard !refusesIdInUse(id) else { return }
        let context = RequestContext(state: state, logger: logger, fileSystem: fileSystem, connection: connection)
        // Detached: the handler runs off the dispatcher, which goes straight
        // on to the next message; and off the cooperative pool.
        inFlight[id] = Task.detached(executorPreference: workExecutor) { [self] in
            do throws(ResponseError) {
                switch try await run(params, context) {
                case .result(let result): await complete(id: id, outcome: .result(result))
                // Written here, off the dispatcher, like the result it frames.
                case .framed(let write): await complete(id: id, framed: write(id))
                }
            } catch {
                await complete(id: id, outcome: .error(error))
            }
        }
    }

    /// Answers InvalidRequest when `id` names a request still being worked
    /// on or waiting for the index; returns whether it did.
    func refusesIdInUse(_ id: RequestID) -> Bool {
        guard inFlight[id] != nil || requestsAwaitingIndex.contains(where: { $0.id == id }) else { return false }
        send(.response(id: id, outcome: .error(.invalidRequest("request id \(id) is already in use"))))
        return true
    }

    func complete(id: RequestID, outcome: Message.Outcome) {
        // A cancelled request was already answered.
        guard inFlight.removeValue(forKey: id) != nil, phase != .exited else { return }
        send(.response(id: id, outcome: outcome))
    }

    /// Sends a response its handler framed (`RequestAnswer.framed`).
    func complete(id: RequestID, framed frame: StreamedFrame) {
        guard inFlight.removeValue(forKey: id) != nil, phase != .exited else { return }
        connection.send(streamed: frame)
    }

    func cancel(_ id: RequestID) {
        if let waiting = requestsAwaitingIndex.firstIndex(where: { $0.id == id }) {
            requestsAwaitingIndex.remove(at: waiting)
            return send(.response(id: id, outcome: .error(.requestCancelled)))
        }
        guard let task = inFlight.removeValue(forKey: id) else { return }
        task.cancel()
        send(.response(id: id, outcome: .error(.requestCancelled)))
    }

    func finishInFlightRequests() async {
        await flushDiagnostics()
        while let (id, task) = inFlight.first {
            await task.value
            inFlight.removeValue(forKey: id)
        }
    }
}

import LaminateDialect
import LaminateProtocol

/// The dispatcher: reads events from the connection in order, applies
/// notifications to the state one at a time, and runs each request as its
/// own task on a snapshot of the state, so a long request never holds up
/// the messages behind it and can be cancelled.
public actor LanguageServer {
    private let connection: any Connection
    private let methods: MethodTable
    private let fileSystem: any FileSystem
    private let logSink: any LogSink

    private var state = ServerState()
    private var phase = LifecyclePhase.uninitialized
    /// Requests being worked on; a request leaves when answered or cancelled.
    private var inFlight: [RequestID: Task<Void, Never>] = [:]
    private var nextOutgoingRequestNumber = 1
    /// Requests the server sent the client, awaiting its answer.
    private var pendingClientRequests: [RequestID: ClientRequestPurpose] = [:]

    public init(
        connection: any Connection,
        methods: MethodTable = .standard,
        fileSystem: any FileSystem = LocalFileSystem(),
        logSink: any LogSink = StandardErrorLogSink()
    ) {
        self.connection = connection
        self.methods = methods
        self.fileSystem = fileSystem
        self.logSink = logSink
    }

    /// Serves until `exit` or end of input; returns the process exit code:
    /// 0 when `shutdown` came first, 1 otherwise (LSP 3.17).
    public func run() async -> Int32 {
        for await event in connection.incoming {
            if let exitCode = await handle(event) {
                stop()
                return exitCode
            }
        }
        await finishInFlightRequests()
        logger.info("end of input")
        let exitCode: Int32 = phase == .shutDown ? 0 : 1
        stop()
        return exitCode
    }

    var logger: ServerLogger {
        ServerLogger(sink: logSink, connection: connection, trace: state.trace)
    }

    private func stop() {
        phase = .exited
        for task in inFlight.values { task.cancel() }
        inFlight.removeAll()
    }

    /// Handles one event; returns an exit code when the server must stop.
    private func handle(_ event: IncomingEvent) async -> Int32? {
        switch event {
        case .framingError(let problem):
            logger.error("bad frame: \(problem)")
        case .invalid(let invalid):
            logger.error(invalid.error.message)
            send(.response(id: invalid.id, outcome: .error(invalid.error)))
        case .message(.request(let id, let method, let params)):
            await handleRequest(id: id, method: method, params: params)
        case .message(.notification(let method, let params)):
            return handleNotification(method: method, params: params)
        case .message(.response(let id, let outcome)):
            handleResponse(id: id, outcome: outcome)
        }
        return nil
    }

    // MARK: - Requests

    private func handleRequest(id: RequestID, method: String, params: JSONValue?) async {
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
            case ShutdownRequest.method:
                await finishInFlightRequests()
                phase = .shutDown
                send(.response(id: id, outcome: .result(.null)))
            default:
                startRequest(id: id, method: method, params: params)
            }
        }
    }

    private func startRequest(id: RequestID, method: String, params: JSONValue?) {
        guard case .request(let run) = methods[method] else {
            return send(.response(id: id, outcome: .error(.methodNotFound(method))))
        }
        guard inFlight[id] == nil else {
            return send(.response(id: id, outcome: .error(.invalidRequest("request id \(id) is already in use"))))
        }
        let context = RequestContext(state: state, logger: logger)
        // Detached: the handler runs off the dispatcher, which goes straight
        // on to the next message.
        inFlight[id] = Task.detached { [self] in
            let outcome: Message.Outcome
            do throws(ResponseError) {
                outcome = .result(try await run(params, context))
            } catch {
                outcome = .error(error)
            }
            await complete(id: id, outcome: outcome)
        }
    }

    private func complete(id: RequestID, outcome: Message.Outcome) {
        // A cancelled request was already answered.
        guard inFlight.removeValue(forKey: id) != nil, phase != .exited else { return }
        send(.response(id: id, outcome: outcome))
    }

    private func cancel(_ id: RequestID) {
        guard let task = inFlight.removeValue(forKey: id) else { return }
        task.cancel()
        send(.response(id: id, outcome: .error(.requestCancelled)))
    }

    private func finishInFlightRequests() async {
        while let (id, task) = inFlight.first {
            await task.value
            inFlight.removeValue(forKey: id)
        }
    }

    // MARK: - Notifications

    private func handleNotification(method: String, params: JSONValue?) -> Int32? {
        if method == ExitNotification.method {
            return phase == .shutDown ? 0 : 1
        }
        guard phase == .running else {
            if phase == .uninitialized, !method.hasPrefix("$/") {
                logger.warning("\(method) before initialize, ignored")
            }
            return nil
        }
        do throws(ResponseError) {
            switch method {
            case InitializedNotification.method:
                registerForWatchedFiles()
                pullConfiguration()
            case CancelRequestNotification.method:
                cancel(try JSONValue.decode(CancelRequestNotification.Params.self, from: params).id)
            case SetTraceNotification.method:
                state.trace = try JSONValue.decode(SetTraceNotification.Params.self, from: params).value
            case DidChangeConfigurationNotification.method:
                try applyNotification(method: method, params: params)
                pullConfiguration()
            default:
                try applyNotification(method: method, params: params)
            }
        } catch {
            logger.error("\(method): \(error.message)")
        }
        return nil
    }

    private func applyNotification(method: String, params: JSONValue?) throws(ResponseError) {
        switch methods[method] {
        case .notification(let apply):
            let context = NotificationContext(logger: logger, fileSystem: fileSystem)
            try apply(&state, params, context)
        case .request:
            logger.warning("\(method) is a request but came as a notification, ignored")
        case nil:
            // `$/` notifications are optional by definition and dropped silently.
            if !method.hasPrefix("$/") {
                logger.info("unknown notification \(method), ignored")
            }
        }
    }

    // MARK: - Lifecycle

    private func initialize(id: RequestID, params: JSONValue?) {
        let initializeParams: InitializeRequest.Params
        do {
            initializeParams = try JSONValue.decode(InitializeRequest.Params.self, from: params)
        } catch {
            return send(.response(id: id, outcome: .error(error)))
        }
        state.clientCapabilities = initializeParams.capabilities
        state.positionEncoding = PositionEncodingNegotiation.choose(
            from: initializeParams.capabilities.general?.positionEncodings)
        state.trace = initializeParams.trace ?? .off
        var roots = initializeParams.workspaceFolders?.map(\.uri) ?? []
        if roots.isEmpty, let rootURI = initializeParams.rootUri { roots = [rootURI] }
        state.configuration = Configuration(workspaceRoots: roots)
        phase = .running
        let result = InitializeRequest.Result(
            capabilities: ServerCapabilities(
                positionEncoding: PositionEncodingKind(state.positionEncoding),
                textDocumentSync: TextDocumentSyncOptions(
                    openClose: true, change: .incremental, save: SaveOptions(includeText: false))),
            serverInfo: .init(name: ServerVersion.name, version: ServerVersion.version))
        sendResult(id: id, result)
    }

    /// Asks the client to watch formatting definitions, if it can.
    private func registerForWatchedFiles() {
        guard state.clientCapabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration == true else { return }
        let watchers: JSONValue = ["watchers": [["globPattern": .string("**/" + FormattingDefinitionFile.fileName)]]]
        let params = RegisterCapabilityRequest.Params(registrations: [
            .init(id: "laminate-watch-definitions", method: DidChangeWatchedFilesNotification.method, registerOptions: watchers)
        ])
        sendClientRequest(RegisterCapabilityRequest.self, params, purpose: .registration)
    }

    /// Asks a client that keeps settings for the `laminate` section.
    private func pullConfiguration() {
        guard state.clientCapabilities.workspace?.configuration == true else { return }
        let params = ConfigurationRequest.Params(items: [.init(section: "laminate")])
        sendClientRequest(ConfigurationRequest.self, params, purpose: .configuration)
    }

    private func sendClientRequest<Request: LSPRequest>(_: Request.Type, _ params: Request.Params, purpose: ClientRequestPurpose) {
        guard let json = try? JSONValue(encoding: params) else { return }
        let id = RequestID.string("laminate-\(nextOutgoingRequestNumber)")
        nextOutgoingRequestNumber += 1
        pendingClientRequests[id] = purpose
        send(.request(id: id, method: Request.method, params: json))
    }

    private func handleResponse(id: RequestID?, outcome: Message.Outcome) {
        guard let id, let purpose = pendingClientRequests.removeValue(forKey: id) else {
            logger.warning("response to unknown request \(id?.description ?? "null"), ignored")
            return
        }
        switch outcome {
        case .error(let error):
            logger.warning("the client answered \(purpose) request \(id) with error \(error.code): \(error.message)")
        case .result(let result):
            guard purpose == .configuration else { return }
            if case .array(let sections) = result, let section = sections.first {
                state.configuration.replaceSettings(section: section)
            } else {
                logger.warning("workspace/configuration answer is not a one-element array, ignored")
            }
        }
    }

    // MARK: - Sending

    private func send(_ message: Message) {
        guard phase != .exited else { return }
        connection.send(message)
    }

    /// For tests: the state as the dispatcher holds it now.
    var currentState: ServerState { state }

    private func sendResult<Result: Encodable>(id: RequestID, _ result: Result) {
        do {
            send(.response(id: id, outcome: .result(try JSONValue(encoding: result))))
        } catch {
            send(.response(id: id, outcome: .error(error)))
        }
    }
}

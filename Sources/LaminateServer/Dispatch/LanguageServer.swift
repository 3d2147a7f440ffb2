import LaminateConcurrency
import LaminateDialect
import LaminateProtocol

/// The dispatcher: reads events from the connection in order, applies
/// notifications to the state one at a time, and runs each request as its
/// own task on a snapshot of the state, so a long request never holds up
/// the messages behind it and can be cancelled.
public actor LanguageServer {
    let connection: any Connection
    let methods: MethodTable
    /// The file system given, with its folder listings kept while the
    /// client watches files (see `FolderListings`).
    let fileSystem: any FileSystem
    let folderListings: FolderListings
    let logSink: any LogSink

    var state = ServerState()
    var phase = LifecyclePhase.uninitialized
    /// Requests being worked on; a request leaves when answered or cancelled.
    var inFlight: [RequestID: Task<Void, Never>] = [:]
    var nextOutgoingRequestNumber = 1
    /// Requests the server sent the client, awaiting its answer.
    var pendingClientRequests: [RequestID: ClientRequestPurpose] = [:]
    /// Pushed diagnostics: what each open document's checks have done.
    var diagnosticsSchedule = DiagnosticsSchedule()
    /// The live previews `laminate.preview` started, by document.
    var previews: [DocumentURI: RunningPreview] = [:]
    /// The workspace index's reader, once `initialized` has started it.
    var indexer: WorkspaceIndexer?
    var indexEventsTask: Task<Void, Never>?
    /// Whether the client accepted the indexing progress token.
    var reportsIndexingProgress = false
    /// How many files the first indexing lists.
    var indexingTotal = 0
    /// Whether the indexer has been asked for work it has not yet delivered.
    var indexRequestsOutstanding = 0
    /// `laminate/flushIndex` calls waiting for the indexer to catch up.
    var indexFlushWaiters: [CheckedContinuation<Void, Never>] = []
    /// `workspace/diagnostic` requests that came while the first indexing
    /// was under way, started when it is complete.
    var requestsAwaitingIndex: [(id: RequestID, params: JSONValue?)] = []
    /// Where requests and diagnostics run: on Dispatch's threads, so that
    /// their long synchronous steps (a parse, a pipelined parse) never hold
    /// a thread of the cooperative pool the dispatcher runs on. Waiting for
    /// an analysis another is computing holds no thread at all (see
    /// `PendingAnalysis`).
    let workExecutor = DispatchTaskExecutor()

    public init(
        connection: any Connection,
        methods: MethodTable = .standard,
        fileSystem: any FileSystem = LocalFileSystem(),
        logSink: any LogSink = StandardErrorLogSink()
    ) {
        self.connection = connection
        self.methods = methods
        folderListings = FolderListings(fileSystem, isKeeping: false)
        self.fileSystem = folderListings
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
        if let failure = connection.outputFailure {
            // No answer can reach the client: nothing is worth finishing.
            logger.error("the client can no longer be reached (\(failure)); stopping")
            stop()
            return 1
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

    func stop() {
        stopAllPreviews()
        stopWorkspaceIndexing()
        phase = .exited
        for task in inFlight.values { task.cancel() }
        inFlight.removeAll()
        requestsAwaitingIndex.removeAll()
    }

    /// Handles one event; returns an exit code when the server must stop.
    func handle(_ event: IncomingEvent) async -> Int32? {
        // Whatever the event changed may need diagnostics.
        defer {
            noticeStateChange()
            updatePreviews()
        }
        switch event {
        case .framingError(let problem):
            logger.error("bad frame: \(problem)")
        case .invalid(let invalid):
            return handleInvalid(invalid)
        case .message(.request(let id, let method, let params)):
            await handleRequest(id: id, method: method, params: params)
        case .message(.notification(let method, let params)):
            return handleNotification(method: method, params: params)
        case .message(.response(let id, let outcome)):
            handleResponse(id: id, outcome: outcome)
        }
        return nil
    }

    // MARK: - Sending

    func send(_ message: Message) {
        guard phase != .exited else { return }
        connection.send(message)
    }

    func sendResult<Result: Encodable>(id: RequestID, _ result: Result) {
        do {
            send(.response(id: id, outcome: .result(try JSONValue(encoding: result))))
        } catch {
            send(.response(id: id, outcome: .error(error)))
        }
    }
}

import LaminateProtocol
import LaminateServer

/// A test client talking to a `LanguageServer` in this process: it sends
/// typed messages and waits for the answer to each request it makes.
final class InProcessClient: Sendable {
    let connection = InProcessConnection()
    let server: LanguageServer
    private let serverTask: Task<Int32, Never>

    init(fileSystem: any FileSystem = LocalFileSystem(), logSink: MemoryLogSink = MemoryLogSink()) {
        let server = LanguageServer(connection: connection, methods: .withTestMethods, fileSystem: fileSystem, logSink: logSink)
        self.server = server
        serverTask = Task { await server.run() }
    }

    func notify<Notification: LSPNotification>(_: Notification.Type, _ params: Notification.Params) throws {
        connection.feed(.notification(method: Notification.method, params: try JSONValue(encoding: params)))
    }

    /// Sends a request and returns its outcome once the server answers.
    func request(id: Int, method: String, params: JSONValue?) async -> Message.Outcome? {
        connection.feed(.request(id: .integer(id), method: method, params: params))
        for await message in connection.outgoing {
            if case .response(.integer(id)?, let outcome) = message { return outcome }
        }
        return nil
    }

    func request<Request: LSPRequest>(id: Int, _: Request.Type, _ params: Request.Params) async throws -> Request.Result {
        let outcome = await request(id: id, method: Request.method, params: try JSONValue(encoding: params))
        switch outcome {
        case .result(let json)?: return try JSONValue.decode(Request.Result.self, from: json)
        case .error(let error)?: throw error
        case nil: throw ResponseError.internalError("the server stopped before answering")
        }
    }

    /// Initializes, offering the given position encodings.
    func initialize(offering encodings: [String]?, rootURI: DocumentURI? = nil) async throws {
        var capabilities: JSONValue = [:]
        if let encodings {
            capabilities = ["general": ["positionEncodings": .array(encodings.map(JSONValue.string))]]
        }
        var params: JSONValue = ["capabilities": capabilities]
        if case .object(var members) = params, let rootURI {
            members["rootUri"] = .string(rootURI.string)
            params = .object(members)
        }
        guard case .result = await request(id: 0, method: "initialize", params: params) else {
            throw ResponseError.internalError("initialize failed")
        }
        connection.feed(.notification(method: "initialized", params: [:]))
    }

    /// Shuts down and exits; returns the exit code.
    func shutDown() async -> Int32 {
        _ = await request(id: Int.max, method: "shutdown", params: nil)
        connection.feed(.notification(method: "exit", params: nil))
        connection.finishInput()
        return await serverTask.value
    }
}

extension InProcessClient {
    /// The diagnostics published since message `count` (moved past them),
    /// by document, the last notification of each, once the server has
    /// checked everything (`laminate/flushDiagnostics` answered as request `flushID`).
    func publishedDiagnostics(after count: inout Int, flushID: Int) async -> [DocumentURI: [LSPDiagnostic]] {
        _ = await request(id: flushID, method: FlushDiagnosticsRequest.method, params: nil)
        let messages = connection.sentMessages
        var result: [DocumentURI: [LSPDiagnostic]] = [:]
        for message in messages.dropFirst(count) {
            guard case .notification(PublishDiagnosticsNotification.method, let params) = message,
                let decoded = try? JSONValue.decode(PublishDiagnosticsNotification.Params.self, from: params)
            else { continue }
            result[decoded.uri] = decoded.diagnostics
        }
        count = messages.count
        return result
    }
}

import LaminateDialect
import LaminateFeatures
import LaminateProtocol

/// What a request handler gets: the state as of the request's arrival, and
/// a way to log. Cancellation is the task's own (`Task.isCancelled`).
public struct RequestContext: Sendable {
    public let state: ServerState
    public let logger: ServerLogger
    /// For reading a file a link leads to that the index does not hold yet.
    public let fileSystem: any FileSystem
    /// For the request's partial results (`$/progress` of its
    /// `partialResultToken`), sent before its answer.
    let connection: any Connection

    /// The snapshot of an open document, or `InvalidParams` naming it.
    public func document(_ uri: DocumentURI) throws(ResponseError) -> DocumentSnapshot {
        guard let document = state.documents[uri] else {
            throw ResponseError.invalidParams("document \(uri) is not open")
        }
        return document
    }

    /// The parsed document with the formatting definition in force for it,
    /// or `InvalidParams` naming it when it is not open.
    public func analysis(_ uri: DocumentURI) async throws(ResponseError) -> DocumentAnalysis {
        try await analysis(of: try document(uri))
    }

    /// The parsed snapshot, or `RequestFailed` naming the limit when the
    /// document is too large to analyse (see `DocumentSizeLimit`).
    public func analysis(of snapshot: DocumentSnapshot) async throws(ResponseError) -> DocumentAnalysis {
        guard snapshot.serving != .markdown || !DocumentSizeLimit.isExceeded(by: snapshot) else {
            throw DocumentSizeLimit.requestError(for: snapshot)
        }
        return await state.analysis(of: snapshot)
    }

    /// Throws `RequestCancelled` once the client has cancelled the request;
    /// long providers call this between steps.
    public func checkCancellation() throws(ResponseError) {
        if Task.isCancelled { throw ResponseError.requestCancelled }
    }

    /// Sends one partial result of this request to the client, unless it
    /// has been cancelled (then it throws `RequestCancelled`).
    func sendPartialResult(_ value: some JSONValueRepresentable, token: ProgressToken) throws(ResponseError) {
        try checkCancellation()
        connection.send(.notification(method: ProgressNotification.method, params: ["token": token.json, "value": value.jsonValue]))
    }

    /// The encoding every position in requests and results uses.
    public var positionEncoding: ColumnUnit { state.positionEncoding }
}

/// What a notification handler gets besides the state it may change.
public struct NotificationContext: Sendable {
    public let logger: ServerLogger
    public let fileSystem: any FileSystem
}

import LaminateProtocol

/// The one registration table: method name → how to handle it.
///
/// Adding a feature is one `register` line (in `MethodTable+Standard.swift`)
/// plus the handler's file. Requests run concurrently on a snapshot;
/// notifications change the state, one at a time, in arrival order.
public struct MethodTable: Sendable {
    public enum Route: Sendable {
        case request(@Sendable (JSONValue?, RequestContext) async throws(ResponseError) -> RequestAnswer)
        case notification(@Sendable (inout ServerState, JSONValue?, NotificationContext) throws(ResponseError) -> Void)
    }

    private var routes: [String: Route] = [:]

    public init() {}

    public subscript(method: String) -> Route? { routes[method] }

    public mutating func register<Request: LSPRequest>(
        _ request: Request.Type,
        _ handler: @escaping @Sendable (Request.Params, RequestContext) async throws(ResponseError) -> Request.Result
    ) {
        routes[Request.method] = .request { json, context throws(ResponseError) in
            let params = try JSONValue.decode(Request.Params.self, from: json)
            let result = try await handler(params, context)
            return .result(try JSONValue(encoding: result))
        }
    }

    /// A request whose handler may write its framed response itself
    /// (`RequestAnswer.framed`): results too large to build as `JSONValue`.
    public mutating func register<Request: LSPRequest>(
        _ request: Request.Type,
        answering handler: @escaping @Sendable (Request.Params, RequestContext) async throws(ResponseError) -> RequestAnswer
    ) {
        routes[Request.method] = .request { json, context throws(ResponseError) in
            let params = try JSONValue.decode(Request.Params.self, from: json)
            return try await handler(params, context)
        }
    }

    public mutating func register<Notification: LSPNotification>(
        _ notification: Notification.Type,
        _ handler: @escaping @Sendable (inout ServerState, Notification.Params, NotificationContext) -> Void
    ) {
        routes[Notification.method] = .notification { state, json, context throws(ResponseError) in
            let params = try JSONValue.decode(Notification.Params.self, from: json)
            handler(&state, params, context)
        }
    }
}

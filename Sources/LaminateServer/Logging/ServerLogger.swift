import LaminateProtocol

/// Logs to the client as `window/logMessage` (its log, at the line's
/// level), and also as `$/logTrace` when the client has asked for tracing;
/// to the sink when it takes every line (tests) or when the client can no
/// longer be reached (standard error for `laminate lsp`).
public struct ServerLogger: Sendable {
    let sink: any LogSink
    let connection: any Connection
    let trace: TraceValue

    public func log(_ level: LogLevel, _ message: String) {
        if sink.receivesEverything || connection.outputFailure != nil {
            sink.write("laminate \(level.label): \(message)")
        }
        if trace != .off,
            let params = try? JSONValue(encoding: LogTraceNotification.Params(message: message, verbose: trace == .verbose ? level.label : nil))
        {
            connection.send(.notification(method: LogTraceNotification.method, params: params))
        }
        if let params = try? JSONValue(encoding: LogMessageNotification.Params(type: level.rawValue, message: message)) {
            connection.send(.notification(method: LogMessageNotification.method, params: params))
        }
    }

    public func error(_ message: String) { log(.error, message) }
    public func warning(_ message: String) { log(.warning, message) }
    public func info(_ message: String) { log(.info, message) }
}

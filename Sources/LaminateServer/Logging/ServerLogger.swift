import LaminateProtocol

/// Logs to the sink (standard error) and, when the client has asked for
/// tracing, to the client as `$/logTrace` (and warnings and errors also as
/// `window/logMessage`).
public struct ServerLogger: Sendable {
    let sink: any LogSink
    let connection: any Connection
    let trace: TraceValue

    public func log(_ level: LogLevel, _ message: String) {
        sink.write("laminate \(level.label): \(message)")
        guard trace != .off else { return }
        let traceParams = LogTraceNotification.Params(message: message, verbose: trace == .verbose ? level.label : nil)
        if let params = try? JSONValue(encoding: traceParams) {
            connection.send(.notification(method: LogTraceNotification.method, params: params))
        }
        if level >= .warning,
           let params = try? JSONValue(encoding: LogMessageNotification.Params(type: level.rawValue, message: message)) {
            connection.send(.notification(method: LogMessageNotification.method, params: params))
        }
    }

    public func error(_ message: String) { log(.error, message) }
    public func warning(_ message: String) { log(.warning, message) }
    public func info(_ message: String) { log(.info, message) }
}

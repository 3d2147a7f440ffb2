/// The severity of a log line; the raw values are LSP's `MessageType`.
public enum LogLevel: Int, Sendable, Comparable {
    case error = 1
    case warning = 2
    case info = 3
    case debug = 5

    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue > rhs.rawValue }

    var label: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .info: "info"
        case .debug: "debug"
        }
    }
}

/// How much the server reports through `$/logTrace`.
public enum TraceValue: String, Hashable, Sendable, Codable {
    case off
    case messages
    case verbose
}

/// How much the server reports through `$/logTrace`.
public enum TraceValue: String, Hashable, Sendable, Codable {
    case off
    case messages
    case verbose

    /// A value other than the three is read as `messages` instead of failing
    /// `initialize` or `$/setTrace`: VS Code's trace setting also offers
    /// `compact`, and LSP 3.17's own type listing spells `message`; either
    /// way the client asked for a trace.
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        self = TraceValue(rawValue: name) ?? .messages
    }
}

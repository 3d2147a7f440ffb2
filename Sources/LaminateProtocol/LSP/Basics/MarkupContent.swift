/// Text for the client to show, as Markdown or plain text.
public struct MarkupContent: Hashable, Sendable, Codable {
    /// `"markdown"` or `"plaintext"`.
    public var kind: String
    public var value: String

    public init(kind: MarkupKind, value: String) {
        self.kind = kind.rawValue
        self.value = value
    }
}

public enum MarkupKind: String, Sendable {
    case markdown
    case plainText = "plaintext"
}

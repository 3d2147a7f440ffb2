/// How much of a node's plain text to read: at most `bytes` UTF-8 bytes of
/// text and `nodes` nodes visited.
///
/// A message or a hover needs only the start of a text, and a span's text
/// can lie under thousands of nested spans or be megabytes long; reading
/// every enclosing span's whole subtree would be quadratic in the depth.
public struct PlainTextBudget: Sendable, Hashable {
    public var bytes: Int
    public var nodes: Int

    public init(bytes: Int, nodes: Int) {
        self.bytes = bytes
        self.nodes = nodes
    }

    /// The whole text, however long: for comparing whole documents.
    public static let unlimited = PlainTextBudget(bytes: .max, nodes: .max)
}

/// The plain text of a node, and whether the budget cut it.
public struct PlainText: Sendable, Hashable {
    /// What a reader sees; when cut, the longest prefix of it, ending on a
    /// Unicode scalar, that fits the byte budget.
    public var text: String
    /// Whether the budget ran out before the node's end.
    public var isTruncated: Bool

    public init(text: String, isTruncated: Bool) {
        self.text = text
        self.isTruncated = isTruncated
    }
}

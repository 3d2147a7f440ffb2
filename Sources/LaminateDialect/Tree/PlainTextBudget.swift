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

    /// The longest prefix of `text` that ends on a Unicode scalar and has at
    /// most `maximumUTF8Count` bytes: where a budget cuts a text.
    public static func prefix(of text: String, maximumUTF8Count: Int) -> Substring {
        guard text.utf8.count > maximumUTF8Count else { return text[...] }
        var used = 0
        var end = text.unicodeScalars.startIndex
        for scalar in text.unicodeScalars {
            used &+= UTF8.width(scalar)
            guard used <= maximumUTF8Count else { break }
            end = text.unicodeScalars.index(after: end)
        }
        return Substring(text.unicodeScalars[..<end])
    }
}

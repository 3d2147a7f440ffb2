/// `textDocument/documentLink`: the links of a document and where each leads.
public enum DocumentLinkRequest: LSPRequest {
    public static let method = "textDocument/documentLink"

    public struct Params: Hashable, Sendable, Codable {
        public var textDocument: TextDocumentIdentifier

        public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
    }

    public typealias Result = [DocumentLink]
}

public struct DocumentLink: Hashable, Sendable, Codable {
    public var range: LSPRange
    /// A URI: a file's with its `#fragment`, or the URL as written.
    public var target: String?
    public var tooltip: String?

    public init(range: LSPRange, target: String?, tooltip: String? = nil) {
        self.range = range
        self.target = target
        self.tooltip = tooltip
    }
}

/// `documentLinkProvider` in the server's capabilities.
public struct DocumentLinkOptions: Hashable, Sendable, Codable {
    public var resolveProvider: Bool

    public init(resolveProvider: Bool) { self.resolveProvider = resolveProvider }
}

/// `textDocument/documentHighlight`: the places in this document that name
/// the symbol at a position.
public enum DocumentHighlightRequest: LSPRequest {
    public static let method = "textDocument/documentHighlight"
    public typealias Params = TextDocumentPositionParams
    /// `null` where there is no symbol.
    public typealias Result = [DocumentHighlight]?
}

public struct DocumentHighlight: Hashable, Sendable, Codable {
    public var range: LSPRange
    public var kind: DocumentHighlightKind?

    public init(range: LSPRange, kind: DocumentHighlightKind?) {
        self.range = range
        self.kind = kind
    }
}

public enum DocumentHighlightKind: Int, Hashable, Sendable, Codable {
    case text = 1
    /// A use: a link to a heading, a label's use, an ingredient span.
    case read = 2
    /// A declaration: the heading, the definition, the id set in a definition line.
    case write = 3
}

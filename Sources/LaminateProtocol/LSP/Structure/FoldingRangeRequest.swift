/// `textDocument/foldingRange`: what the editor can fold.
public enum FoldingRangeRequest: LSPRequest {
    public static let method = "textDocument/foldingRange"

    public struct Params: Hashable, Sendable, Codable {
        public var textDocument: TextDocumentIdentifier

        public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
    }

    public typealias Result = [FoldingRange]
}

/// Lines are zero-based and inclusive; the characters, left out for
/// clients that fold whole lines only, count the negotiated encoding.
public struct FoldingRange: Hashable, Sendable, Codable {
    public var startLine: Int
    public var startCharacter: Int?
    public var endLine: Int
    public var endCharacter: Int?
    public var kind: FoldingRangeKind?

    public init(startLine: Int, startCharacter: Int?, endLine: Int, endCharacter: Int?, kind: FoldingRangeKind?) {
        self.startLine = startLine
        self.startCharacter = startCharacter
        self.endLine = endLine
        self.endCharacter = endCharacter
        self.kind = kind
    }
}

public enum FoldingRangeKind: String, Hashable, Sendable, Codable {
    case comment
    case imports
    case region
}

/// `textDocument.foldingRange` in the client's capabilities.
public struct FoldingRangeClientCapabilities: Hashable, Sendable, Codable {
    /// The most ranges the client wants; the server sends the first ones.
    public var rangeLimit: Int?
    /// Whether the client ignores characters and folds whole lines.
    public var lineFoldingOnly: Bool?

    public init(rangeLimit: Int? = nil, lineFoldingOnly: Bool? = nil) {
        self.rangeLimit = rangeLimit
        self.lineFoldingOnly = lineFoldingOnly
    }
}

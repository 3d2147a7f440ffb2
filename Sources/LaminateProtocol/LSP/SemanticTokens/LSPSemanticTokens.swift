/// `SemanticTokens`: the encoded tokens of a document or a range, five
/// integers per token, with an id to ask for a delta against later.
public struct LSPSemanticTokens: Codable, Hashable, Sendable {
    public var resultId: String?
    public var data: [UInt32]

    public init(resultId: String?, data: [UInt32]) {
        self.resultId = resultId
        self.data = data
    }
}

/// `SemanticTokensDelta`: edits that turn the tokens of `previousResultId`
/// into the current ones.
public struct LSPSemanticTokensDelta: Codable, Hashable, Sendable {
    public var resultId: String?
    public var edits: [LSPSemanticTokensEdit]

    public init(resultId: String?, edits: [LSPSemanticTokensEdit]) {
        self.resultId = resultId
        self.edits = edits
    }
}

/// `SemanticTokensEdit`: replace `deleteCount` integers at `start` with `data`.
public struct LSPSemanticTokensEdit: Codable, Hashable, Sendable {
    public var start: Int
    public var deleteCount: Int
    public var data: [UInt32]?

    public init(start: Int, deleteCount: Int, data: [UInt32]?) {
        self.start = start
        self.deleteCount = deleteCount
        self.data = data
    }
}

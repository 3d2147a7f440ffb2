/// `textDocument/semanticTokens/full`: the tokens of a whole document.
public enum SemanticTokensFullRequest: LSPRequest {
    public static let method = "textDocument/semanticTokens/full"

    public struct Params: Codable, Hashable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
    }

    public typealias Result = LSPSemanticTokens
}

/// `textDocument/semanticTokens/range`: the tokens of the constructs that
/// meet a range (what an editor shows first in a large document).
public enum SemanticTokensRangeRequest: LSPRequest {
    public static let method = "textDocument/semanticTokens/range"

    public struct Params: Codable, Hashable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var range: LSPRange

        public init(textDocument: TextDocumentIdentifier, range: LSPRange) {
            self.textDocument = textDocument
            self.range = range
        }
    }

    public typealias Result = LSPSemanticTokens
}

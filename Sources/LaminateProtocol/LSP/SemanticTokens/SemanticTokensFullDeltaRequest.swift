/// `textDocument/semanticTokens/full/delta`: the tokens of a whole document
/// as edits to an earlier result, or in full when that result is unknown.
public enum SemanticTokensFullDeltaRequest: LSPRequest {
    public static let method = "textDocument/semanticTokens/full/delta"

    public struct Params: Codable, Hashable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var previousResultId: String

        public init(textDocument: TextDocumentIdentifier, previousResultId: String) {
            self.textDocument = textDocument
            self.previousResultId = previousResultId
        }
    }

    /// `SemanticTokens | SemanticTokensDelta`.
    public enum Result: Codable, Hashable, Sendable {
        case full(LSPSemanticTokens)
        case delta(LSPSemanticTokensDelta)

        public init(from decoder: any Decoder) throws {
            if let delta = try? LSPSemanticTokensDelta(from: decoder) {
                self = .delta(delta)
            } else {
                self = .full(try LSPSemanticTokens(from: decoder))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .full(let tokens): try tokens.encode(to: encoder)
            case .delta(let delta): try delta.encode(to: encoder)
            }
        }
    }
}

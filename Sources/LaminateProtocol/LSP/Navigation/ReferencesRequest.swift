/// `textDocument/references`: every place that names the symbol at a position.
public enum ReferencesRequest: LSPRequest {
    public static let method = "textDocument/references"

    public struct Params: Hashable, Sendable, Codable {
        public var textDocument: TextDocumentIdentifier
        public var position: Position
        public var context: ReferenceContext

        public init(textDocument: TextDocumentIdentifier, position: Position, context: ReferenceContext) {
            self.textDocument = textDocument
            self.position = position
            self.context = context
        }
    }

    /// `null` where there is no symbol.
    public typealias Result = [LSPLocation]?
}

public struct ReferenceContext: Hashable, Sendable, Codable {
    public var includeDeclaration: Bool

    public init(includeDeclaration: Bool) { self.includeDeclaration = includeDeclaration }
}

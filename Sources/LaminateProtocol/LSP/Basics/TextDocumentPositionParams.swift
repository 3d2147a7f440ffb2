/// A position in a document: the params of hover, completion and the like.
public struct TextDocumentPositionParams: Hashable, Sendable, Codable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position

    public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

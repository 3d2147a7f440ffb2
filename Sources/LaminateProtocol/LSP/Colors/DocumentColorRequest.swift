/// `textDocument/documentColor`: every colour value in a document.
public enum DocumentColorRequest: LSPRequest {
    public static let method = "textDocument/documentColor"

    public struct Params: Hashable, Sendable, Codable {
        public var textDocument: TextDocumentIdentifier

        public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
    }

    public typealias Result = [ColorInformation]
}

public struct ColorInformation: Hashable, Sendable, Codable {
    public var range: LSPRange
    public var color: LSPColor

    public init(range: LSPRange, color: LSPColor) {
        self.range = range
        self.color = color
    }
}

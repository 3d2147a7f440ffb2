/// `laminate/documentText`: the server's copy of an open document.
///
/// A Laminate extension for clients and tests to check that the server's
/// text equals theirs after any sequence of edits.
public enum DocumentTextRequest: LSPRequest {
    public static let method = "laminate/documentText"

    public struct Params: Codable, Hashable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
    }

    public struct Result: Codable, Hashable, Sendable {
        public var uri: DocumentURI
        public var version: Int
        public var text: String
        /// The number of lines, as LSP counts them.
        public var lineCount: Int
        /// The `.laminate.json` in force for the document, if any.
        public var formattingDefinition: DocumentURI?

        public init(uri: DocumentURI, version: Int, text: String, lineCount: Int, formattingDefinition: DocumentURI?) {
            self.uri = uri
            self.version = version
            self.text = text
            self.lineCount = lineCount
            self.formattingDefinition = formattingDefinition
        }
    }
}

public enum DidSaveTextDocumentNotification: LSPNotification {
    public static let method = "textDocument/didSave"

    public struct Params: Codable, Hashable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var text: String?

        public init(textDocument: TextDocumentIdentifier, text: String? = nil) {
            self.textDocument = textDocument
            self.text = text
        }
    }
}

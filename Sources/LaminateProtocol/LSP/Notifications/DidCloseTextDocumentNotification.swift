public enum DidCloseTextDocumentNotification: LSPNotification {
    public static let method = "textDocument/didClose"

    public struct Params: Codable, Hashable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
    }
}

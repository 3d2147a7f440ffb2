public enum DidOpenTextDocumentNotification: LSPNotification {
    public static let method = "textDocument/didOpen"

    public struct Params: Codable, Hashable, Sendable {
        public var textDocument: TextDocumentItem
        public init(textDocument: TextDocumentItem) { self.textDocument = textDocument }
    }
}

public enum DidChangeTextDocumentNotification: LSPNotification {
    public static let method = "textDocument/didChange"

    public struct Params: Codable, Hashable, Sendable {
        public var textDocument: VersionedTextDocumentIdentifier
        /// Applied in order; each one's range refers to the text as the
        /// changes before it left it.
        public var contentChanges: [TextDocumentContentChangeEvent]

        public init(textDocument: VersionedTextDocumentIdentifier, contentChanges: [TextDocumentContentChangeEvent]) {
            self.textDocument = textDocument
            self.contentChanges = contentChanges
        }
    }
}

/// One change: a replaced range, or (without a range) the whole new text.
public struct TextDocumentContentChangeEvent: Codable, Hashable, Sendable {
    public var range: LSPRange?
    /// Deprecated by LSP and ignored: the range alone says what is replaced.
    public var rangeLength: Int?
    public var text: String

    public init(range: LSPRange?, text: String) {
        self.range = range
        self.text = text
    }
}

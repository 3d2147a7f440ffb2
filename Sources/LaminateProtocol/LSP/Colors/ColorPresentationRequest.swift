/// `textDocument/colorPresentation`: how to write a colour picked in the editor.
public enum ColorPresentationRequest: LSPRequest {
    public static let method = "textDocument/colorPresentation"

    public struct Params: Hashable, Sendable, Codable {
        public var textDocument: TextDocumentIdentifier
        public var color: LSPColor
        /// Where the colour value is (as `documentColor` reported it).
        public var range: LSPRange

        public init(textDocument: TextDocumentIdentifier, color: LSPColor, range: LSPRange) {
            self.textDocument = textDocument
            self.color = color
            self.range = range
        }
    }

    public typealias Result = [ColorPresentation]
}

public struct ColorPresentation: Hashable, Sendable, Codable {
    /// What the picker shows, and what is written when `textEdit` is absent.
    public var label: String
    public var textEdit: Edit?

    public init(label: String, textEdit: Edit?) {
        self.label = label
        self.textEdit = textEdit
    }

    /// Shaped like LSP's `TextEdit`.
    public struct Edit: Hashable, Sendable, Codable {
        public var range: LSPRange
        public var newText: String

        public init(range: LSPRange, newText: String) {
            self.range = range
            self.newText = newText
        }
    }
}

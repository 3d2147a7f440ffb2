/// `textDocument/formatting`: edits that format a whole document.
public enum DocumentFormattingRequest: LSPRequest {
    public static let method = "textDocument/formatting"

    public struct Params: Hashable, Sendable, Codable {
        public var textDocument: TextDocumentIdentifier
        /// Read but unused: attribute lists have one canonical form,
        /// whatever the indentation settings.
        public var options: FormattingOptions?

        public init(textDocument: TextDocumentIdentifier, options: FormattingOptions?) {
            self.textDocument = textDocument
            self.options = options
        }
    }

    public typealias Result = [TextEdit]
}

/// `textDocument/rangeFormatting`: edits that format what touches a range.
public enum DocumentRangeFormattingRequest: LSPRequest {
    public static let method = "textDocument/rangeFormatting"

    public struct Params: Hashable, Sendable, Codable {
        public var textDocument: TextDocumentIdentifier
        public var range: LSPRange
        public var options: FormattingOptions?

        public init(textDocument: TextDocumentIdentifier, range: LSPRange, options: FormattingOptions?) {
            self.textDocument = textDocument
            self.range = range
            self.options = options
        }
    }

    public typealias Result = [TextEdit]
}

/// The client's formatting options; other members it sends are ignored.
public struct FormattingOptions: Hashable, Sendable, Codable {
    public var tabSize: Int?
    public var insertSpaces: Bool?

    public init(tabSize: Int? = nil, insertSpaces: Bool? = nil) {
        self.tabSize = tabSize
        self.insertSpaces = insertSpaces
    }
}

/// `textDocument/completion`: what may be typed at a position.
public enum CompletionRequest: LSPRequest {
    public static let method = "textDocument/completion"

    public struct Params: Codable, Hashable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var position: Position
        /// How completion was triggered; the server reads the text itself, so it is accepted and not needed.
        public var context: JSONValue?

        public init(textDocument: TextDocumentIdentifier, position: Position, context: JSONValue? = nil) {
            self.textDocument = textDocument
            self.position = position
            self.context = context
        }
    }

    /// `null` outside the places the server completes.
    public typealias Result = CompletionList?
}

public struct CompletionList: Hashable, Sendable, Codable {
    /// Whether typing more should ask the server again (never: every candidate is sent).
    public var isIncomplete: Bool
    public var items: [CompletionItem]

    public init(isIncomplete: Bool, items: [CompletionItem]) {
        self.isIncomplete = isIncomplete
        self.items = items
    }
}

public struct CompletionItem: Hashable, Sendable, Codable {
    public var label: String
    /// A `CompletionItemKind` number.
    public var kind: Int?
    public var detail: String?
    public var documentation: MarkupContent?
    public var sortText: String?
    public var filterText: String?
    /// 1 plain text, 2 snippet.
    public var insertTextFormat: Int?
    public var textEdit: TextEdit?

    public init(
        label: String, kind: CompletionItemKind?, detail: String?, documentation: MarkupContent?,
        sortText: String?, filterText: String?, insertTextFormat: InsertTextFormat?, textEdit: TextEdit?
    ) {
        self.label = label
        self.kind = kind?.rawValue
        self.detail = detail
        self.documentation = documentation
        self.sortText = sortText
        self.filterText = filterText
        self.insertTextFormat = insertTextFormat?.rawValue
        self.textEdit = textEdit
    }
}

/// The kinds of completion items the server uses, with LSP's numbers.
public enum CompletionItemKind: Int, Sendable {
    case value = 12
    case keyword = 14
    case color = 16
    case property = 10
    case enumMember = 20
    case file = 17
    case reference = 18
}

public enum InsertTextFormat: Int, Sendable {
    case plainText = 1
    case snippet = 2
}

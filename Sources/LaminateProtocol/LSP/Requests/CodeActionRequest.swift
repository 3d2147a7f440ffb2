/// `textDocument/codeAction`: the actions for a range of a document.
public enum CodeActionRequest: LSPRequest {
    public static let method = "textDocument/codeAction"

    public struct Params: Codable, Hashable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var range: LSPRange
        public var context: Context

        public init(textDocument: TextDocumentIdentifier, range: LSPRange, context: Context) {
            self.textDocument = textDocument
            self.range = range
            self.context = context
        }
    }

    public struct Context: Codable, Hashable, Sendable {
        /// The client's diagnostics at the range, as it received them; kept
        /// untyped so that a matching one is attached to a fix verbatim.
        public var diagnostics: [JSONValue]
        /// Only actions of these kinds (or below them) are wanted.
        public var only: [String]?
        /// 1: the user asked; 2: the editor asked on its own.
        public var triggerKind: Int?

        public init(diagnostics: [JSONValue] = [], only: [String]? = nil, triggerKind: Int? = nil) {
            self.diagnostics = diagnostics
            self.only = only
            self.triggerKind = triggerKind
        }
    }

    public typealias Result = [LSPCodeAction]
}

/// An LSP `CodeAction`: with its `edit`, or, for a client that resolves
/// lazily, with `data` to compute the edit from in `codeAction/resolve`.
public struct LSPCodeAction: Hashable, Sendable, Codable {
    public var title: String
    public var kind: String?
    public var diagnostics: [JSONValue]?
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit?
    public var data: JSONValue?

    public init(
        title: String, kind: String?, diagnostics: [JSONValue]? = nil, isPreferred: Bool? = nil,
        edit: WorkspaceEdit? = nil, data: JSONValue? = nil
    ) {
        self.title = title
        self.kind = kind
        self.diagnostics = diagnostics
        self.isPreferred = isPreferred
        self.edit = edit
        self.data = data
    }
}

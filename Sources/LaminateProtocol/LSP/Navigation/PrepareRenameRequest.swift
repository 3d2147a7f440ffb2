/// `textDocument/prepareRename`: what a rename at a position would rename.
public enum PrepareRenameRequest: LSPRequest {
    public static let method = "textDocument/prepareRename"
    public typealias Params = TextDocumentPositionParams
    /// `null` where nothing can be renamed.
    public typealias Result = PrepareRenameResult?
}

/// The range of the name and the name as it is written there.
public struct PrepareRenameResult: Hashable, Sendable, Codable {
    public var range: LSPRange
    public var placeholder: String

    public init(range: LSPRange, placeholder: String) {
        self.range = range
        self.placeholder = placeholder
    }
}

/// The parts of the client's `textDocument` capabilities the server looks at.
public struct TextDocumentClientCapabilities: Hashable, Sendable, Codable {
    public var hover: HoverClientCapabilities?
    public var completion: CompletionClientCapabilities?

    public init(hover: HoverClientCapabilities? = nil, completion: CompletionClientCapabilities? = nil) {
        self.hover = hover
        self.completion = completion
    }
}

public struct HoverClientCapabilities: Hashable, Sendable, Codable {
    /// Formats the client can show, most preferred first (`markdown`, `plaintext`).
    public var contentFormat: [String]?
}

public struct CompletionClientCapabilities: Hashable, Sendable, Codable {
    public var completionItem: CompletionItemCapabilities?

    public struct CompletionItemCapabilities: Hashable, Sendable, Codable {
        /// Whether the client expands snippets (`$1`, `${1:placeholder}`) in insert texts.
        public var snippetSupport: Bool?
    }
}

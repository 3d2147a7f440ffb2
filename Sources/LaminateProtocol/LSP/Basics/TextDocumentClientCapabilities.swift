/// The parts of the client's `textDocument` capabilities the server looks at.
public struct TextDocumentClientCapabilities: Hashable, Sendable, Codable {
    public var hover: HoverClientCapabilities?
    public var completion: CompletionClientCapabilities?
    /// Present when the client shows pushed diagnostics.
    public var publishDiagnostics: ClientCapabilities.PublishDiagnostics?
    /// Present when the client pulls diagnostics (`textDocument/diagnostic`).
    public var diagnostic: ClientCapabilities.DynamicRegistration?
    public var semanticTokens: SemanticTokensClientCapabilities?
    public var codeAction: CodeActionClientCapabilities?
    public var documentSymbol: DocumentSymbolClientCapabilities?
    public var foldingRange: FoldingRangeClientCapabilities?
    public var definition: DefinitionClientCapabilities?
    public var rename: RenameClientCapabilities?

    public init(
        hover: HoverClientCapabilities? = nil, completion: CompletionClientCapabilities? = nil,
        publishDiagnostics: ClientCapabilities.PublishDiagnostics? = nil,
        diagnostic: ClientCapabilities.DynamicRegistration? = nil,
        semanticTokens: SemanticTokensClientCapabilities? = nil,
        codeAction: CodeActionClientCapabilities? = nil,
        documentSymbol: DocumentSymbolClientCapabilities? = nil,
        foldingRange: FoldingRangeClientCapabilities? = nil,
        definition: DefinitionClientCapabilities? = nil,
        rename: RenameClientCapabilities? = nil
    ) {
        self.hover = hover
        self.completion = completion
        self.publishDiagnostics = publishDiagnostics
        self.diagnostic = diagnostic
        self.semanticTokens = semanticTokens
        self.codeAction = codeAction
        self.documentSymbol = documentSymbol
        self.foldingRange = foldingRange
        self.definition = definition
        self.rename = rename
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

/// `semanticTokensProvider` in the server's capabilities: the legend, and
/// which requests the server answers.
public struct SemanticTokensOptions: Codable, Hashable, Sendable {
    public var legend: Legend
    public var range: Bool
    public var full: Full

    public init(legend: Legend, range: Bool, full: Full) {
        self.legend = legend
        self.range = range
        self.full = full
    }

    /// The names that token type indices and modifier bits refer to.
    public struct Legend: Codable, Hashable, Sendable {
        public var tokenTypes: [String]
        public var tokenModifiers: [String]

        public init(tokenTypes: [String], tokenModifiers: [String]) {
            self.tokenTypes = tokenTypes
            self.tokenModifiers = tokenModifiers
        }
    }

    public struct Full: Codable, Hashable, Sendable {
        public var delta: Bool
        public init(delta: Bool) { self.delta = delta }
    }
}

/// `textDocument.semanticTokens` in the client's capabilities: the parts
/// the server looks at. A client that sends it supports semantic tokens.
public struct SemanticTokensClientCapabilities: Codable, Hashable, Sendable {
    /// Whether the client takes tokens that span lines.
    public var multilineTokenSupport: Bool?
    /// True: the client combines the tokens with its own syntax
    /// highlighting; false: it colours with the tokens alone.
    public var augmentsSyntaxTokens: Bool?

    public init(multilineTokenSupport: Bool? = nil, augmentsSyntaxTokens: Bool? = nil) {
        self.multilineTokenSupport = multilineTokenSupport
        self.augmentsSyntaxTokens = augmentsSyntaxTokens
    }
}

/// `workspace.semanticTokens` in the client's capabilities.
public struct SemanticTokensWorkspaceClientCapabilities: Codable, Hashable, Sendable {
    /// Whether the client accepts `workspace/semanticTokens/refresh`.
    public var refreshSupport: Bool?
}

import LaminateDialect

/// One highlighted range of a document, in UTF-8 byte offsets.
///
/// The provider's results never overlap and come in document order. A token
/// may cross line ends (a code span over two lines); the encoder splits it
/// for clients without multi-line token support.
public struct SemanticToken: Hashable, Sendable {
    public var range: ByteRange
    public var type: SemanticTokenType
    public var modifiers: SemanticTokenModifiers

    public init(range: ByteRange, type: SemanticTokenType, modifiers: SemanticTokenModifiers = []) {
        self.range = range
        self.type = type
        self.modifiers = modifiers
    }
}

/// The token types and modifiers, by name, in the order their indices and
/// bits refer to: what the server advertises as its legend.
public enum SemanticTokenLegend {
    public static let tokenTypes: [String] = SemanticTokenType.allCases.map(\.legendName)
    public static let tokenModifiers: [String] = SemanticTokenModifiers.legendNames
}

/// Which tokens a client wants.
public enum SemanticTokenCoverage: Sendable, Hashable {
    /// Every construct: for clients that colour only with semantic tokens.
    case everything
    /// Only what Attributed Markdown adds to Markdown (attribute spans and
    /// definitions, with their text): for clients whose own Markdown syntax
    /// highlighting the tokens augment (`augmentsSyntaxTokens`).
    case attributesOnly
}

import LaminateAttributes
import LaminateDialect

/// One version of a document as every feature reads it: its text, its
/// syntax tree, its line index and the formatting definition in force.
///
/// Features are pure functions from a `DocumentAnalysis` (plus the request's
/// own arguments, in byte offsets) to results in our own types; the server
/// converts positions and builds LSP JSON at the edge.
public struct DocumentAnalysis: Sendable {
    public let tree: SyntaxTree
    public let lineIndex: LineIndex
    public let definition: FormattingDefinition
    /// Every attribute list of the tree, read once here for all features
    /// (the validator, tokens and colours would otherwise each read them all).
    public let attributeLists: AttributeLists

    public init(tree: SyntaxTree, lineIndex: LineIndex, definition: FormattingDefinition = .builtIn) {
        self.tree = tree
        self.lineIndex = lineIndex
        self.definition = definition
        self.attributeLists = AttributeLists(tree)
    }

    /// Parses `text`, indexing its lines unless the caller has them indexed already.
    public init(text: [UInt8], lineIndex: LineIndex? = nil, definition: FormattingDefinition = .builtIn) {
        self.init(tree: MarkdownParser.parse(text), lineIndex: lineIndex ?? LineIndex(text), definition: definition)
    }

    /// The document's UTF-8 bytes; every offset in a feature indexes these.
    public var text: [UInt8] { tree.source }
}

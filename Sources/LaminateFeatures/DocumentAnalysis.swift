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
    /// What validating each chunk of the tree found (reused from the
    /// previous version for the chunks an edit did not touch).
    public let validationFindings: ValidationFindings
    /// The links written in each chunk of the tree and its headings' base
    /// slugs, when the engine took them as it opened the document (nil
    /// otherwise: see `WrittenLinks`).
    public let writtenLinks: WrittenLinks?

    /// With the analysis of an earlier version of the same document, the
    /// attribute lists of the chunks the two trees share are not read again.
    public init(
        tree: SyntaxTree, lineIndex: LineIndex, definition: FormattingDefinition = .builtIn,
        reusing previous: DocumentAnalysis? = nil
    ) {
        self.tree = tree
        self.lineIndex = lineIndex
        self.definition = definition
        let attributeLists = AttributeLists(tree, reusing: previous?.attributeLists)
        self.attributeLists = attributeLists
        self.validationFindings = ValidationFindings(
            tree: tree, attributeLists: attributeLists, definition: definition,
            reusing: previous?.validationFindings)
        self.writtenLinks = nil
    }

    /// Analyses `text` (`AnalysisEngine`), indexing its lines unless the
    /// caller has them indexed already; with the analysis of an earlier
    /// version of the same document, only what changed since is parsed
    /// again — found by comparing the texts, unless the caller knows the
    /// `change` from `previous`'s text to `text` (a server knows it from the
    /// client's edits).
    public init(
        text: [UInt8], lineIndex: LineIndex? = nil, definition: FormattingDefinition = .builtIn,
        reusing previous: DocumentAnalysis? = nil, change: TextChange? = nil
    ) {
        self = AnalysisEngine.analysis(
            text: text, lineIndex: lineIndex, definition: definition, reusing: previous, change: change)
    }

    /// What the next version's analysis reuses of this one, to keep while it
    /// is computed: the tree, the attribute lists and the findings, without
    /// the line index (an edit makes the next version its own; a line index
    /// is about half the text's size, held twice during a keystroke
    /// otherwise).
    /// Not for features: its line index is empty.
    public var forReuse: DocumentAnalysis {
        DocumentAnalysis(
            tree: tree, lineIndex: LineIndex([]), definition: definition, attributeLists: attributeLists,
            validationFindings: validationFindings)
    }

    /// An analysis of parts made already (`forReuse`, the engine's open schedule).
    init(
        tree: SyntaxTree, lineIndex: LineIndex, definition: FormattingDefinition, attributeLists: AttributeLists,
        validationFindings: ValidationFindings, writtenLinks: WrittenLinks? = nil
    ) {
        self.tree = tree
        self.lineIndex = lineIndex
        self.definition = definition
        self.attributeLists = attributeLists
        self.validationFindings = validationFindings
        self.writtenLinks = writtenLinks
    }

    /// The document's UTF-8 bytes; every offset in a feature indexes these.
    public var text: [UInt8] { tree.source }
}

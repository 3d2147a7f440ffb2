import LaminateAppStrings
import LaminateAttributes
import LaminateDialect

/// Everything the features read of one string's text, computed once per
/// distinct text and shared by every string with that text, in this
/// version of the container and the next ones (see
/// `ContainerAnalysis.init(text:kind:lineIndex:definition:reusing:)`): the
/// text as a document, the validator's problems, the spans and the
/// semantic tokens, all in the text's own offsets. A keystroke in a large
/// catalog then costs the strings it changed, and mapping the others'
/// results to where they now sit.
///
/// A class, so that the 50,000 strings of a catalog share their analyses
/// by reference rather than copying them with every version.
public final class StringAnalysis: Sendable {
    public let document: DocumentAnalysis
    /// The validator's problems, with their fixes, in the text's offsets.
    let problems: [Diagnostic]
    /// The attribute spans and definitions, in the text's order.
    let spans: [EmbeddedSpans.Span]
    /// The attribute keys the spans use, sorted; nil when a list cannot be read.
    let keys: [String]?
    /// The tokens of the spans and definitions (see `ContainerSemanticTokens`).
    let tokens: [SemanticToken]

    public init(text: [UInt8], definition: FormattingDefinition) {
        let document = DocumentAnalysis(text: text, definition: definition)
        self.document = document
        problems = AttributeValidator.validate(
            document.tree, attributeLists: document.attributeLists,
            definition: document.definition, findings: document.validationFindings)
        let spans = EmbeddedSpans.spans(of: document)
        self.spans = spans
        keys = EmbeddedSpans.keys(of: spans)
        tokens = SemanticTokens.tokens(in: document, coverage: .attributesOnly)
    }
}

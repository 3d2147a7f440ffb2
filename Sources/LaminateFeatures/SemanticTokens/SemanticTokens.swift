import LaminateDialect

/// Semantic tokens of a document: what each range of its source is, for
/// an editor to colour.
///
/// A pure function of a `DocumentAnalysis`: the tree is walked once (only
/// the blocks that meet `range`, when one is given), each construct yields
/// tokens for its markup and its text, and overlapping tokens are resolved
/// so that the innermost wins. Formatting combines as modifiers: the text of
/// `***x***` is one `text` token with `emphasis` and `strong`.
public enum SemanticTokens {
    /// The tokens of the whole document, or of the constructs that meet
    /// `range`, in document order, never overlapping.
    public static func tokens(
        in analysis: DocumentAnalysis, range: ByteRange? = nil, coverage: SemanticTokenCoverage = .everything
    ) -> [SemanticToken] {
        var collector = SemanticTokenCollector(
            tree: analysis.tree, attributeLists: analysis.attributeLists, coverage: coverage, definition: analysis.definition)
        collector.collect(range: range)
        let painted = SemanticTokenPainter.paint(collector.tokens, text: analysis.text)
        guard let range else { return painted }
        return painted.filter { $0.range.start < range.end && $0.range.end > range.start }
    }

    /// The tokens of chunk `chunk` of the analysis's tree, in document order.
    static func tokens(in analysis: DocumentAnalysis, chunk: Int, coverage: SemanticTokenCoverage) -> [SemanticToken] {
        var collector = SemanticTokenCollector(
            tree: analysis.tree, attributeLists: analysis.attributeLists, coverage: coverage, definition: analysis.definition)
        collector.collect(topLevel: analysis.tree.topLevelNodes(inChunk: chunk))
        return SemanticTokenPainter.paint(collector.tokens, text: analysis.text)
    }
}

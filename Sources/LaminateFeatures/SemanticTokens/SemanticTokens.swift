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
        tokens(in: analysis, range: range, coverage: coverage, markerWindow: nil)
    }

    /// The same, with markers collected only where they meet `markerWindow`
    /// (everywhere, when nil).
    private static func tokens(
        in analysis: DocumentAnalysis, range: ByteRange?, coverage: SemanticTokenCoverage, markerWindow: ByteRange?
    ) -> [SemanticToken] {
        var collector = SemanticTokenCollector(
            tree: analysis.tree, attributeLists: analysis.attributeLists, coverage: coverage, definition: analysis.definition)
        collector.markerWindow = markerWindow
        collector.collect(range: range)
        let painted = SemanticTokenPainter.paint(collector.tokens, text: analysis.text)
        guard let range else { return painted }
        return painted.filter { $0.range.start < range.end && $0.range.end > range.start }
    }

    /// The tokens of the constructs that meet `range`, cut to the lines
    /// `range` touches (what a client asking for a screen's tokens needs):
    /// on those lines, split at line ends, they encode as the whole
    /// document's tokens do. A construct reaching past the lines (a code
    /// block of 90,000 lines around the screen) gives only its part on
    /// them, and its lines elsewhere are not collected: a screen between
    /// two such blocks once cost a token for each of their lines.
    public static func tokens(
        in analysis: DocumentAnalysis, onLinesOf range: ByteRange, coverage: SemanticTokenCoverage = .everything
    ) -> [SemanticToken] {
        let lines = linesWindow(of: range, lineIndex: analysis.lineIndex)
        // Markers elsewhere change only the parts of the tokens around
        // them that lie outside the lines, which the cut drops.
        return cut(tokens(in: analysis, range: range, coverage: coverage, markerWindow: lines), to: lines)
    }

    /// From the start of the line holding `range.start` to the end of the
    /// content of the line holding `range.end`.
    static func linesWindow(of range: ByteRange, lineIndex: LineIndex) -> ByteRange {
        guard let first = lineIndex.contentRange(ofLine: lineIndex.line(containingUTF8Offset: range.start)),
            let last = lineIndex.contentRange(ofLine: lineIndex.line(containingUTF8Offset: range.end))
        else { return range }
        return ByteRange(first.start, max(first.start, last.end))
    }

    /// Each token's part inside `lines`.
    static func cut(_ tokens: [SemanticToken], to lines: ByteRange) -> [SemanticToken] {
        tokens.compactMap { token in
            let start = max(token.range.start, lines.start)
            let end = min(token.range.end, lines.end)
            guard start < end else { return nil }
            var cut = token
            cut.range = ByteRange(start, end)
            return cut
        }
    }

    /// The tokens of chunk `chunk` of the analysis's tree, in document order.
    static func tokens(in analysis: DocumentAnalysis, chunk: Int, coverage: SemanticTokenCoverage) -> [SemanticToken] {
        var collector = SemanticTokenCollector(
            tree: analysis.tree, attributeLists: analysis.attributeLists, coverage: coverage, definition: analysis.definition)
        collector.collect(topLevel: analysis.tree.topLevelNodes(inChunk: chunk))
        return SemanticTokenPainter.paint(collector.tokens, text: analysis.text)
    }
}

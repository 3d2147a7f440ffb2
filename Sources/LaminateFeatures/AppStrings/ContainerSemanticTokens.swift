import LaminateAppStrings
import LaminateDialect

/// Semantic tokens of a container: each string's own tokens (of its
/// attribute spans and definitions, with their text), mapped back to the
/// container. Nothing outside the strings is coloured: the rest of the file
/// belongs to the editor's other servers and its own highlighting, which is
/// why only what Attributed Markdown adds is painted, whatever the client.
public enum ContainerSemanticTokens {
    /// The tokens of the whole container, or of the strings that meet
    /// `range` (container offsets), in container order, never overlapping.
    public static func tokens(in analysis: ContainerAnalysis, range: ByteRange? = nil) -> [SemanticToken] {
        let documents = range.map { analysis.documents(meeting: $0) } ?? analysis.documents
        var tokens = Self.tokens(of: documents, in: analysis)
        if let range { tokens.removeAll { !($0.range.start < range.end && $0.range.end > range.start) } }
        return tokens
    }

    /// The tokens of `documents` (some of `analysis`'s, in order).
    public static func tokens(of documents: [EmbeddedDocument], in analysis: ContainerAnalysis) -> [SemanticToken] {
        var tokens: [SemanticToken] = []
        for document in documents {
            // An interpolation is code, not Markdown: a token over its
            // placeholder (a span's text) leaves it out.
            let interpolations = document.string.interpolationRanges(in: analysis.text)
            for token in document.shared.tokens {
                // A token over an escape covers the escape; one over a
                // multi-line literal's indentation is cut around it.
                for piece in document.text.sourcePieces(token.range) {
                    for part in subtracting(interpolations, from: piece) {
                        tokens.append(SemanticToken(range: part, type: token.type, modifiers: token.modifiers))
                    }
                }
            }
        }
        return tokens
    }

    /// `range` without the parts inside `holes` (sorted, not overlapping).
    static func subtracting(_ holes: [ByteRange], from range: ByteRange) -> [ByteRange] {
        guard !holes.isEmpty else { return [range] }
        var parts: [ByteRange] = []
        var start = range.start
        for hole in holes where hole.end > start && hole.start < range.end {
            if hole.start > start { parts.append(ByteRange(start, hole.start)) }
            start = max(start, hole.end)
        }
        if start < range.end { parts.append(ByteRange(start, range.end)) }
        return parts
    }
}

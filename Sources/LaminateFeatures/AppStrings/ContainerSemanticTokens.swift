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
        let documents = range.map { analysis.documents(meeting: $0) } ?? analysis.documents[...]
        var tokens: [SemanticToken] = []
        var isSorted = true
        for index in documents.indices {
            let document = documents[index]
            // A Swift literal inside this one's interpolation has tokens of
            // its own: this string's tokens (over its placeholder) leave it out.
            var nested: [ByteRange] = []
            var next = index + 1
            while next < documents.endIndex, documents[next].string.literalRange.start < document.string.literalRange.end {
                nested.append(documents[next].string.literalRange)
                next += 1
            }
            if !nested.isEmpty { isSorted = false }
            for token in document.shared.tokens {
                // A token over an escape covers the escape; one over a
                // multi-line literal's indentation is cut around it.
                for piece in document.text.sourcePieces(token.range) {
                    for part in subtracting(nested, from: piece) {
                        tokens.append(SemanticToken(range: part, type: token.type, modifiers: token.modifiers))
                    }
                }
            }
        }
        if !isSorted { tokens.sort { $0.range.start < $1.range.start } }
        if let range { tokens.removeAll { !($0.range.start < range.end && $0.range.end > range.start) } }
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

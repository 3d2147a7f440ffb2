import LaminateAppStrings
import LaminateAttributes
import LaminateDialect

/// Completion inside a container's strings: the string's own suggestions
/// (see `Completion`), each range mapped back and each text escaped for
/// its literal, so that a `"` completed into a JSON or Swift string is
/// `\"`. Nothing outside the strings.
public enum ContainerCompletion {
    public static func suggestions(
        at offset: Int, in analysis: ContainerAnalysis,
        format: CompletionTextFormat
    ) -> [CompletionSuggestion]? {
        guard let (document, textOffset) = analysis.document(at: offset),
            let suggestions = Completion.suggestions(at: textOffset, in: document.analysis, format: format)
        else { return nil }
        return suggestions.compactMap { suggestion in
            // A suggestion that would split an escape cannot be written back.
            guard !document.text.splitsAtomicSegment(suggestion.range) else { return nil }
            var mapped = suggestion
            mapped.range = document.containerRange(suggestion.range)
            switch suggestion.format {
            case .plainText:
                mapped.newText = document.string.escaping.escape(suggestion.newText)
            case .snippet:
                guard let snippet = escapedSnippet(suggestion.newText, document.string.escaping) else {
                    return nil
                }
                mapped.newText = snippet
            }
            if let filterText = suggestion.filterText { mapped.filterText = document.string.escaping.escape(filterText) }
            return mapped
        }
    }

    /// A snippet's text escaped for a literal: its literal text is escaped
    /// for the container and then for the snippet grammar (`\`, `$`, `}`
    /// take a backslash), its tab stops (`$1`) kept. Nil for a snippet that
    /// already escapes something (Laminate's never do), which could not be
    /// told apart from its text.
    static func escapedSnippet(_ snippet: String, _ escaping: StringEscaping) -> String? {
        guard !snippet.contains("\\") else { return nil }
        var result = ""
        var literal = ""
        func flush() {
            for character in escaping.escape(literal) {
                if character == "\\" || character == "$" || character == "}" { result.append("\\") }
                result.append(character)
            }
            literal = ""
        }
        var characters = snippet[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            if character == "$", let digit = characters.first, digit.isASCII, digit.isNumber {
                flush()
                result.append("$")
                while let digit = characters.first, digit.isASCII, digit.isNumber {
                    result.append(digit)
                    characters = characters.dropFirst()
                }
            } else if character == "{" || character == "}" {
                // Braces of the snippet's own text (an object value: `{$1}`).
                flush()
                result.append(character)
            } else {
                literal.append(character)
            }
        }
        flush()
        return result
    }
}

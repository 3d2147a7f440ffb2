import LaminateAttributes
import LaminateDialect

/// One completion to offer, in our own terms; the server makes it an LSP item.
public struct CompletionSuggestion: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// An attribute key, or a field of an object value.
        case property
        /// One value of an enumeration.
        case enumMember
        /// A named color.
        case color
        /// `true`, `false`.
        case keyword
        /// Any other value (an ingredient id).
        case value
        /// A workspace file, in a link's destination.
        case file
        /// A heading's anchor or a reference label, in a link.
        case reference
    }

    public var label: String
    public var kind: Kind
    /// A short line beside the label: the value's type, the ingredient's text.
    public var detail: String?
    /// Markdown.
    public var documentation: String?
    /// What the suggestion replaces: what is typed of the word at the cursor.
    public var range: ByteRange
    public var newText: String
    public var format: CompletionTextFormat
    /// What the editor matches the typed text against, when not the label.
    public var filterText: String?
    /// Keeps the catalog's order in the editor.
    public var sortText: String
}

/// How a suggestion's text is inserted: as is, or as a snippet with
/// placeholders (`$1`) that only clients declaring snippet support get.
public enum CompletionTextFormat: Sendable, Hashable {
    case plainText
    case snippet
}

/// Completion inside attribute lists: keys allowed by the formatting
/// definition, then values for enumerations, booleans, colors and
/// ingredient ids. The context is read from the source around the cursor,
/// so it works while the list is unfinished and the parser sees only text.
public enum Completion {
    /// The suggestions at `offset` (a byte offset into the document), or nil
    /// outside attribute lists. `format` is the richest format the client takes.
    public static func suggestions(
        at offset: Int, in analysis: DocumentAnalysis,
        format: CompletionTextFormat
    ) -> [CompletionSuggestion]? {
        let text = analysis.text
        guard !isInCode(offset, analysis.tree),
            let list = AttributeListLocator.list(containing: offset, in: text)
        else { return nil }
        let cursor = AttributeListCursor(text: text, list: list, cursor: offset)
        switch cursor.place {
        case .key(let partial, let quote):
            return keySuggestions(cursor, partial: partial, quote: quote, in: analysis, format: format)
        case .value(let partial, let quote):
            return valueSuggestions(cursor, partial: partial, quote: quote, in: analysis)
        case .elsewhere:
            return []
        }
    }

    /// Code spans and blocks, HTML and autolinks hold no attribute lists.
    static func isInCode(_ offset: Int, _ tree: SyntaxTree) -> Bool {
        tree.pathOfNodes(containing: max(0, offset &- 1)).contains { id in
            switch tree[id].kind {
            case .codeSpan, .codeBlock, .htmlBlock, .inlineHTML, .autolink: return true
            default: return false
            }
        }
    }

    // MARK: Keys

    private static func keySuggestions(
        _ cursor: AttributeListCursor, partial: ByteRange, quote: UInt8?,
        in analysis: DocumentAnalysis, format: CompletionTextFormat
    ) -> [CompletionSuggestion] {
        let text = analysis.text
        let definition = analysis.definition
        let range = ByteRange(partial.start, wordEnd(after: partial.end, in: text, quote: quote))
        let colonFollows = nextNonSpace(after: range.end &+ (quote == nil ? 0 : 1), in: text) == UInt8(ascii: ":")
        let candidates: [(key: String, rule: AttributeValueRule, detail: String, documentation: String)]
        if cursor.keyPath.isEmpty {
            candidates = definition.allowedKeys.compactMap { key in
                definition[key].map { (key, $0.rule, $0.valueDescription, Hover.keyMarkdown(key, definition: definition)) }
            }
        } else {
            guard let fields = objectFields(of: rule(at: cursor.keyPath, in: definition)) else { return [] }
            candidates = fields.map { ($0.key, $0.rule, $0.rule.summary + ($0.isRequired ? ", required" : ""), "") }
        }
        var suggestions: [CompletionSuggestion] = []
        for candidate in candidates where !cursor.keysWritten.contains(candidate.key) {
            let written = quote != nil || isIdentifier(candidate.key) ? candidate.key : "\"\(candidate.key)\""
            var newText = written
            var textFormat = CompletionTextFormat.plainText
            if quote == nil, !colonFollows {
                if format == .snippet {
                    newText += ": " + placeholder(for: candidate.rule)
                    textFormat = .snippet
                } else {
                    newText += ": "
                }
            }
            suggestions.append(
                CompletionSuggestion(
                    label: candidate.key, kind: .property, detail: candidate.detail,
                    documentation: candidate.documentation.isEmpty ? nil : candidate.documentation,
                    range: range, newText: newText, format: textFormat, filterText: nil, sortText: sortText(suggestions.count)))
        }
        return suggestions
    }

    /// The snippet after `key: `: quotes for string values, braces for objects.
    private static func placeholder(for rule: AttributeValueRule) -> String {
        switch rule {
        case .string, .color, .url, .enumeration, .lineStyle: return "\"$1\""
        case .object: return "{$1}"
        case .anyOf(let rules): return rules.first.map(placeholder) ?? "$1"
        case .integer, .number, .boolean, .literalTrue: return "$1"
        }
    }

    // MARK: Values

    private static func valueSuggestions(
        _ cursor: AttributeListCursor, partial: ByteRange, quote: UInt8?,
        in analysis: DocumentAnalysis
    ) -> [CompletionSuggestion] {
        let text = analysis.text
        let range = ByteRange(partial.start, wordEnd(after: partial.end, in: text, quote: quote))
        let valueRule = rule(at: cursor.keyPath, in: analysis.definition)
        var values: [(label: String, kind: CompletionSuggestion.Kind, isString: Bool, detail: String?, documentation: String?)] = []
        for (value, kind) in namedValues(of: valueRule) {
            let detail = kind == .color ? CompletionColorSwatch.hexByName[value] : nil
            values.append((value, kind, true, detail, nil))
        }
        for keyword in keywords(of: valueRule) { values.append((keyword, .keyword, false, nil, nil)) }
        if cursor.keyPath == [IngredientMarkings.key], quote == nil {
            values += ingredientValues(analysis)
        }
        var suggestions: [CompletionSuggestion] = []
        for value in values {
            if quote != nil, !value.isString { continue }
            let newText = quote == nil && value.isString ? "\"\(value.label)\"" : value.label
            suggestions.append(
                CompletionSuggestion(
                    label: value.label, kind: value.kind, detail: value.detail, documentation: value.documentation,
                    range: range, newText: newText, format: .plainText,
                    filterText: newText == value.label ? nil : value.label, sortText: sortText(suggestions.count)))
        }
        return suggestions
    }

    /// The ids already used, each with its text, then the next free id.
    private static func ingredientValues(_ analysis: DocumentAnalysis)
        -> [(label: String, kind: CompletionSuggestion.Kind, isString: Bool, detail: String?, documentation: String?)]
    {
        let index = IngredientMarkings(analysis)
        var values: [(label: String, kind: CompletionSuggestion.Kind, isString: Bool, detail: String?, documentation: String?)] = []
        var largest = 0
        for (id, text) in index.idsWithTexts {
            largest = max(largest, id)
            let lines = index.uses(of: id).map { String(analysis.lineIndex.line(containingUTF8Offset: $0.spanRange.start) &+ 1) }
            values.append((String(id), .value, false, text, "Ingredient \(id), \(HoverMarkdown.code(text)): line \(lines.joined(separator: ", "))"))
        }
        if largest < Int.max {
            values.append((String(largest &+ 1), .value, false, "new ingredient", "The next unused ingredient id."))
        }
        return values
    }

    /// String values a rule names, with how to show them.
    private static func namedValues(of rule: AttributeValueRule?) -> [(String, CompletionSuggestion.Kind)] {
        switch rule {
        case .enumeration(let values)?: return values.map { ($0, .enumMember) }
        case .lineStyle?: return LineStyle.allValues.map { ($0, .enumMember) }
        case .color?: return NamedColors.all.map { ($0, .color) }
        case .anyOf(let rules)?: return rules.flatMap { namedValues(of: $0) }
        default: return []
        }
    }

    private static func keywords(of rule: AttributeValueRule?) -> [String] {
        switch rule {
        case .boolean?: return ["true", "false"]
        case .literalTrue?: return ["true"]
        case .anyOf(let rules)?:
            var result: [String] = []
            for keyword in rules.flatMap({ keywords(of: $0) }) where !result.contains(keyword) { result.append(keyword) }
            return result
        default: return []
        }
    }

    // MARK: Rules by path

    /// The rule of the value at `path`: a key, then fields of object values.
    private static func rule(at path: [String], in definition: FormattingDefinition) -> AttributeValueRule? {
        guard let first = path.first, var rule = definition[first]?.rule else { return nil }
        for field in path.dropFirst() {
            guard let next = objectFields(of: rule)?.first(where: { $0.key == field }) else { return nil }
            rule = next.rule
        }
        return rule
    }

    private static func objectFields(of rule: AttributeValueRule?) -> [ObjectField]? {
        switch rule {
        case .object(let fields)?: return fields
        case .anyOf(let rules)?: return rules.lazy.compactMap { objectFields(of: $0) }.first
        default: return nil
        }
    }

    // MARK: Text around the cursor

    /// Where the word at the cursor ends: identifier bytes for keys and bare
    /// values, up to the closing quote for strings.
    private static func wordEnd(after offset: Int, in text: [UInt8], quote: UInt8?) -> Int {
        var end = offset
        while end < text.count {
            let byte = text[end]
            if let quote {
                if byte == quote || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            } else if !AttributeListCursor.isIdentifierByte(byte), byte != UInt8(ascii: "#") {
                break
            }
            end &+= 1
        }
        return end
    }

    private static func nextNonSpace(after offset: Int, in text: [UInt8]) -> UInt8? {
        var index = offset
        while index < text.count, text[index] == UInt8(ascii: " ") || text[index] == UInt8(ascii: "\t") { index &+= 1 }
        return index < text.count ? text[index] : nil
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return key.utf8.allSatisfy { AttributeListCursor.isIdentifierByte($0) && $0 != UInt8(ascii: "\\") }
    }

    static func sortText(_ index: Int) -> String {
        let digits = String(index)
        return String(repeating: "0", count: max(0, 4 &- digits.count)) + digits
    }
}

import LaminateDialect

/// Completion in links, read from the text before the cursor on its line
/// (the link is usually unfinished, so the parser sees only text):
///
/// - `](#…`: the anchors of this document;
/// - `](other.md#…`: the anchors of that file;
/// - `](…`: the workspace's Markdown files, as paths relative to this document;
/// - `[text][…` and `^[text][…`: the link, or attribute, labels this document defines.
///
/// Images (`![alt](…`) complete as links do. Nothing in code, nor in a
/// destination that has a scheme (`https:`).
public enum LinkCompletion {
    /// File paths offered at most; the client is told the list is
    /// incomplete past it, and asks again as more is typed.
    public static let maximumFiles = 200

    public struct Result: Sendable, Hashable {
        public var suggestions: [CompletionSuggestion]
        /// More matched than were given (only file paths are cut).
        public var isIncomplete: Bool
    }

    /// Whether the cursor at `offset` is where link completion answers (in
    /// a link's destination or label, outside code): a caller asks for the
    /// workspace's files only then, so that most requests (a space typed in
    /// a paragraph) are answered without them or this document's summary.
    public static func isInLink(at offset: Int, in analysis: DocumentAnalysis) -> Bool {
        offset <= analysis.text.count && LinkCursor(text: analysis.text, offset: offset) != nil
            && !Completion.isInCode(offset, analysis.tree)
    }

    /// `workspace` is asked for only when the cursor is in a link (see
    /// `isInLink(at:in:)`).
    public static func suggestions(
        at offset: Int, in analysis: DocumentAnalysis, path: String,
        workspace files: () -> WorkspaceFiles
    ) -> Result? {
        let text = analysis.text
        guard offset <= text.count, let context = LinkCursor(text: text, offset: offset),
            !Completion.isInCode(offset, analysis.tree)
        else { return nil }
        let workspace = files()
        switch context {
        case .destination(let written):
            // A URL with a scheme is the client's business, not a workspace path.
            if text[written.start..<written.end].contains(UInt8(ascii: ":")) { return nil }
            return destinationSuggestions(written, text: text, path: path, workspace: workspace)
        case .label(let written, let isAttributeSpan):
            return labelSuggestions(written, text: text, isAttributeSpan: isAttributeSpan, summary: workspace[path])
        }
    }

    private static func destinationSuggestions(
        _ written: ByteRange, text: [UInt8], path: String,
        workspace: WorkspaceFiles
    ) -> Result {
        let typed = String(decoding: text[written.start..<written.end], as: UTF8.self)
        if let hash = text[written.start..<written.end].firstIndex(of: UInt8(ascii: "#")) {
            let filePart = String(decoding: text[written.start..<hash], as: UTF8.self)
            let linked = filePart.isEmpty ? path : workspace.resolve(LinkDestination.percentDecoded(Substring(filePart)), from: path)
            let headings = linked.flatMap { workspace[$0]?.headings } ?? []
            let range = ByteRange(hash + 1, written.end)
            var seen = Set<String>()
            let suggestions = headings.filter { seen.insert($0.anchor).inserted && !$0.anchor.isEmpty }.enumerated().map { index, heading in
                CompletionSuggestion(
                    label: heading.anchor, kind: .reference, detail: heading.text, documentation: nil,
                    range: range, newText: heading.anchor, format: .plainText, filterText: nil,
                    sortText: Completion.sortText(index))
            }
            return Result(suggestions: suggestions, isIncomplete: false)
        }
        guard path.hasPrefix("/") else { return Result(suggestions: [], isIncomplete: false) }
        let match = FuzzyMatch(typed)
        var scored: [(score: Int, relative: String)] = []
        for file in workspace.sortedPaths where file != path && file.hasPrefix("/") {
            let relative = LinkPath.relative(file, from: path)
            guard let score = match.score(relative) else { continue }
            scored.append((score, relative))
        }
        scored.sort { $0.score != $1.score ? $0.score > $1.score : $0.relative < $1.relative }
        let kept = scored.prefix(maximumFiles)
        let suggestions = kept.enumerated().map { index, file in
            let newText = LinkPath.escapedForDestination(file.relative)
            return CompletionSuggestion(
                label: file.relative, kind: .file, detail: nil, documentation: nil, range: written,
                newText: newText, format: .plainText, filterText: newText == file.relative ? nil : file.relative,
                sortText: Completion.sortText(index))
        }
        return Result(suggestions: suggestions, isIncomplete: scored.count > kept.count)
    }

    private static func labelSuggestions(
        _ written: ByteRange, text: [UInt8], isAttributeSpan: Bool,
        summary: FileSummary?
    ) -> Result {
        let wanted: LabelDefinitionEntry.Kind = isAttributeSpan ? .attributes : .link
        var seen = Set<String>()
        var suggestions: [CompletionSuggestion] = []
        for definition in summary?.labelDefinitions ?? [] where definition.kind == wanted && seen.insert(definition.label).inserted {
            guard definition.labelRange.end <= text.count else { continue }
            let label = String(decoding: text[definition.labelRange.start..<definition.labelRange.end], as: UTF8.self)
            suggestions.append(
                CompletionSuggestion(
                    label: label, kind: .reference, detail: isAttributeSpan ? "attribute definition" : "link definition",
                    documentation: nil, range: written, newText: label, format: .plainText, filterText: nil,
                    sortText: Completion.sortText(suggestions.count)))
        }
        return Result(suggestions: suggestions, isIncomplete: false)
    }
}

/// Where in a link a cursor is, from the bytes before it on its line.
enum LinkCursor {
    /// In `](…`: what is written of the destination, up to the end of the
    /// word the cursor is in (what a suggestion replaces).
    case destination(ByteRange)
    /// In `][…`: what is written of the label.
    case label(ByteRange, isAttributeSpan: Bool)

    init?(text: [UInt8], offset: Int) {
        var start = offset
        // Back over the destination or label typed so far: no spaces, brackets or parentheses.
        while start > 0 {
            let byte = text[start - 1]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ")")
            {
                break
            }
            start -= 1
        }
        guard start >= 2, text[start - 2] == UInt8(ascii: "]") else { return nil }
        let opener = text[start - 1]
        var end = offset
        while end < text.count, !Self.endsWord(text[end]) { end += 1 }
        switch opener {
        case UInt8(ascii: "("):
            guard Self.bracketedText(endingAt: start - 2, in: text) != nil else { return nil }
            self = .destination(ByteRange(start, end))
        case UInt8(ascii: "["):
            guard let open = Self.bracketedText(endingAt: start - 2, in: text) else { return nil }
            self = .label(ByteRange(start, end), isAttributeSpan: open > 0 && text[open - 1] == UInt8(ascii: "^"))
        default:
            return nil
        }
    }

    private static func endsWord(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ")")
            || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "\r")
    }

    /// The `[` that the `]` at `close` closes, on its line, brackets inside
    /// counted (a backslash escapes one); nil without one.
    static func bracketedText(endingAt close: Int, in text: [UInt8]) -> Int? {
        var depth = 0
        var index = close
        while index >= 0 {
            let byte = text[index]
            if byte == UInt8(ascii: "\n") { return nil }
            let escaped = index > 0 && text[index - 1] == UInt8(ascii: "\\")
            if !escaped {
                if byte == UInt8(ascii: "]") { depth += 1 }
                if byte == UInt8(ascii: "[") {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            index -= 1
        }
        return nil
    }
}

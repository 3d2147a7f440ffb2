import LaminateAttributes
import LaminateDialect
import LaminateProtocol

// The one place where LSP positions meet UTF-8 offsets. Everything inside
// Laminate works in byte offsets (`ByteRange`); handlers convert at the edge
// with these, in the encoding negotiated at `initialize`.

extension LinePosition {
    /// A client position, whose column counts the negotiated encoding.
    public init(_ position: Position) {
        self.init(line: position.line, column: position.character)
    }
}

extension Position {
    public init(_ position: LinePosition) {
        self.init(line: position.line, character: position.column)
    }
}

extension DocumentSnapshot {
    /// The byte offset a client position means, clamped as LSP says.
    public func utf8Offset(of position: Position, in encoding: ColumnUnit) -> ClampedOffset {
        lineIndex.utf8Offset(of: LinePosition(position), in: encoding)
    }

    /// The client position of a byte offset.
    public func position(ofUTF8Offset utf8Offset: Int, in encoding: ColumnUnit) -> Position {
        Position(lineIndex.position(ofUTF8Offset: utf8Offset, in: encoding))
    }

    /// The client range of a byte range (a node, a diagnostic, a token).
    public func range(of byteRange: ByteRange, in encoding: ColumnUnit) -> LSPRange {
        LSPRange(
            start: position(ofUTF8Offset: byteRange.start, in: encoding),
            end: position(ofUTF8Offset: byteRange.end, in: encoding))
    }

    /// The byte range a client range means; a reversed range is read as the
    /// range between its ends.
    ///
    /// The end of a non-empty range that falls inside a character moves past
    /// it, so the selection keeps the character it reached into: Neovim, in
    /// UTF-8, ends a visual selection one byte into its last character (its
    /// inclusive end plus one), and *Make bold* on `家族` must wrap both
    /// characters. An empty range (a cursor) stays at the character's start.
    public func byteRange(of range: LSPRange, in encoding: ColumnUnit) -> ByteRange {
        let (first, last) =
            (range.start.line, range.start.character) <= (range.end.line, range.end.character)
            ? (range.start, range.end) : (range.end, range.start)
        let start = utf8Offset(of: first, in: encoding).utf8Offset
        let endRounding: LineIndex.InsideCharacter = first == last ? .start : .end
        let end = lineIndex.utf8Offset(of: LinePosition(last), in: encoding, insideCharacter: endRounding).utf8Offset
        return ByteRange(start, max(start, end))
    }

    /// Client edits for edits in byte offsets (code actions, formatting).
    public func textEdits(_ edits: [SourceEdit], in encoding: ColumnUnit) -> [TextEdit] {
        edits.map { TextEdit(range: range(of: $0.range, in: encoding), newText: $0.replacement) }
    }
}

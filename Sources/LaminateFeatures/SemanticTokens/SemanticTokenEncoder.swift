import LaminateDialect

/// Whether a client takes tokens that cross line ends.
public enum SemanticTokenLineHandling: Sendable, Hashable {
    /// Every token is cut at line ends (the LSP default).
    case splitAtLineEnds
    /// Tokens may span lines (the client declared `multilineTokenSupport`);
    /// a token's length then counts the line terminators inside it.
    case multiline
}

/// LSP's encoding of semantic tokens: five integers per token — line delta,
/// start delta (relative to the previous token when on the same line),
/// length, type index, modifier bits — with columns and lengths counted in
/// the negotiated position encoding.
public struct SemanticTokenEncoder: Sendable, Hashable {
    public var unit: ColumnUnit
    public var lineHandling: SemanticTokenLineHandling

    public init(unit: ColumnUnit, lineHandling: SemanticTokenLineHandling) {
        self.unit = unit
        self.lineHandling = lineHandling
    }

    /// Encodes tokens in document order that do not overlap; a token that
    /// is out of order, overlapping or outside the text is dropped rather
    /// than encoded wrongly.
    ///
    /// One forward pass: tokens are sorted, so the current line only moves
    /// forward, and on a line that is ASCII up to the token a column is a
    /// byte count; only elsewhere does the line index convert (O(log n)).
    public func encode(_ tokens: [SemanticToken], text: [UInt8], lineIndex: LineIndex) -> [UInt32] {
        var writer = Writer(unit: unit, text: text, lineIndex: lineIndex)
        writer.data.reserveCapacity(tokens.count * 5)
        for token in tokens {
            let start = max(0, token.range.start)
            let end = min(token.range.end, text.count)
            guard start < end, start >= writer.previousEnd else { continue }
            writer.cursor.moveToLine(containing: start)
            switch lineHandling {
            case .multiline:
                writer.append(start, end, token)
            case .splitAtLineEnds:
                var pieceStart = start
                while pieceStart < end {
                    let pieceEnd = min(end, writer.cursor.contentEnd)
                    if pieceStart < pieceEnd { writer.append(pieceStart, pieceEnd, token) }
                    guard end > writer.cursor.contentEnd, writer.cursor.moveToNextLine() else { break }
                    pieceStart = max(pieceStart, writer.cursor.lineStart)
                }
            }
        }
        return writer.data
    }

    /// The line a forward pass is on, and how much of it is known to be ASCII.
    private struct LineCursor {
        let text: [UInt8]
        let lineIndex: LineIndex
        private(set) var line = 0
        private(set) var lineStart = 0
        private(set) var contentEnd = 0
        /// Where the next line starts; nil on the last line. Kept so that a
        /// token on the current line (most of them) needs no lookup.
        private var nextLineStart: Int?
        /// `text[lineStart..<asciiEnd]` is all ASCII; `asciiEnd < scannedTo`
        /// when a non-ASCII byte was found there.
        private var asciiEnd = 0
        private var scannedTo = 0

        init(text: [UInt8], lineIndex: LineIndex) {
            self.text = text
            self.lineIndex = lineIndex
            enter(line: 0)
        }

        private mutating func enter(line: Int) {
            self.line = line
            let content = lineIndex.contentRange(ofLine: line) ?? ByteRange(text.count, text.count)
            lineStart = content.start
            contentEnd = content.end
            nextLineStart = lineIndex.contentRange(ofLine: line + 1)?.start
            asciiEnd = lineStart
            scannedTo = lineStart
        }

        /// Moves forward to the line containing `offset` (never backward).
        mutating func moveToLine(containing offset: Int) {
            guard let next = nextLineStart, next <= offset else { return }
            // Far ahead (one chunk's tokens start deep in the document): jump there.
            if let far = lineIndex.contentRange(ofLine: line + 8), far.start <= offset {
                enter(line: lineIndex.line(containingUTF8Offset: offset))
                return
            }
            while let next = nextLineStart, next <= offset {
                enter(line: line + 1)
            }
        }

        /// Moves to the next line; false at the last line.
        mutating func moveToNextLine() -> Bool {
            guard nextLineStart != nil else { return false }
            enter(line: line + 1)
            return true
        }

        /// The column of `offset` on the current line: its byte distance from
        /// the line start when everything before it is ASCII.
        mutating func column(of offset: Int, in unit: ColumnUnit) -> Int {
            if unit != .utf8, scannedTo < offset {
                if asciiEnd == scannedTo {
                    while asciiEnd < offset, text[asciiEnd] < 0x80 { asciiEnd += 1 }
                }
                scannedTo = max(offset, asciiEnd)
            }
            if unit == .utf8 || offset <= asciiEnd { return offset - lineStart }
            return lineIndex.position(ofUTF8Offset: offset, in: unit).column
        }
    }

    private struct Writer {
        let unit: ColumnUnit
        let text: [UInt8]
        let lineIndex: LineIndex
        var cursor: LineCursor
        var data: [UInt32] = []
        var previousLine = 0
        var previousColumn = 0
        var previousEnd = 0

        init(unit: ColumnUnit, text: [UInt8], lineIndex: LineIndex) {
            self.unit = unit
            self.text = text
            self.lineIndex = lineIndex
            self.cursor = LineCursor(text: text, lineIndex: lineIndex)
        }

        /// Appends a token starting on the cursor's line.
        mutating func append(_ start: Int, _ end: Int, _ token: SemanticToken) {
            let line = cursor.line
            let column = cursor.column(of: start, in: unit)
            let length = units(start, end, startColumn: column)
            guard length > 0, line >= previousLine, line > previousLine || column >= previousColumn else { return }
            let lineDelta = line - previousLine
            let columnDelta = lineDelta == 0 ? column - previousColumn : column
            data.append(UInt32(clamping: lineDelta))
            data.append(UInt32(clamping: columnDelta))
            data.append(UInt32(clamping: length))
            data.append(token.type.rawValue)
            data.append(token.modifiers.rawValue)
            previousLine = line
            previousColumn = column
            previousEnd = end
        }

        /// The length of `text[start..<end]` in the encoding. ASCII-only
        /// pieces (most) are their byte count; a piece on one line asks the
        /// line index, so columns and lengths agree; a multi-line piece
        /// counts its scalars.
        private func units(_ start: Int, _ end: Int, startColumn: Int) -> Int {
            if unit == .utf8 { return end - start }
            var isASCII = true
            var crossesLine = false
            for byte in text[start..<end] {
                if byte >= 0x80 { isASCII = false }
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { crossesLine = true }
            }
            if isASCII { return end - start }
            if !crossesLine {
                return lineIndex.position(ofUTF8Offset: end, in: unit).column - startColumn
            }
            var count = 0
            for byte in text[start..<end] where byte & 0xC0 != 0x80 {
                count += unit == .utf16 && byte >= 0xF0 ? 2 : 1
            }
            return count
        }
    }
}

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
public struct SemanticTokenEncoder: Sendable {
    public var unit: ColumnUnit
    public var lineHandling: SemanticTokenLineHandling

    public init(unit: ColumnUnit, lineHandling: SemanticTokenLineHandling) {
        self.unit = unit
        self.lineHandling = lineHandling
    }

    /// Encodes tokens in document order that do not overlap; a token that
    /// is out of order, overlapping or outside the text is dropped rather
    /// than encoded wrongly.
    public func encode(_ tokens: [SemanticToken], text: [UInt8], lineIndex: LineIndex) -> [UInt32] {
        var writer = Writer(unit: unit, text: text, lineIndex: lineIndex)
        writer.data.reserveCapacity(tokens.count * 5)
        for token in tokens {
            let start = max(0, token.range.start)
            let end = min(token.range.end, text.count)
            guard start < end, start >= writer.previousEnd else { continue }
            switch lineHandling {
            case .multiline:
                writer.append(start, end, token)
            case .splitAtLineEnds:
                var line = lineIndex.line(containingUTF8Offset: start)
                var pieceStart = start
                while pieceStart < end, let content = lineIndex.contentRange(ofLine: line) {
                    let pieceEnd = min(end, content.end)
                    if pieceStart < pieceEnd { writer.append(pieceStart, pieceEnd, token) }
                    line += 1
                    guard let next = lineIndex.contentRange(ofLine: line) else { break }
                    pieceStart = max(pieceStart, next.start)
                }
            }
        }
        return writer.data
    }

    private struct Writer {
        let unit: ColumnUnit
        let text: [UInt8]
        let lineIndex: LineIndex
        var data: [UInt32] = []
        var previousLine = 0
        var previousColumn = 0
        var previousEnd = 0

        init(unit: ColumnUnit, text: [UInt8], lineIndex: LineIndex) {
            self.unit = unit
            self.text = text
            self.lineIndex = lineIndex
        }

        mutating func append(_ start: Int, _ end: Int, _ token: SemanticToken) {
            let position = lineIndex.position(ofUTF8Offset: start, in: unit)
            let length = units(start, end, startColumn: position.column)
            guard length > 0, position.line >= previousLine,
                  position.line > previousLine || position.column >= previousColumn else { return }
            let lineDelta = position.line - previousLine
            let columnDelta = lineDelta == 0 ? position.column - previousColumn : position.column
            data.append(UInt32(clamping: lineDelta))
            data.append(UInt32(clamping: columnDelta))
            data.append(UInt32(clamping: length))
            data.append(token.type.rawValue)
            data.append(token.modifiers.rawValue)
            previousLine = position.line
            previousColumn = position.column
            previousEnd = end
        }

        /// The length of `text[start..<end]` in the encoding. ASCII-only
        /// pieces (most) are their byte count; a piece on one line asks the
        /// line index, so columns and lengths agree; a multi-line piece
        /// counts its scalars.
        private func units(_ start: Int, _ end: Int, startColumn: Int) -> Int {
            var isASCII = true
            var crossesLine = false
            for byte in text[start..<end] {
                if byte >= 0x80 { isASCII = false }
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { crossesLine = true }
            }
            if isASCII || unit == .utf8 { return end - start }
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

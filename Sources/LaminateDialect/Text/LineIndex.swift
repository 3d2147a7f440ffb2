/// The unit in which a position's column counts characters.
///
/// LSP calls this the position encoding; inside Laminate every offset is a
/// UTF-8 byte offset and columns in another unit exist only at the edge.
public enum ColumnUnit: String, Sendable, CaseIterable, Hashable {
    /// Columns count UTF-8 bytes.
    case utf8 = "utf-8"
    /// Columns count UTF-16 code units (the LSP default).
    case utf16 = "utf-16"
    /// Columns count Unicode scalars.
    case utf32 = "utf-32"
}

/// A zero-based line and a zero-based column in some `ColumnUnit`.
///
/// The unit is not part of the value: whoever holds one knows which unit it
/// was made for, and the line index converts it only together with a unit.
public struct LinePosition: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// The result of converting a client position to a byte offset: the offset,
/// and whether the position had to be clamped to get it.
public struct ClampedOffset: Hashable, Sendable {
    public var utf8Offset: Int
    /// True when the position lay past the end of its line or of the
    /// document, was negative, or fell inside a character.
    public var wasClamped: Bool
}

/// Converts between UTF-8 byte offsets into a text and line/column positions
/// counted in UTF-8 bytes, UTF-16 code units or Unicode scalars.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`, as LSP says. Building the index
/// is one pass over the bytes; each conversion is a binary search, O(log n).
/// Bytes that are not valid UTF-8 count as one unit each in every encoding,
/// so any byte array can be indexed.
public struct LineIndex: Sendable, Hashable {
    /// UTF-8 offset of the first byte of each line; always starts with 0.
    private let lineStarts: [Int]
    /// UTF-8 offset where each line's content ends (before its terminator).
    private let lineContentEnds: [Int]
    /// Every character that takes more than one UTF-8 byte, in text order.
    private let wideCharacters: [WideCharacter]
    /// The length of the indexed text in bytes.
    public let utf8Count: Int

    /// A character of two to four UTF-8 bytes, with running totals of the
    /// units saved by all wide characters before it. Those totals turn a
    /// column conversion into one subtraction after a binary search.
    private struct WideCharacter: Hashable, Sendable {
        var utf8Offset: Int
        var utf8Length: Int
        var utf16Length: Int
        /// Sum of `utf8Length - utf16Length` over earlier wide characters.
        var utf16SavingsBefore: Int
        /// Sum of `utf8Length - 1` over earlier wide characters.
        var utf32SavingsBefore: Int

        var utf8End: Int { utf8Offset &+ utf8Length }

        func savingsBefore(_ unit: ColumnUnit) -> Int {
            switch unit {
            case .utf8: 0
            case .utf16: utf16SavingsBefore
            case .utf32: utf32SavingsBefore
            }
        }

        func savings(_ unit: ColumnUnit) -> Int {
            switch unit {
            case .utf8: 0
            case .utf16: utf8Length - utf16Length
            case .utf32: utf8Length - 1
            }
        }

        /// Length of this character in the given unit.
        func length(_ unit: ColumnUnit) -> Int {
            utf8Length - savings(unit)
        }
    }

    public init(_ bytes: [UInt8]) {
        var scan = Scan(lineStarts: [0], savings: (0, 0))
        scan.scan(bytes, from: 0, to: bytes.count)
        scan.lineContentEnds.append(bytes.count)
        self.init(lineStarts: scan.lineStarts, lineContentEnds: scan.lineContentEnds,
                  wideCharacters: scan.wideCharacters, utf8Count: bytes.count)
    }

    private init(lineStarts: [Int], lineContentEnds: [Int], wideCharacters: [WideCharacter], utf8Count: Int) {
        self.lineStarts = lineStarts
        self.lineContentEnds = lineContentEnds
        self.wideCharacters = wideCharacters
        self.utf8Count = utf8Count
    }

    /// The index of `newText`, which is the indexed text with the bytes of
    /// `range` replaced by `replacementCount` others; equal to
    /// `LineIndex(newText)`, but only the lines around the edit are scanned
    /// again and the rest are copied and shifted, so an edit costs
    /// O(edit + lines) rather than a pass over every byte.
    public func replacing(_ range: ByteRange, replacementCount: Int, in newText: [UInt8]) -> LineIndex {
        let delta = replacementCount &- (range.end &- range.start)
        guard range.start >= 0, range.end <= utf8Count, replacementCount >= 0,
              newText.count == utf8Count &+ delta else {
            return LineIndex(newText)
        }
        // Rescan from the line before the edit's (a lone `\r` ending it may
        // meet an inserted `\n`) to the start of the second line after the
        // edit's end. Whether an offset starts a line or a character depends
        // only on the bytes just around it, and from the terminator of the
        // line after the edit's on the bytes are the old ones shifted, so
        // both scans agree from there on.
        let firstLine = max(0, line(containingUTF8Offset: range.start) &- 1)
        let regionStart = lineStarts[firstLine]
        let resumeLine = line(containingUTF8Offset: range.end) &+ 2
        let oldRegionEnd = resumeLine < lineStarts.count ? lineStarts[resumeLine] : utf8Count
        let newRegionEnd = oldRegionEnd &+ delta

        var scan = Scan(
            lineStarts: Array(lineStarts[...firstLine]),
            savings: (unitsSaved(before: regionStart, .utf16), unitsSaved(before: regionStart, .utf32)))
        scan.lineContentEnds = Array(lineContentEnds[..<firstLine])
        let firstWide = firstWideIndex(atOrAfter: regionStart)
        scan.wideCharacters = Array(wideCharacters[..<firstWide])
        scan.scan(newText, from: regionStart, to: newRegionEnd)

        guard resumeLine < lineStarts.count else {
            scan.lineContentEnds.append(newText.count)
            return LineIndex(lineStarts: scan.lineStarts, lineContentEnds: scan.lineContentEnds,
                             wideCharacters: scan.wideCharacters, utf8Count: newText.count)
        }
        // The scan ended at the old line start, shifted; anything else would
        // be a flaw in the reasoning above, so fall back rather than be wrong.
        guard scan.lineStarts.last == newRegionEnd else { return LineIndex(newText) }
        scan.lineStarts.reserveCapacity(lineStarts.count &+ scan.lineStarts.count &- resumeLine)
        for start in lineStarts[(resumeLine &+ 1)...] { scan.lineStarts.append(start &+ delta) }
        scan.lineContentEnds.reserveCapacity(lineContentEnds.count &+ scan.lineContentEnds.count &- resumeLine)
        for end in lineContentEnds[resumeLine...] { scan.lineContentEnds.append(end &+ delta) }
        let resumeWide = firstWideIndex(atOrAfter: oldRegionEnd)
        let utf16Shift = scan.savings.utf16 &- unitsSaved(before: oldRegionEnd, .utf16)
        let utf32Shift = scan.savings.utf32 &- unitsSaved(before: oldRegionEnd, .utf32)
        for var wide in wideCharacters[resumeWide...] {
            wide.utf8Offset &+= delta
            wide.utf16SavingsBefore &+= utf16Shift
            wide.utf32SavingsBefore &+= utf32Shift
            scan.wideCharacters.append(wide)
        }
        return LineIndex(lineStarts: scan.lineStarts, lineContentEnds: scan.lineContentEnds,
                         wideCharacters: scan.wideCharacters, utf8Count: newText.count)
    }

    /// One pass over part of a text, appending what it finds to the tables.
    private struct Scan {
        var lineStarts: [Int]
        var lineContentEnds: [Int] = []
        var wideCharacters: [WideCharacter] = []
        /// Units saved by the wide characters before the scan's position.
        var savings: (utf16: Int, utf32: Int)

        init(lineStarts: [Int], savings: (utf16: Int, utf32: Int)) {
            self.lineStarts = lineStarts
            self.savings = savings
        }

        /// Scans `bytes[start..<limit]`; `start` must begin a line and a
        /// character. Appends the start of every line after the first whose
        /// start is at most `limit`, and the content end of each line before it.
        mutating func scan(_ bytes: [UInt8], from start: Int, to limit: Int) {
            var offset = start
            let count = bytes.count
            let limit = min(limit, count)
            while offset < limit {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\n") {
                    lineContentEnds.append(offset)
                    lineStarts.append(offset &+ 1)
                    offset &+= 1
                } else if byte == UInt8(ascii: "\r") {
                    lineContentEnds.append(offset)
                    let next = offset &+ 1
                    let terminatorLength = next < count && bytes[next] == UInt8(ascii: "\n") ? 2 : 1
                    lineStarts.append(offset &+ terminatorLength)
                    offset &+= terminatorLength
                } else if byte < 0x80 {
                    offset &+= 1
                } else {
                    let length = LineIndex.validSequenceLength(bytes, at: offset)
                    if length > 1 {
                        let utf16Length = length == 4 ? 2 : 1
                        wideCharacters.append(WideCharacter(
                            utf8Offset: offset, utf8Length: length, utf16Length: utf16Length,
                            utf16SavingsBefore: savings.utf16, utf32SavingsBefore: savings.utf32))
                        savings.utf16 &+= length &- utf16Length
                        savings.utf32 &+= length &- 1
                    }
                    offset &+= max(length, 1)
                }
            }
        }
    }

    /// The number of lines; an empty text has one empty line, and a text
    /// ending in a line terminator has an empty last line.
    public var lineCount: Int { lineStarts.count }

    /// The byte range of a line's content, without its terminator, or nil
    /// when there is no such line.
    public func contentRange(ofLine line: Int) -> ByteRange? {
        guard line >= 0, line < lineStarts.count else { return nil }
        return ByteRange(lineStarts[line], lineContentEnds[line])
    }

    /// The zero-based line containing a byte offset (clamped into the text).
    public func line(containingUTF8Offset utf8Offset: Int) -> Int {
        let offset = min(max(utf8Offset, 0), utf8Count)
        // The last line start that is <= offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = low + (high - low + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The position of a byte offset, with its column counted in `unit`.
    ///
    /// An offset outside the text is clamped into it; an offset inside a line
    /// terminator maps to the end of that line's content; an offset inside a
    /// multi-byte character maps to the start of that character.
    public func position(ofUTF8Offset utf8Offset: Int, in unit: ColumnUnit) -> LinePosition {
        let offset = min(max(utf8Offset, 0), utf8Count)
        let line = line(containingUTF8Offset: offset)
        let lineStart = lineStarts[line]
        var target = min(offset, lineContentEnds[line])
        if let wide = wideCharacter(containing: target), wide.utf8Offset < target {
            target = wide.utf8Offset
        }
        let column = (target - lineStart) - (unitsSaved(before: target, unit) - unitsSaved(before: lineStart, unit))
        return LinePosition(line: line, column: column)
    }

    /// The byte offset of a position whose column counts `unit`.
    ///
    /// As LSP says, a column past the end of its line means the end of the
    /// line, and a line past the last line means the end of the text. A
    /// column inside a character (half of a surrogate pair, a byte inside a
    /// UTF-8 sequence) means the start of that character.
    /// Where a column inside a character (half a surrogate pair, a byte in
    /// the middle of a UTF-8 sequence) lands.
    public enum InsideCharacter: Sendable {
        /// At the character's start: for a position and a range's start.
        case start
        /// Past the character: for the end of a non-empty range, which then
        /// keeps the character the client's selection reached into.
        case end
    }

    public func utf8Offset(of position: LinePosition, in unit: ColumnUnit, insideCharacter: InsideCharacter = .start) -> ClampedOffset {
        guard position.line >= 0, position.column >= 0 else {
            if position.line < 0 { return ClampedOffset(utf8Offset: 0, wasClamped: true) }
            return ClampedOffset(utf8Offset: lineStarts[min(position.line, lineStarts.count - 1)], wasClamped: true)
        }
        guard position.line < lineStarts.count else {
            return ClampedOffset(utf8Offset: utf8Count, wasClamped: true)
        }
        let lineStart = lineStarts[position.line]
        let lineEnd = lineContentEnds[position.line]
        let savedBeforeLine = unitsSaved(before: lineStart, unit)
        // Column of a byte offset in this line, for offsets at character starts.
        func column(at offset: Int) -> Int {
            (offset - lineStart) - (unitsSaved(before: offset, unit) - savedBeforeLine)
        }
        let lineLength = column(at: lineEnd)
        guard position.column <= lineLength else {
            return ClampedOffset(utf8Offset: lineEnd, wasClamped: true)
        }
        // Find the last wide character in this line starting at or before the
        // column; everything after it up to the column is one unit per byte.
        let firstWide = firstWideIndex(atOrAfter: lineStart)
        let endWide = firstWideIndex(atOrAfter: lineEnd)
        var low = firstWide
        var high = endWide
        // A wide character's column comes straight from its stored running
        // total, so the search stays O(log n).
        func column(of wide: WideCharacter) -> Int {
            (wide.utf8Offset - lineStart) - (wide.savingsBefore(unit) - savedBeforeLine)
        }
        while low < high {
            let middle = low + (high - low) / 2
            if column(of: wideCharacters[middle]) <= position.column {
                low = middle + 1
            } else {
                high = middle
            }
        }
        guard low > firstWide else {
            return ClampedOffset(utf8Offset: lineStart + position.column, wasClamped: false)
        }
        let wide = wideCharacters[low - 1]
        let wideColumn = column(of: wide)
        let wideLength = wide.length(unit)
        if position.column < wideColumn + wideLength {
            let inside = position.column != wideColumn
            let offset = inside && insideCharacter == .end ? wide.utf8End : wide.utf8Offset
            return ClampedOffset(utf8Offset: offset, wasClamped: inside)
        }
        let offset = wide.utf8End + (position.column - wideColumn - wideLength)
        return ClampedOffset(utf8Offset: offset, wasClamped: false)
    }

    /// Converts a column from one unit to another on the same line.
    public func convert(_ position: LinePosition, from source: ColumnUnit, to target: ColumnUnit) -> LinePosition {
        self.position(ofUTF8Offset: utf8Offset(of: position, in: source).utf8Offset, in: target)
    }

    // MARK: - Wide character lookup

    /// Index of the first wide character starting at or after `offset`.
    private func firstWideIndex(atOrAfter offset: Int) -> Int {
        var low = 0
        var high = wideCharacters.count
        while low < high {
            let middle = low + (high - low) / 2
            if wideCharacters[middle].utf8Offset < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The wide character whose bytes include `offset`, if any.
    private func wideCharacter(containing offset: Int) -> WideCharacter? {
        let index = firstWideIndex(atOrAfter: offset + 1)
        guard index > 0 else { return nil }
        let candidate = wideCharacters[index - 1]
        return offset < candidate.utf8End ? candidate : nil
    }

    /// Units saved by all wide characters that end at or before `offset`,
    /// which must be a character boundary.
    private func unitsSaved(before offset: Int, _ unit: ColumnUnit) -> Int {
        let index = firstWideIndex(atOrAfter: offset)
        if index < wideCharacters.count {
            return wideCharacters[index].savingsBefore(unit)
        }
        guard let last = wideCharacters.last else { return 0 }
        return last.savingsBefore(unit) + last.savings(unit)
    }

    // MARK: - UTF-8 decoding

    /// The length of the valid UTF-8 sequence starting at `offset`, or 1 when
    /// the byte there does not start one (it then counts as one unit).
    private static func validSequenceLength(_ bytes: [UInt8], at offset: Int) -> Int {
        let lead = bytes[offset]
        let length: Int
        var lowerBound: UInt8 = 0x80
        var upperBound: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lowerBound = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upperBound = 0x9F
        case 0xF0: length = 4; lowerBound = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upperBound = 0x8F
        default: return 1
        }
        guard offset + length <= bytes.count else { return 1 }
        let second = bytes[offset + 1]
        guard second >= lowerBound, second <= upperBound else { return 1 }
        for index in (offset + 2)..<(offset + length) where bytes[index] & 0xC0 != 0x80 {
            return 1
        }
        return length
    }
}

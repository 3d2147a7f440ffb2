/// A run of whole lines of an indexed text (see `LineIndex`), every offset
/// relative to the start of its first line and every count of saved units
/// relative to the units saved before it, so the page reads the same
/// wherever an edit before it moves it.
struct LinePage: Sendable, Hashable {
    /// Where each line starts; the first is 0.
    var lineStarts: [Int32] = []
    /// Where each line's content ends (before its terminator).
    var contentEnds: [Int32] = []
    /// Every character of two to four UTF-8 bytes, in text order.
    var wideCharacters: [WideCharacter] = []

    /// A character of two to four UTF-8 bytes, with running totals of the
    /// units saved by the page's wide characters before it. Those totals turn
    /// a column conversion into one subtraction after a binary search.
    struct WideCharacter: Sendable, Hashable {
        var offset: Int32
        var utf8Length: UInt8
        var utf16Length: UInt8
        /// Sum of `utf8Length - utf16Length` over the page's earlier wide characters.
        var utf16SavedBefore: Int32
        /// Sum of `utf8Length - 1` over the page's earlier wide characters.
        var utf32SavedBefore: Int32

        var end: Int { Int(offset) &+ Int(utf8Length) }

        func savedBefore(_ unit: ColumnUnit) -> Int {
            switch unit {
            case .utf8: 0
            case .utf16: Int(utf16SavedBefore)
            case .utf32: Int(utf32SavedBefore)
            }
        }

        func saves(_ unit: ColumnUnit) -> Int {
            switch unit {
            case .utf8: 0
            case .utf16: Int(utf8Length) &- Int(utf16Length)
            case .utf32: Int(utf8Length) &- 1
            }
        }

        /// Length of this character in the given unit.
        func length(_ unit: ColumnUnit) -> Int { Int(utf8Length) &- saves(unit) }
    }

    var lineCount: Int { lineStarts.count }

    /// The line (of this page) holding the page-relative offset `local`.
    func line(containing local: Int) -> Int {
        var low = 0
        var high = lineStarts.count &- 1
        while low < high {
            let middle = low &+ (high &- low &+ 1) / 2
            if Int(lineStarts[middle]) <= local { low = middle } else { high = middle &- 1 }
        }
        return low
    }

    /// Index of the first wide character starting at or after `local`.
    func firstWideIndex(atOrAfter local: Int) -> Int {
        var low = 0
        var high = wideCharacters.count
        while low < high {
            let middle = low &+ (high &- low) / 2
            if Int(wideCharacters[middle].offset) < local { low = middle &+ 1 } else { high = middle }
        }
        return low
    }

    /// The wide character whose bytes include `local`, if any.
    func wideCharacter(containing local: Int) -> WideCharacter? {
        let index = firstWideIndex(atOrAfter: local &+ 1)
        guard index > 0 else { return nil }
        let candidate = wideCharacters[index &- 1]
        return local < candidate.end ? candidate : nil
    }

    /// Units saved by the page's wide characters that end at or before
    /// `local`, which must be a character boundary.
    func unitsSaved(before local: Int, _ unit: ColumnUnit) -> Int {
        let index = firstWideIndex(atOrAfter: local)
        if index < wideCharacters.count { return wideCharacters[index].savedBefore(unit) }
        guard let last = wideCharacters.last else { return 0 }
        return last.savedBefore(unit) &+ last.saves(unit)
    }

    /// The page-relative offset of column `column` (counted in `unit`) of
    /// line `line`; see `LineIndex.utf8Offset(of:in:insideCharacter:)`.
    func utf8Offset(
        ofColumn column: Int, inLine line: Int, unit: ColumnUnit,
        insideCharacter: LineIndex.InsideCharacter
    ) -> ClampedOffset {
        let lineStart = Int(lineStarts[line])
        let lineEnd = Int(contentEnds[line])
        let savedBeforeLine = unitsSaved(before: lineStart, unit)
        let lineLength = (lineEnd &- lineStart) &- (unitsSaved(before: lineEnd, unit) &- savedBeforeLine)
        guard column <= lineLength else { return ClampedOffset(utf8Offset: lineEnd, wasClamped: true) }
        // The last wide character in this line starting at or before the
        // column; everything after it up to the column is one unit per byte.
        // A wide character's column comes straight from its stored running
        // total, so the search stays O(log n).
        func columnOf(_ wide: WideCharacter) -> Int {
            (Int(wide.offset) &- lineStart) &- (wide.savedBefore(unit) &- savedBeforeLine)
        }
        let firstWide = firstWideIndex(atOrAfter: lineStart)
        var low = firstWide
        var high = firstWideIndex(atOrAfter: lineEnd)
        while low < high {
            let middle = low &+ (high &- low) / 2
            if columnOf(wideCharacters[middle]) <= column { low = middle &+ 1 } else { high = middle }
        }
        guard low > firstWide else { return ClampedOffset(utf8Offset: lineStart &+ column, wasClamped: false) }
        let wide = wideCharacters[low &- 1]
        let wideColumn = columnOf(wide)
        let wideLength = wide.length(unit)
        if column < wideColumn &+ wideLength {
            let inside = column != wideColumn
            let offset = inside && insideCharacter == .end ? wide.end : Int(wide.offset)
            return ClampedOffset(utf8Offset: offset, wasClamped: inside)
        }
        return ClampedOffset(utf8Offset: wide.end &+ (column &- wideColumn &- wideLength), wasClamped: false)
    }
}

/// One pass over part of a text, from a line start, cutting what it finds
/// into pages of at most `linesPerPage` lines.
struct PageScan {
    private(set) var pages: [LinePage] = []
    private(set) var pageStarts: [Int] = []
    private(set) var pageFirstLines: [Int] = []
    private(set) var pageSavings: [LineIndex.Savings] = []
    /// The number the next line after the scan would have.
    private(set) var nextLine: Int
    /// Units saved by the wide characters before where the scan stopped.
    private(set) var savings: LineIndex.Savings
    /// Whether the scan stopped exactly at `limit`, a line start before the
    /// end of the text (false when it reached the end, or ran past `limit`).
    private(set) var endedAtLineStart = false

    /// A page's offsets are 32-bit: a page holds at most this many bytes,
    /// unless one line alone is longer.
    private static let bytesPerPage = 1 << 30

    /// Scans the lines of `bytes` from `start`, a line start, until the line
    /// start `limit` (or, when `limit` is the end of the text, to the end,
    /// with the text's last line). `firstLine` and `savings` are the line
    /// number and the units saved at `start`.
    init(
        bytes: [UInt8], from start: Int, to limit: Int, linesPerPage: Int, firstLine: Int = 0,
        savings: LineIndex.Savings = LineIndex.Savings()
    ) {
        nextLine = firstLine
        self.savings = savings
        let count = bytes.count
        var page = LinePage()
        var pageStart = start
        var pageSavings = savings
        var lineStart = start
        bytes.withUnsafeBufferPointer { bytes in
            while true {
                if page.lineCount == linesPerPage || (page.lineCount > 0 && lineStart &- pageStart > Self.bytesPerPage) {
                    close(page, start: pageStart, savings: pageSavings, lines: page.lineCount)
                    page = LinePage()
                    pageStart = lineStart
                    pageSavings = self.savings
                }
                page.lineStarts.append(Int32(lineStart &- pageStart))
                var offset = lineStart
                var next = -1
                while offset < count {
                    let byte = bytes[offset]
                    if byte == UInt8(ascii: "\n") {
                        next = offset &+ 1
                        break
                    } else if byte == UInt8(ascii: "\r") {
                        next = offset &+ (offset &+ 1 < count && bytes[offset &+ 1] == UInt8(ascii: "\n") ? 2 : 1)
                        break
                    } else if byte < 0x80 {
                        offset &+= 1
                    } else {
                        let length = LineIndex.validSequenceLength(bytes, at: offset)
                        if length > 1 {
                            let utf16Length = length == 4 ? 2 : 1
                            let saved = self.savings - pageSavings
                            page.wideCharacters.append(
                                LinePage.WideCharacter(
                                    offset: Int32(offset &- pageStart), utf8Length: UInt8(length), utf16Length: UInt8(utf16Length),
                                    utf16SavedBefore: Int32(saved.utf16), utf32SavedBefore: Int32(saved.utf32)))
                            self.savings.utf16 &+= length &- utf16Length
                            self.savings.utf32 &+= length &- 1
                        }
                        offset &+= max(length, 1)
                    }
                }
                page.contentEnds.append(Int32(offset &- pageStart))
                nextLine &+= 1
                // The text's last line: no terminator, or the empty line after one.
                guard next >= 0 else { break }
                lineStart = next
                if lineStart >= limit, limit < count {
                    endedAtLineStart = lineStart == limit
                    break
                }
            }
        }
        close(page, start: pageStart, savings: pageSavings, lines: page.lineCount)
    }

    private mutating func close(_ page: LinePage, start: Int, savings: LineIndex.Savings, lines: Int) {
        pages.append(page)
        pageStarts.append(start)
        pageFirstLines.append(nextLine &- lines)
        pageSavings.append(savings)
    }
}

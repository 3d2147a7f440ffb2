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
/// is one pass over the bytes; each conversion is two binary searches,
/// O(log n). Bytes that are not valid UTF-8 count as one unit each in every
/// encoding, so any byte array can be indexed.
///
/// The lines are kept in pages of a few hundred, each page's offsets relative
/// to its first line, so an edit re-reads the page or two around it and moves
/// every later page by changing its start, not by rewriting every later
/// line's offset (a large document has hundreds of thousands of lines and
/// is edited per keystroke).
public struct LineIndex: Sendable, Hashable {
    private var pages: [LinePage]
    /// Where each page's first line starts in the text.
    private var pageStarts: [Int]
    /// The number of each page's first line.
    private var pageFirstLines: [Int]
    /// Units saved by the wide characters before each page's start.
    private var pageSavings: [Savings]
    /// The length of the indexed text in bytes.
    public let utf8Count: Int
    /// How many lines a page holds at most when the index builds it.
    private let linesPerPage: Int

    static let defaultLinesPerPage = 256

    /// Units a text's wide characters save against counting bytes, per unit.
    struct Savings: Hashable, Sendable {
        var utf16 = 0
        var utf32 = 0

        func of(_ unit: ColumnUnit) -> Int {
            switch unit {
            case .utf8: 0
            case .utf16: utf16
            case .utf32: utf32
            }
        }

        static func + (lhs: Savings, rhs: Savings) -> Savings { Savings(utf16: lhs.utf16 &+ rhs.utf16, utf32: lhs.utf32 &+ rhs.utf32) }
        static func - (lhs: Savings, rhs: Savings) -> Savings { Savings(utf16: lhs.utf16 &- rhs.utf16, utf32: lhs.utf32 &- rhs.utf32) }
    }

    public init(_ bytes: [UInt8]) {
        self.init(bytes, linesPerPage: Self.defaultLinesPerPage)
    }

    /// An index with pages of at most `linesPerPage` lines (tests use tiny
    /// ones to put page boundaries everywhere; conversions read the same).
    init(_ bytes: [UInt8], linesPerPage: Int) {
        let scan = PageScan(bytes: bytes, from: 0, to: bytes.count, linesPerPage: max(1, linesPerPage))
        pages = scan.pages
        pageStarts = scan.pageStarts
        pageFirstLines = scan.pageFirstLines
        pageSavings = scan.pageSavings
        utf8Count = bytes.count
        self.linesPerPage = max(1, linesPerPage)
    }

    /// The index of `newText`, which is the indexed text with the bytes of
    /// `range` replaced by `replacementCount` others; equal to
    /// `LineIndex(newText)`, but only the pages around the edit are scanned
    /// again and the later ones are moved, so an edit costs O(edit + pages)
    /// rather than a pass over every byte or every line.
    public func replacing(_ range: ByteRange, replacementCount: Int, in newText: [UInt8]) -> LineIndex {
        let delta = replacementCount &- (range.end &- range.start)
        guard range.start >= 0, range.start <= range.end, range.end <= utf8Count, replacementCount >= 0,
            newText.count == utf8Count &+ delta
        else {
            return LineIndex(newText, linesPerPage: linesPerPage)
        }
        // Rescan from the page holding the line before the edit's (a lone
        // `\r` ending it may meet an inserted `\n`) to the end of the page
        // holding the second line after the edit's end. Whether an offset
        // starts a line or a character depends only on the bytes just around
        // it, and from the terminator of the line after the edit's on the
        // bytes are the old ones shifted, so both scans agree from there on.
        let firstPage = page(holdingLine: max(0, line(containingUTF8Offset: range.start) &- 1))
        let resumeLine = line(containingUTF8Offset: range.end) &+ 2
        let lastPage = resumeLine < lineCount ? page(holdingLine: resumeLine) : pages.count &- 1
        let regionStart = pageStarts[firstPage]
        let oldRegionEnd = lastPage &+ 1 < pages.count ? pageStarts[lastPage &+ 1] : utf8Count
        let newRegionEnd = oldRegionEnd &+ delta
        guard newRegionEnd >= regionStart else { return LineIndex(newText, linesPerPage: linesPerPage) }
        let scan = PageScan(
            bytes: newText, from: regionStart, to: newRegionEnd, linesPerPage: linesPerPage,
            firstLine: pageFirstLines[firstPage], savings: pageSavings[firstPage])
        var index = self
        let later = (lastPage &+ 1)..<pages.count
        if !later.isEmpty {
            // The scan must end where the next old page starts, moved; else
            // the reasoning above has a flaw: rebuild rather than be wrong.
            guard scan.endedAtLineStart else { return LineIndex(newText, linesPerPage: linesPerPage) }
            let lineShift = scan.nextLine &- pageFirstLines[lastPage &+ 1]
            let savingsShift = scan.savings - pageSavings[lastPage &+ 1]
            for page in later {
                index.pageStarts[page] &+= delta
                index.pageFirstLines[page] &+= lineShift
                index.pageSavings[page] = index.pageSavings[page] + savingsShift
            }
        }
        index.pages.replaceSubrange(firstPage...lastPage, with: scan.pages)
        index.pageStarts.replaceSubrange(firstPage...lastPage, with: scan.pageStarts)
        index.pageFirstLines.replaceSubrange(firstPage...lastPage, with: scan.pageFirstLines)
        index.pageSavings.replaceSubrange(firstPage...lastPage, with: scan.pageSavings)
        return LineIndex(
            pages: index.pages, pageStarts: index.pageStarts, pageFirstLines: index.pageFirstLines,
            pageSavings: index.pageSavings, utf8Count: newText.count, linesPerPage: linesPerPage)
    }

    private init(
        pages: [LinePage], pageStarts: [Int], pageFirstLines: [Int], pageSavings: [Savings], utf8Count: Int,
        linesPerPage: Int
    ) {
        self.pages = pages
        self.pageStarts = pageStarts
        self.pageFirstLines = pageFirstLines
        self.pageSavings = pageSavings
        self.utf8Count = utf8Count
        self.linesPerPage = linesPerPage
    }

    /// The number of lines; an empty text has one empty line, and a text
    /// ending in a line terminator has an empty last line.
    public var lineCount: Int { pageFirstLines[pageFirstLines.count &- 1] &+ pages[pages.count &- 1].lineCount }

    /// The byte range of a line's content, without its terminator, or nil
    /// when there is no such line.
    public func contentRange(ofLine line: Int) -> ByteRange? {
        guard line >= 0, line < lineCount else { return nil }
        let place = self.place(ofLine: line)
        return ByteRange(place.start, place.contentEnd)
    }

    /// The zero-based line containing a byte offset (clamped into the text).
    public func line(containingUTF8Offset utf8Offset: Int) -> Int {
        let offset = min(max(utf8Offset, 0), utf8Count)
        let page = pageStarts.lastIndex(atOrBefore: offset)
        return pageFirstLines[page] &+ pages[page].line(containing: offset &- pageStarts[page])
    }

    /// The position of a byte offset, with its column counted in `unit`.
    ///
    /// An offset outside the text is clamped into it; an offset inside a line
    /// terminator maps to the end of that line's content; an offset inside a
    /// multi-byte character maps to the start of that character.
    public func position(ofUTF8Offset utf8Offset: Int, in unit: ColumnUnit) -> LinePosition {
        let offset = min(max(utf8Offset, 0), utf8Count)
        let pageIndex = pageStarts.lastIndex(atOrBefore: offset)
        let page = pages[pageIndex]
        let local = offset &- pageStarts[pageIndex]
        let line = page.line(containing: local)
        let lineStart = Int(page.lineStarts[line])
        var target = min(local, Int(page.contentEnds[line]))
        if let wide = page.wideCharacter(containing: target), Int(wide.offset) < target {
            target = Int(wide.offset)
        }
        let column = (target &- lineStart) &- (page.unitsSaved(before: target, unit) &- page.unitsSaved(before: lineStart, unit))
        return LinePosition(line: pageFirstLines[pageIndex] &+ line, column: column)
    }

    /// Where a column inside a character (half a surrogate pair, a byte in
    /// the middle of a UTF-8 sequence) lands.
    public enum InsideCharacter: Sendable {
        /// At the character's start: for a position and a range's start.
        case start
        /// Past the character: for the end of a non-empty range, which then
        /// keeps the character the client's selection reached into.
        case end
    }

    /// The byte offset of a position whose column counts `unit`.
    ///
    /// As LSP says, a column past the end of its line means the end of the
    /// line, and a line past the last line means the end of the text. A
    /// column inside a character (half of a surrogate pair, a byte inside a
    /// UTF-8 sequence) means the start of that character, or its end (see
    /// `InsideCharacter`).
    public func utf8Offset(of position: LinePosition, in unit: ColumnUnit, insideCharacter: InsideCharacter = .start) -> ClampedOffset {
        guard position.line >= 0, position.column >= 0 else {
            if position.line < 0 { return ClampedOffset(utf8Offset: 0, wasClamped: true) }
            return ClampedOffset(utf8Offset: place(ofLine: min(position.line, lineCount &- 1)).start, wasClamped: true)
        }
        guard position.line < lineCount else {
            return ClampedOffset(utf8Offset: utf8Count, wasClamped: true)
        }
        let pageIndex = pageFirstLines.lastIndex(atOrBefore: position.line)
        let page = pages[pageIndex]
        let base = pageStarts[pageIndex]
        let line = position.line &- pageFirstLines[pageIndex]
        let local = page.utf8Offset(ofColumn: position.column, inLine: line, unit: unit, insideCharacter: insideCharacter)
        return ClampedOffset(utf8Offset: base &+ local.utf8Offset, wasClamped: local.wasClamped)
    }

    /// Converts a column from one unit to another on the same line.
    public func convert(_ position: LinePosition, from source: ColumnUnit, to target: ColumnUnit) -> LinePosition {
        self.position(ofUTF8Offset: utf8Offset(of: position, in: source).utf8Offset, in: target)
    }

    /// Two indexes are equal when they index texts the same way, however
    /// their pages are cut (an edited index against one built afresh).
    public static func == (lhs: LineIndex, rhs: LineIndex) -> Bool {
        guard lhs.utf8Count == rhs.utf8Count, lhs.lineCount == rhs.lineCount else { return false }
        return lhs.lines == rhs.lines && lhs.wideCharacters == rhs.wideCharacters
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(utf8Count)
        hasher.combine(lineCount)
    }

    // MARK: - Pages

    /// A line's start and content end in the text.
    private func place(ofLine line: Int) -> (start: Int, contentEnd: Int) {
        let pageIndex = page(holdingLine: line)
        let page = pages[pageIndex]
        let local = line &- pageFirstLines[pageIndex]
        let base = pageStarts[pageIndex]
        return (base &+ Int(page.lineStarts[local]), base &+ Int(page.contentEnds[local]))
    }

    private func page(holdingLine line: Int) -> Int { pageFirstLines.lastIndex(atOrBefore: line) }

    /// Every line's start and content end, in the text (for equality).
    private var lines: [Int] {
        var lines: [Int] = []
        for (page, base) in zip(pages, pageStarts) {
            for (start, end) in zip(page.lineStarts, page.contentEnds) {
                lines.append(base &+ Int(start))
                lines.append(base &+ Int(end))
            }
        }
        return lines
    }

    /// Every wide character's offset, length and savings before it, in the text.
    private var wideCharacters: [Int] {
        var all: [Int] = []
        for ((page, base), savings) in zip(zip(pages, pageStarts), pageSavings) {
            for wide in page.wideCharacters {
                all += [
                    base &+ Int(wide.offset), Int(wide.utf8Length), Int(wide.utf16Length),
                    savings.utf16 &+ Int(wide.utf16SavedBefore), savings.utf32 &+ Int(wide.utf32SavedBefore),
                ]
            }
        }
        return all
    }

    // MARK: - UTF-8 decoding

    /// The length of the valid UTF-8 sequence starting at `offset`, or 1 when
    /// the byte there does not start one (it then counts as one unit).
    static func validSequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        let lead = bytes[offset]
        let length: Int
        var lowerBound: UInt8 = 0x80
        var upperBound: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            lowerBound = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            upperBound = 0x9F
        case 0xF0:
            length = 4
            lowerBound = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            upperBound = 0x8F
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

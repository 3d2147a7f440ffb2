/// The block phase of parsing: reads the document line by line, as cmark
/// does, into a tree of `BlockRecord`s, then emits the syntax tree and runs
/// the inline parser on every paragraph, heading and table cell.
///
/// The open blocks are an explicit stack (`openBlocks`), so nesting depth
/// costs heap, not call stack; each line is looked at a constant number of
/// times plus once per open container it passes, so time is linear in the input.
struct BlockParser {
    /// A marker found during the block phase, owned by a block record.
    /// 16 bytes: offsets are 32-bit, as in the tree (see `StoredNode`).
    struct PendingMarker {
        var kind: MarkerKind
        var start: Int32
        var end: Int32
        var owner: Int32

        init(kind: MarkerKind, range: ByteRange, owner: Int32) {
            self.kind = kind
            self.start = Int32(range.start)
            self.end = Int32(range.end)
            self.owner = owner
        }

        var range: ByteRange { ByteRange(Int(start), Int(end)) }
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var blocks: [BlockRecord]
    /// Indices of the open blocks, outermost (the document) first.
    var openBlocks: [Int32] = [0]
    var markers: [PendingMarker] = []
    var definitions = ReferenceDefinitions()
    /// The lines of the open paragraph (at most one paragraph is open at a time).
    var paragraphLines: [ByteRange] = []
    /// The content of the open code or HTML block, lines ending in "\n"
    /// (like paragraphs, at most one is open at a time).
    var literalLines: [UInt8] = []
    /// Reference definitions taken out of paragraphs, for `.definition` records.
    var scannedDefinitions: [ScannedDefinition] = []
    /// Columns of each table, for `.table` records.
    var tables: [TableData] = []
    /// The content lines of closed paragraphs, headings and cells (see
    /// `BlockRecord.firstContentLine`).
    var contentLines: [ContentLine] = []
    /// The text of code and HTML blocks (see `BlockRecord.literalIndex`).
    var literals: [LiteralText] = []

    // MARK: The current line (cmark's parser fields of the same names)

    var lineStart = 0
    /// The end of the line's content, before its line ending.
    var lineEnd = 0
    var offset = 0
    var column = 0
    var firstNonspace = 0
    var firstNonspaceColumn = 0
    var indent = 0
    var isBlank = false
    var partiallyConsumedTab = false
    /// Scanning for a thematic break from before this position already failed on this line.
    var thematicBreakKillPosition = 0
    /// Depth in `openBlocks` of the last block whose continuation the line matched.
    var lastMatchedDepth = 0
    var allMatched = true
    /// Whether the unmatched open blocks have been closed on this line.
    var closedUnmatched = false
    /// Whether a new block was opened on this line.
    var openedBlock = false
    /// Counts blocks opened and closed, so a run of blank lines can tell
    /// that nothing changed since the previous one.
    var structureChanges = 0
    /// `structureChanges` after the previous line if it was blank, else -1.
    var structureAfterBlankLine = -1

    // MARK: Chunks (see `TreeChunk`)

    /// Where each chunk of the parsed text starts: the first is where parsing
    /// started, each later one a line that opened a top-level block with
    /// nothing else open, at least `chunkSize` bytes after the one before,
    /// or one that opened a block of at least `chunkSize` bytes by itself.
    var chunkStarts: [Int]
    /// For each of `chunkStarts`, whether nothing but the document was open
    /// before its line: every block before the chunk was closed by earlier
    /// lines, so no edit from that line on can change how they end (see
    /// `IncrementalParse`). The first is false: what was open before the
    /// line where parsing started is the caller's to know.
    var chunkFollowsClosedBlocks: [Bool]
    var chunkSize = BlockParser.defaultChunkSize
    /// The last line that opened a top-level block with nothing else open.
    var lastTopLevelLine = -1
    /// Whether nothing but the document was open before `lastTopLevelLine`.
    var lastTopLevelLineFollowsClosedBlocks = false
    /// Line starts (ascending) at which to stop if the line opens a
    /// top-level block with nothing else open: there the parse is back in
    /// step with an earlier parse of the rest of the text.
    var stopCandidates: [Int] = []
    var nextStopCandidate = 0
    /// The line at which parsing stopped; its blocks are not emitted.
    var stoppedAt: Int?
    /// Whether nothing but the document was open before `stoppedAt`: the
    /// old chunk that starts there follows other text now.
    var stopFollowsClosedBlocks = false
    /// Whether the first block opened on this line is a top-level block
    /// opened after every other block was closed.
    var lineStartsTopLevelBlock = false

    /// Big enough that a tree of a large document has few chunks (each costs
    /// a few arrays), small enough that re-parsing one per keystroke is cheap.
    static let defaultChunkSize = 4096

    /// `bytes` is the whole text (or the text up to where a re-parse must
    /// end); lines are read from `start`, which is a line start.
    /// `expectedLength` is how many bytes from `start` the parse will likely
    /// read (all the rest when nil): a re-parse of one chunk's window passes
    /// about that window, so that it does not reserve room for the records
    /// of the whole rest of the document on every keystroke.
    init(bytes: UnsafeBufferPointer<UInt8>, start: Int = 0, expectedLength: Int? = nil) {
        self.bytes = bytes
        blocks = [BlockRecord(kind: .document, start: start, end: bytes.count)]
        // Room for a typical document's blocks, markers and content lines
        // (fewer than one of each per 32 bytes), so that none of these
        // arrays grows by copying: each copy would leave the old storage
        // behind as resident garbage. Room never used is never touched, so
        // it costs address space, not memory (but malloc may hand out pages
        // it already holds, and the heap counts it: hence `expectedLength`).
        let rest = bytes.count - start
        let expected = min(rest, max(0, expectedLength ?? rest)) / 32 + 4
        blocks.reserveCapacity(expected)
        markers.reserveCapacity(expected)
        contentLines.reserveCapacity(expected)
        chunkStarts = [start]
        chunkFollowsClosedBlocks = [false]
        lineStart = start
    }

    /// Splits the input at LF, CR and CRLF and processes each line from the
    /// start, then closes every block still open (unless a stop candidate
    /// matched: then the blocks of that line stay open and unused).
    mutating func parseLines() {
        let count = bytes.count
        var position = chunkStarts[0]
        // A byte order mark is not content.
        if position == 0, count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        while position < count {
            let end = LineBreakScanner.firstLineBreak(in: bytes, from: position)
            let followsClosedBlocks = openBlocks.count == 1
            processLine(start: position, end: end)
            if lineStartsTopLevelBlock && noteTopLevelLine(position, followsClosedBlocks: followsClosedBlocks) { return }
            position = end
            if position < count, bytes[position] == 0x0D { position += 1 }
            if position < count, bytes[position] == 0x0A { position += 1 }
        }
        cutBeforeLargeBlock(endingAt: count)
        while openBlocks.count > 1 { closeTop() }
        blocks[0].end = count
    }

    /// A line at `start` opened a top-level block with nothing else open
    /// (`followsClosedBlocks`: nor before it): stops there if it is a stop
    /// candidate (returns true), else perhaps starts a chunk there.
    private mutating func noteTopLevelLine(_ start: Int, followsClosedBlocks: Bool) -> Bool {
        // Also where a window stops: a large block pasted in it is a chunk of its own too.
        cutBeforeLargeBlock(endingAt: start)
        while nextStopCandidate < stopCandidates.count, stopCandidates[nextStopCandidate] < start { nextStopCandidate += 1 }
        if nextStopCandidate < stopCandidates.count, stopCandidates[nextStopCandidate] == start {
            stoppedAt = start
            stopFollowsClosedBlocks = followsClosedBlocks
            return true
        }
        if start - chunkStarts[chunkStarts.count - 1] >= chunkSize {
            chunkStarts.append(start)
            chunkFollowsClosedBlocks.append(followsClosedBlocks)
        }
        lastTopLevelLine = start
        lastTopLevelLineFollowsClosedBlocks = followsClosedBlocks
        return false
    }

    /// Starts a chunk at the last top-level line when what it opened, up to
    /// `end`, is a chunk's size by itself: a large block (a long list, table
    /// or fence) is then a chunk of its own, and typing in a small block
    /// beside it does not parse it again.
    private mutating func cutBeforeLargeBlock(endingAt end: Int) {
        if lastTopLevelLine > chunkStarts[chunkStarts.count - 1], end - lastTopLevelLine >= chunkSize {
            chunkStarts.append(lastTopLevelLine)
            chunkFollowsClosedBlocks.append(lastTopLevelLineFollowsClosedBlocks)
        }
    }

    mutating func processLine(start: Int, end: Int) {
        lineStart = start
        lineEnd = end
        offset = start
        column = 0
        firstNonspace = start
        firstNonspaceColumn = 0
        indent = 0
        isBlank = false
        partiallyConsumedTab = false
        thematicBreakKillPosition = start
        closedUnmatched = false
        openedBlock = false
        lineStartsTopLevelBlock = false

        let isWhitespaceOnly = isWhitespaceOnlyLine(start, end)
        if isWhitespaceOnly && structureAfterBlankLine == structureChanges && repeatBlankLine() { return }
        defer { structureAfterBlankLine = isWhitespaceOnly ? structureChanges : -1 }

        guard matchOpenBlocks() else { return }
        openNewBlocks()
        addLineToContainer()
    }

    private func isWhitespaceOnlyLine(_ start: Int, _ end: Int) -> Bool {
        var index = start
        while index < end, BlockStartScanner.isSpaceOrTab(bytes[index]) { index += 1 }
        return index == end
    }

    /// Handles a blank line that follows a blank line with nothing opened or
    /// closed since, without walking the open blocks again. After a blank
    /// line, the open blocks are lists, list items with children (which every
    /// blank line continues), and at most one innermost block whose fate may
    /// depend on this line's whitespace; the walk would decide as for the
    /// previous line, whose blank-line flags are set already. This keeps many
    /// blank lines inside deeply nested list items linear. Returns false when
    /// the line needs the full treatment: an empty list item needs enough
    /// indentation to stay open, and a code or HTML block takes the line's
    /// whitespace as content.
    private mutating func repeatBlankLine() -> Bool {
        let top = topIndex
        switch blocks[top].kind {
        case .listItem where blocks[top].lastContentChild < 0:
            return false
        case .fencedCode, .indentedCode, .htmlBlock:
            guard lineStart == lineEnd else { return false }
            literalLines.append(UInt8(ascii: "\n"))
            if case .indentedCode = blocks[top].kind {} else { blocks[top].end = max(blocks[top].end, lineEnd) }
            return true
        default:
            return true
        }
    }

    // MARK: Offsets within the line

    /// The byte at `position`, or a newline at and past the end of the line.
    func peek(_ position: Int) -> UInt8 {
        position < lineEnd ? bytes[position] : 0x0A
    }

    /// Finds the first non-space byte at or after `offset` (cached while
    /// `offset` has not passed it) and sets `indent` and `isBlank`.
    mutating func findFirstNonspace() {
        if firstNonspace <= offset {
            firstNonspace = offset
            firstNonspaceColumn = column
            var charsToTab = 4 - (column % 4)
            while firstNonspace < lineEnd {
                let byte = bytes[firstNonspace]
                if byte == UInt8(ascii: " ") {
                    firstNonspace += 1
                    firstNonspaceColumn += 1
                    charsToTab -= 1
                    if charsToTab == 0 { charsToTab = 4 }
                } else if byte == UInt8(ascii: "\t") {
                    firstNonspace += 1
                    firstNonspaceColumn += charsToTab
                    charsToTab = 4
                } else {
                    break
                }
            }
        }
        indent = firstNonspaceColumn - column
        isBlank = firstNonspace >= lineEnd
    }

    /// Moves `offset` on by `count` bytes, or by `count` columns when
    /// `columns` is set, in which case a tab may be only partly consumed.
    mutating func advanceOffset(_ count: Int, columns: Bool) {
        var remaining = count
        while remaining > 0 && offset < lineEnd {
            if bytes[offset] == UInt8(ascii: "\t") {
                let charsToTab = 4 - (column % 4)
                if columns {
                    partiallyConsumedTab = charsToTab > remaining
                    let advance = min(remaining, charsToTab)
                    column += advance
                    if !partiallyConsumedTab { offset += 1 }
                    remaining -= advance
                } else {
                    partiallyConsumedTab = false
                    column += charsToTab
                    offset += 1
                    remaining -= 1
                }
            } else {
                partiallyConsumedTab = false
                offset += 1
                column += 1
                remaining -= 1
            }
        }
    }

    /// Moves `offset` to the end of the line: the line has been consumed.
    mutating func advanceToLineEnd() {
        advanceOffset(lineEnd - offset, columns: false)
    }

    /// The end of `start ..< end` with trailing spaces and tabs removed.
    func trimmedEnd(_ start: Int, _ end: Int) -> Int {
        var index = end
        while index > start, BlockStartScanner.isSpaceOrTab(bytes[index - 1]) { index -= 1 }
        return index
    }

    mutating func addMarker(_ kind: MarkerKind, _ start: Int, _ end: Int, owner: Int) {
        markers.append(PendingMarker(kind: kind, range: ByteRange(start, max(start, end)), owner: Int32(owner)))
    }
}

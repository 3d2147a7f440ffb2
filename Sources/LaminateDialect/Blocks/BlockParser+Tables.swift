/// GFM pipe tables, as cmark-gfm's table extension reads them: a delimiter
/// row under a paragraph whose last line has as many cells turns that line
/// into the table's header; rows follow until a blank line or another block.
extension BlockParser {
    /// If this line is a delimiter row matching the last line of the open
    /// paragraph `paragraph`, opens a table and returns it.
    mutating func openTableIfDelimiterRow(_ paragraph: Int) -> Int? {
        guard blocks[paragraph].kind.isParagraph,
            let alignments = TableRowScanner.scanDelimiterRow(bytes, start: firstNonspace, end: lineEnd),
            let headerLine = paragraphLines.last
        else { return nil }
        // Only the paragraph's last line is looked at, so a paragraph with
        // many delimiter-like lines is still read in linear time.
        guard let header = TableRowScanner.scanRow(bytes, start: headerLine.start, end: headerLine.end),
            header.cells.count == alignments.count
        else { return nil }
        paragraphLines.removeLast()
        if paragraphLines.isEmpty {
            unlinkLastChild(paragraph)
            openBlocks.removeLast()
            structureChanges += 1
        } else {
            // The lines before the header stay a paragraph of their own.
            if let last = paragraphLines.last { blocks[paragraph].end = last.end }
            closeTop()
        }
        tables.append(TableData(alignments: alignments))
        let table = addChild(.table(index: Int32(tables.count - 1)), start: headerLine.start)
        appendTableRow(table, start: headerLine.start, end: headerLine.end, isHeader: true, alignments: alignments)
        let delimiterEnd = trimmedEnd(firstNonspace, lineEnd)
        addMarker(.tableDelimiterRow, firstNonspace, delimiterEnd, owner: table)
        blocks[table].end = delimiterEnd
        advanceToLineEnd()
        return table
    }

    /// At most this many empty cells are added to fill short rows of one
    /// table (cmark-gfm's `MAX_AUTOCOMPLETED_CELLS`): without a limit, a wide
    /// header over many one-cell rows would make the tree quadratic in the input.
    static let maximumAutocompletedCells = 0x80000

    /// Adds the line from `start` as a body row of `table`. Returns false,
    /// adding nothing, when the row would exceed the table's allowance of
    /// empty cells; the table then ends.
    mutating func appendBodyRow(_ table: Int, start: Int) -> Bool {
        guard case .table(let stored) = blocks[table].kind else { return false }
        let index = Int(stored)
        let alignments = tables[index].alignments
        let cellCount = TableRowScanner.scanRow(bytes, start: start, end: lineEnd)?.cells.count ?? 0
        let missing = max(0, alignments.count - cellCount)
        guard tables[index].autocompletedCells + missing <= Self.maximumAutocompletedCells else { return false }
        tables[index].autocompletedCells += missing
        appendTableRow(table, start: start, end: lineEnd, isHeader: false, alignments: alignments)
        return true
    }

    /// Adds a row with exactly one cell per column: missing cells are empty,
    /// cells beyond the header's count are dropped (their pipes stay markers).
    private mutating func appendTableRow(_ table: Int, start: Int, end: Int, isHeader: Bool, alignments: [TableAlignment]) {
        guard let row = TableRowScanner.scanRow(bytes, start: start, end: end) else { return }
        let rowEnd = trimmedEnd(start, end)
        let rowIndex = appendClosedChild(.tableRow(isHeader: isHeader), start: start, end: rowEnd, parent: table)
        if let pipe = row.leadingPipe { addMarker(.tablePipe, pipe, pipe + 1, owner: rowIndex) }
        for cell in row.cells {
            if let pipe = cell.pipeAfter { addMarker(.tablePipe, pipe, pipe + 1, owner: rowIndex) }
        }
        for (column, alignment) in alignments.enumerated() {
            let kind = BlockRecordKind.tableCell(alignment: alignment, isHeader: isHeader)
            if column < row.cells.count {
                let content = row.cells[column].content
                let cell = appendClosedChild(kind, start: content.start, end: content.end, parent: rowIndex)
                // `\|` stays in the content: the inline parser reads it as an
                // escaped pipe (see `unescapePipesInLiterals` for code spans).
                if !content.isEmpty { setContent(cell, lines: CollectionOfOne(content)) }
            } else {
                appendClosedChild(kind, start: rowEnd, end: rowEnd, parent: rowIndex)
            }
        }
        blocks[table].end = max(blocks[table].end, rowEnd)
    }
}

/// Splits one line into GFM table cells, as cmark-gfm's `row_from_string` does.
///
/// A row is `|? cell (| cell)* |?`: cells may be empty, `\|` does not end a
/// cell, and a row needs at least one cell.
struct TableRowScanner {
    /// One cell: its content with surrounding whitespace trimmed, and the pipe
    /// after it if there is one.
    struct Cell {
        var content: ByteRange
        var pipeAfter: Int?
    }

    struct Row {
        /// The pipe before the first cell, if the row has one.
        var leadingPipe: Int?
        var cells: [Cell]
    }

    /// Reads the row in `bytes[start ..< end]`; nil if it has no cell.
    static func scanRow(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Row? {
        var row = Row(leadingPipe: nil, cells: [])
        // Room for a typical row's cells at once: the rows of a document's
        // tables are scanned in the block phase, before anything is validated.
        row.cells.reserveCapacity(8)
        var index = start
        if index < end, bytes[index] == UInt8(ascii: "|") {
            row.leadingPipe = index
            index += 1
        }
        // A pipe takes the spaces after it (cmark-gfm's `scan_table_cell_end`),
        // so trailing spaces after the last pipe are not a cell.
        while index < end, BlockStartScanner.isSpaceCharacter(bytes[index]) { index += 1 }
        while index < end {
            let cellStart = index
            while index < end, bytes[index] != UInt8(ascii: "|") {
                if bytes[index] == UInt8(ascii: "\\"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "|") {
                    index += 2
                } else {
                    index += 1
                }
            }
            let content = trimmed(bytes, cellStart, index)
            if index < end {
                row.cells.append(Cell(content: content, pipeAfter: index))
                index += 1
                while index < end, BlockStartScanner.isSpaceCharacter(bytes[index]) { index += 1 }
            } else {
                if index > cellStart { row.cells.append(Cell(content: content, pipeAfter: nil)) }
                break
            }
        }
        return row.cells.isEmpty ? nil : row
    }

    /// Reads a delimiter row (`|:--|--:|`) and returns its alignments; nil if
    /// the line is not one.
    static func scanDelimiterRow(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> [TableAlignment]? {
        var index = start
        if index < end, bytes[index] == UInt8(ascii: "|") { index += 1 }
        var alignments: [TableAlignment] = []
        while true {
            while index < end, BlockStartScanner.isSpaceCharacter(bytes[index]) { index += 1 }
            let left = index < end && bytes[index] == UInt8(ascii: ":")
            if left { index += 1 }
            let dashesStart = index
            while index < end, bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index > dashesStart else { return nil }
            let right = index < end && bytes[index] == UInt8(ascii: ":")
            if right { index += 1 }
            while index < end, BlockStartScanner.isSpaceCharacter(bytes[index]) { index += 1 }
            switch (left, right) {
            case (true, true): alignments.append(.center)
            case (true, false): alignments.append(.left)
            case (false, true): alignments.append(.right)
            case (false, false): alignments.append(.none)
            }
            if index == end { return alignments }
            guard bytes[index] == UInt8(ascii: "|") else { return nil }
            index += 1
            var probe = index
            while probe < end, BlockStartScanner.isSpaceCharacter(bytes[probe]) { probe += 1 }
            if probe == end { return alignments }
        }
    }

    static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> ByteRange {
        var low = start
        var high = end
        while low < high, isWhitespace(bytes[low]) { low += 1 }
        while high > low, isWhitespace(bytes[high - 1]) { high -= 1 }
        return ByteRange(low, high)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }
}

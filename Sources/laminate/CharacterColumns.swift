import LaminateConcurrency
import LaminateDialect

/// Lines and columns as `laminate check` prints them, both from 1.
///
/// Columns count grapheme clusters — Swift's `Character`, what a reader sees
/// as one character and what an editor's cursor steps over with one arrow
/// key: `é` written as `e` plus a combining accent is one column, and so is
/// a family emoji of five scalars. Counting bytes, UTF-16 units or scalars
/// would put the caret after such characters too far to the right.
///
/// Counting from the line's start for every problem made a long line with
/// many problems quadratic (tens of thousands of problems on one long
/// line took minutes), so a long line is counted once, keeping a checkpoint every
/// `checkpointSpacing` characters, and each location counts only from the
/// checkpoint before it. A checkpoint is a cluster boundary, so counting on
/// from it gives the same clusters as counting from the line's start.
struct CharacterColumns {
    let bytes: [UInt8]
    /// Where each line starts, and the checkpoints of the long lines met so
    /// far, found on first use (a file without problems needs neither) and
    /// shared by the copies of this value.
    private let cache = LineCache()

    /// Lines shorter than this are counted from their start every time.
    static let longLine = 4096
    static let checkpointSpacing = 256

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Where each line starts (lines end as `LineIndex` ends them: at `\n`,
    /// `\r\n` or a lone `\r`). Four bytes a line: a `LineIndex`, which also
    /// keeps every wide character for UTF-16 and UTF-32 columns, was up to
    /// a byte per byte of a large file, held while it is checked.
    var lineStarts: [UInt32] { cache.lineStarts(of: bytes) }

    static func lineStarts(of bytes: [UInt8]) -> [UInt32] {
        var starts: [UInt32] = [0]
        // Room for lines of 16 bytes on average, so that the array does not
        // grow by copying (room never used is never touched).
        starts.reserveCapacity(bytes.count / 16 + 1)
        bytes.withUnsafeBufferPointer { bytes in
            var offset = LineBreakScanner.firstLineBreak(in: bytes, from: 0)
            while offset < bytes.count {
                let byte = bytes[offset]
                offset &+= 1
                if byte == UInt8(ascii: "\r"), offset < bytes.count, bytes[offset] == UInt8(ascii: "\n") { offset &+= 1 }
                starts.append(UInt32(offset))
                offset = LineBreakScanner.firstLineBreak(in: bytes, from: offset)
            }
        }
        return starts
    }

    /// The zero-based line holding `offset` (within the text), of `lineStarts`.
    static func line(containing offset: Int, lineStarts: [UInt32]) -> Int {
        var low = 0
        var high = lineStarts.count
        while low < high {
            let middle = (low &+ high) / 2
            if Int(lineStarts[middle]) <= offset { low = middle &+ 1 } else { high = middle }
        }
        return max(0, low &- 1)
    }

    /// A line's bytes without its line ending, of `lineStarts`.
    func contentRange(ofLine line: Int, lineStarts: [UInt32]) -> ByteRange {
        let start = Int(lineStarts[line])
        guard line &+ 1 < lineStarts.count else { return ByteRange(start, bytes.count) }
        var end = Int(lineStarts[line &+ 1]) &- 1
        if bytes[end] == UInt8(ascii: "\n"), end > start, bytes[end &- 1] == UInt8(ascii: "\r") { end &-= 1 }
        return ByteRange(start, end)
    }

    struct Location: Hashable {
        var line: Int
        var column: Int
    }

    /// The byte offset and the 0-based column of a cluster boundary, in
    /// characters and in UTF-16 code units.
    struct Checkpoint {
        var offset: Int
        var column: Int
        var utf16Column: Int
    }

    /// What a column counts. Each consumer of `check`'s output documents its
    /// own: a reader counts characters, SARIF's `columnKind` declares UTF-16
    /// code units, compilers (and so Xcode) count UTF-8 bytes.
    enum Unit {
        case characters, utf16, utf8
    }

    func location(ofUTF8Offset offset: Int) -> Location { location(ofUTF8Offset: offset, in: .characters) }

    func location(ofUTF8Offset offset: Int, in unit: Unit) -> Location {
        let clamped = min(max(offset, 0), bytes.count)
        // Taken once (from behind the cache's lock, which the other
        // thread may want too), not for each step.
        let lineStarts = self.lineStarts
        let line = Self.line(containing: clamped, lineStarts: lineStarts)
        let lineRange = contentRange(ofLine: line, lineStarts: lineStarts)
        if unit == .utf8 {
            return Location(line: line + 1, column: max(clamped, lineRange.start) - lineRange.start + 1)
        }
        var start = Checkpoint(offset: lineRange.start, column: 0, utf16Column: 0)
        if lineRange.end - lineRange.start >= Self.longLine {
            let lineCheckpoints = cache.checkpoints(ofLine: line) { Self.checkpoints(of: lineRange, in: bytes) }
            if let last = Self.lastCheckpoint(atOrBefore: clamped, in: lineCheckpoints) { start = last }
        }
        let restRange = start.offset..<max(start.offset, clamped)
        if unit == .utf16 {
            return Location(line: line + 1, column: start.utf16Column + Self.utf16Count(bytes[restRange]) + 1)
        }
        // Within a line (no CR or LF) each ASCII byte is one cluster: most
        // problems are found after ASCII text, and every one is located.
        if !bytes[restRange].contains(where: { $0 >= 0x80 }) {
            return Location(line: line + 1, column: start.column + restRange.count + 1)
        }
        let rest = String(decoding: bytes[restRange], as: UTF8.self)
        return Location(line: line + 1, column: start.column + rest.count + 1)
    }

    /// A checkpoint every `checkpointSpacing` clusters of the line, in order.
    static func checkpoints(of range: ByteRange, in bytes: [UInt8]) -> [Checkpoint] {
        let text = String(decoding: bytes[range.start..<range.end], as: UTF8.self)
        var result: [Checkpoint] = []
        var column = 0
        var utf16Column = 0
        var index = text.startIndex
        while index < text.endIndex {
            if column.isMultiple(of: checkpointSpacing) {
                let offset = range.start + text.utf8.distance(from: text.startIndex, to: index)
                result.append(Checkpoint(offset: offset, column: column, utf16Column: utf16Column))
            }
            let next = text.index(after: index)
            utf16Column += text.utf16.distance(from: index, to: next)
            index = next
            column += 1
        }
        return result
    }

    /// The UTF-16 code units of valid UTF-8 `bytes`: one for each scalar's
    /// first byte, and one more for each four-byte scalar (a surrogate pair).
    static func utf16Count(_ bytes: ArraySlice<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count += byte >= 0xF0 ? 2 : 1 }
        return count
    }

    /// Binary search: the last checkpoint at or before `offset`.
    static func lastCheckpoint(atOrBefore offset: Int, in checkpoints: [Checkpoint]) -> Checkpoint? {
        var low = 0
        var high = checkpoints.count
        while low < high {
            let middle = (low + high) / 2
            if checkpoints[middle].offset <= offset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : checkpoints[low - 1]
    }
}

/// The line starts of a text and the checkpoints of each long line, each
/// computed on first use, under a lock: a file's link problems are located
/// on every core at once (`CheckLinks`).
private final class LineCache: Sendable {
    private struct Found {
        var starts: [UInt32]?
        var checkpointsByLine: [Int: [CharacterColumns.Checkpoint]] = [:]
    }

    private let found = Locked(Found())

    func lineStarts(of bytes: [UInt8]) -> [UInt32] {
        found.withLock { found in
            if let starts = found.starts { return starts }
            let computed = CharacterColumns.lineStarts(of: bytes)
            found.starts = computed
            return computed
        }
    }

    func checkpoints(ofLine line: Int, compute: () -> [CharacterColumns.Checkpoint]) -> [CharacterColumns.Checkpoint] {
        found.withLock { found in
            if let cached = found.checkpointsByLine[line] { return cached }
            let computed = compute()
            found.checkpointsByLine[line] = computed
            return computed
        }
    }
}

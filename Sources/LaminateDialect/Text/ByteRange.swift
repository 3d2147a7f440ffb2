/// A half-open range of UTF-8 byte offsets into a document's source.
///
/// Every node and every piece of markup in a `SyntaxTree` is located by one.
/// Offsets are plain integers so that ranges are cheap to store, compare and
/// shift; conversion to line/column positions happens at the edge (the
/// server's line index), never here.
public struct ByteRange: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var start: Int
    public var end: Int

    public init(_ start: Int, _ end: Int) {
        precondition(start <= end, "ByteRange start \(start) is after end \(end)")
        self.start = start
        self.end = end
    }

    public init(_ range: Range<Int>) {
        self.start = range.lowerBound
        self.end = range.upperBound
    }

    public var count: Int { end - start }
    public var isEmpty: Bool { start == end }
    public var range: Range<Int> { start..<end }

    /// The range moved by `offset` bytes.
    public func shifted(by offset: Int) -> ByteRange {
        var range = self
        range.start += offset
        range.end += offset
        return range
    }

    public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }
    public func contains(_ other: ByteRange) -> Bool { other.start >= start && other.end <= end }

    public static func < (lhs: ByteRange, rhs: ByteRange) -> Bool {
        lhs.start != rhs.start ? lhs.start < rhs.start : lhs.end < rhs.end
    }

    public var description: String { "\(start)..<\(end)" }
}

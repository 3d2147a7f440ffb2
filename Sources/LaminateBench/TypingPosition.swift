import LaminateAppStrings
import LaminateDialect

/// Where a session types: between two words of the paragraph text nearest
/// the middle of the document, outside any attribute span (typing inside an
/// ingredient's text would add a stale-marking report and change the
/// figure's meaning).
enum TypingPosition {
    /// `nearTheMiddle(of:)`, or the failure every benchmark that types into
    /// a Markdown document reports when there is nowhere to type.
    static func required(in bytes: [UInt8]) throws -> Int {
        guard let position = nearTheMiddle(of: bytes) else { throw BenchFailure("no paragraph to type into") }
        return position
    }

    /// A UTF-8 offset just after a space, or nil when no paragraph has one.
    static func nearTheMiddle(of bytes: [UInt8]) -> Int? {
        let tree = MarkdownParser.parse(bytes)
        let middle = bytes.count / 2
        var best: Int?
        for node in tree.nodeIDs.lazy.map({ tree[$0] }) {
            guard case .text = node.kind, let parent = node.parent, case .paragraph = tree[parent].kind,
                let offset = afterSpace(in: node.range, of: bytes)
            else { continue }
            if best.map({ abs($0 - middle) > abs(offset - middle) }) ?? true { best = offset }
        }
        return best
    }

    /// The offset after a space in the middle part of a text node.
    private static func afterSpace(in range: ByteRange, of bytes: [UInt8]) -> Int? {
        guard range.end &- range.start > 8, range.end <= bytes.count else { return nil }
        let middle = range.start &+ (range.end &- range.start) / 2
        return (middle..<range.end &- 1).first { bytes[$0] == UInt8(ascii: " ") }.map { $0 &+ 1 }
    }

    /// In a container (a String Catalog, `.strings` or Swift file), a UTF-8
    /// offset just after a space in the prose of the string nearest the
    /// middle, where its text is copied verbatim; nil when no string has one.
    static func nearTheMiddle(ofContainer bytes: [UInt8], kind: ContainerKind) -> Int? {
        let strings = ContainerScan.scan(bytes, as: kind).strings
        let middle = bytes.count / 2
        let ordered = strings.sorted { abs($0.literalRange.start - middle) < abs($1.literalRange.start - middle) }
        for string in ordered {
            for segment in string.text.segments where segment.kind == .verbatim {
                let range = ByteRange(segment.sourceStart, segment.sourceEnd)
                if let offset = afterSpace(in: range, of: bytes), !bytes[range.range].contains(UInt8(ascii: "^")) { return offset }
            }
        }
        return nil
    }
}

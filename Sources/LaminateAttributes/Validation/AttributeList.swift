import LaminateDialect

/// An attribute list read from a span or definition, with the map from the
/// list's own offsets to the document's.
public struct AttributeList: Sendable, Hashable {
    public var object: JSON5Object
    /// The raw text the list was read from.
    public var text: MappedText

    /// Reads the raw attribute text of a span or attribute definition.
    public static func read(_ text: MappedText) -> Result<AttributeList, JSON5SyntaxError> {
        JSON5Reader.readAttributeList(text.bytes).map { value in
            AttributeList(object: value.objectValue ?? JSON5Object(hasBraces: false), text: text)
        }
    }

    /// A range of the list's text as a range of the document.
    public func sourceRange(_ range: ByteRange) -> ByteRange {
        guard !text.pieces.isEmpty else { return ByteRange(0, 0) }
        let end = min(range.end, text.bytes.count)
        let start = min(range.start, end)
        return text.sourceRange(start, end)
    }

    /// The document range of everything from `start` to `end` in the list's text.
    func sourceRange(_ start: Int, _ end: Int) -> ByteRange { sourceRange(ByteRange(start, max(start, end))) }

    /// The first member with `key` (the one Foundation uses).
    public subscript(key: String) -> JSON5Member? { object[key] }

    /// The edit that removes `member` and the comma that separates it from a neighbour.
    public func removal(of member: JSON5Member) -> SourceEdit {
        let members = object.members
        guard let index = index(of: member) else {
            return SourceEdit(range: sourceRange(member.range), replacement: "")
        }
        if index + 1 < members.count {
            return SourceEdit(range: sourceRange(member.keyRange.start, members[index + 1].keyRange.start), replacement: "")
        }
        if index > 0 {
            return SourceEdit(range: sourceRange(members[index - 1].value.range.end, member.value.range.end), replacement: "")
        }
        return SourceEdit(range: sourceRange(member.range), replacement: "")
    }

    /// Where `member` is among the members. They are in source order, each
    /// key after the one before, so a binary search by the key's offset
    /// finds it: a linear search made checking one list of many unknown
    /// keys (a fix each) quadratic (`AttributeListRemovalTests`).
    func index(of member: JSON5Member) -> Int? {
        let members = object.members
        var low = 0
        var high = members.count
        while low < high {
            let middle = (low + high) / 2
            if members[middle].keyRange.start < member.keyRange.start { low = middle + 1 } else { high = middle }
        }
        guard low < members.count, members[low] == member else { return nil }
        return low
    }

    /// The edit that adds `key: valueText` at the end of the list.
    public func insertion(key: String, valueText: String) -> SourceEdit {
        if let last = object.members.last {
            let end = sourceRange(last.value.range.end, last.value.range.end)
            return SourceEdit(range: ByteRange(end.end, end.end), replacement: ", \(key): \(valueText)")
        }
        // An empty list: after the `{` if it has braces, else at its start.
        var offset = 0
        if object.hasBraces, let brace = text.bytes.firstIndex(of: UInt8(ascii: "{")) { offset = brace + 1 }
        let position = text.pieces.isEmpty ? 0 : text.sourceOffset(at: min(offset, text.bytes.count))
        return SourceEdit(range: ByteRange(position, position), replacement: "\(key): \(valueText)")
    }
}

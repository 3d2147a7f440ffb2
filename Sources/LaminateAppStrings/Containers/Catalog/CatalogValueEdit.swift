import LaminateDialect

extension ContainerScan {
    /// The longest line a catalog edit is looked at in alone: a catalog
    /// written on one line is read whole again after any edit outside its
    /// strings.
    static let longestLineReadAlone = 1 << 16

    /// Whether `edit`, which turned String Catalog `old` into `new`, leaves
    /// the catalog's strings as they were (moved by the edit): it lies
    /// inside the content of one JSON string that is a member's value no
    /// string depends on (a `comment`, a `state`, the `version`; anything
    /// but a `value` or the `sourceLanguage`), and that string is still
    /// exactly one string.
    ///
    /// A JSON string holds no line break, so a line of a valid catalog
    /// starts outside every string: the edited line is read from its start
    /// to find the string the edit is in and the member it is the value
    /// of, both on that line; anything else (a member's name, an array's
    /// string, a line break typed or deleted) is an edit to read whole.
    public static func editLeavesCatalogStrings(_ edit: TextChange, old: [UInt8], new: [UInt8]) -> Bool {
        let start = edit.oldRange.start
        let end = edit.oldRange.end
        guard start >= 0, end <= old.count, start + edit.newCount <= new.count, new.count == old.count + edit.shift else {
            return false
        }
        let breaks: Set<UInt8> = [0x0A, 0x0D]
        if old[start..<end].contains(where: breaks.contains) || new[start..<(start + edit.newCount)].contains(where: breaks.contains) {
            return false
        }
        var lineStart = start
        while lineStart > 0, !breaks.contains(old[lineStart - 1]) {
            lineStart -= 1
            if start - lineStart > longestLineReadAlone { return false }
        }
        // The line's tokens up to the string holding the edit: each string's
        // range, and whether a `:` came before it.
        var index = lineStart
        var strings: [(range: ByteRange, afterColon: Bool)] = []
        var colon = false
        while index < old.count, !breaks.contains(old[index]), index <= start {
            let byte = old[index]
            if byte == UInt8(ascii: "\"") {
                let literalStart = index
                index += 1
                while index < old.count, old[index] != UInt8(ascii: "\"") {
                    if breaks.contains(old[index]) { return false }
                    index += old[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                guard index < old.count else { return false }
                index += 1
                strings.append((ByteRange(literalStart, index), colon))
                colon = false
            } else {
                if byte == UInt8(ascii: ":") { colon = true } else if !byte.isJSONSpace { colon = false }
                index += 1
            }
        }
        // The edit strictly inside the last string's content, that string a
        // member's value (after `name :`, not followed by `:`).
        guard let value = strings.last, value.range.start < start, end < value.range.end, value.afterColon,
            strings.count >= 2, strings[strings.count - 2].range.end <= value.range.start
        else { return false }
        var after = value.range.end
        while after < old.count, old[after].isJSONSpace { after += 1 }
        if after < old.count, old[after] == UInt8(ascii: ":") { return false }
        let name = strings[strings.count - 2].range
        guard let member = LiteralRereader.decodedString(Array(old[name.range]), .json), member != "value", member != "sourceLanguage"
        else { return false }
        // Still exactly one string, ending where the old one did (moved).
        return LiteralRereader.decode(Array(new[value.range.start..<(value.range.end + edit.shift)]), .json) != nil
    }
}

extension UInt8 {
    fileprivate var isJSONSpace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D }
}

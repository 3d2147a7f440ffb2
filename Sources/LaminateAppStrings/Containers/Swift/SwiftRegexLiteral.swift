/// Regex literals, skipped over so that a `"` inside one is never read as
/// the start of a string: `#/…/#` (any number of `#`; across lines when
/// `#/` ends its line) and `/…/` where Swift reads one — in the place of an
/// operand (not after a name, a number, a literal or a closing bracket), not
/// starting with a space or a tab, and closed by an unescaped `/` on the
/// same line. A `/` that fits none of this is division, as the compiler
/// also decides.
extension SwiftLiteralReader {
    /// The end of the extended regex literal starting at `start` (its `#`s), or nil.
    func extendedRegexEnd(at start: Int) -> Int? {
        let count = hashes(from: start)
        let open = start + count
        guard count > 0, byte(at: open) == UInt8(ascii: "/") else { return nil }
        let multiline = byte(at: open + 1) == 0x0A || (byte(at: open + 1) == 0x0D)
        var offset = open + 1
        while offset < bytes.count {
            let current = bytes[offset]
            if current == 0x0A, !multiline { return nil }
            if current == UInt8(ascii: "\\") {
                offset += 2
                continue
            }
            if current == UInt8(ascii: "/"), hashes(from: offset + 1) >= count { return offset + 1 + count }
            offset += 1
        }
        return nil
    }

    /// The end of the bare regex literal starting at `start` (its `/`), or nil.
    func bareRegexEnd(at start: Int) -> Int? {
        guard let next = byte(at: start + 1), next != UInt8(ascii: " "), next != UInt8(ascii: "\t"), next != 0x0A,
            next != UInt8(ascii: "/"), next != UInt8(ascii: "*"), followsOperandPosition(start)
        else { return nil }
        var offset = start + 1
        var inClass = 0
        while offset < bytes.count {
            let current = bytes[offset]
            if current == 0x0A || current == 0x0D { return nil }
            if current == UInt8(ascii: "\\") {
                offset += 2
                continue
            }
            if current == UInt8(ascii: "[") { inClass += 1 }
            if current == UInt8(ascii: "]"), inClass > 0 { inClass -= 1 }
            if current == UInt8(ascii: "/"), inClass == 0 { return offset + 1 }
            offset += 1
        }
        return nil
    }

    /// Whether what comes before `offset` (spaces aside) leaves room for an
    /// operand: the start, an operator, an opening bracket, a comma, a
    /// colon, `=`, or a keyword such as `return`; not a name, a number, a
    /// literal's end or a closing bracket, after which `/` divides.
    private func followsOperandPosition(_ offset: Int) -> Bool {
        var before = offset - 1
        while before >= 0, bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") { before -= 1 }
        guard before >= 0 else { return true }
        let previous = bytes[before]
        let isWordByte =
            previous == UInt8(ascii: "_") || (previous >= 0x30 && previous <= 0x39)
            || (previous | 0x20 >= UInt8(ascii: "a") && previous | 0x20 <= UInt8(ascii: "z")) || previous >= 0x80
        if isWordByte {
            // A keyword before it is not an operand (`return /x/`, `case /x/`).
            var wordStart = before
            while wordStart > 0, Self.isWordByte(bytes[wordStart - 1]) { wordStart -= 1 }
            let word = String(decoding: bytes[wordStart...before], as: UTF8.self)
            return Self.keywordsBeforeOperands.contains(word)
        }
        return !")]}\"`'#".utf8.contains(previous)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || byte >= 0x80
    }

    static let keywordsBeforeOperands: Set<String> = ["return", "case", "in", "where", "if", "guard", "while", "throw", "try", "await", "is", "as"]
}

/// Recognizes raw inline HTML as CommonMark defines it: open and closing
/// tags, comments, processing instructions, declarations and CDATA sections.
///
/// Comments, processing instructions, CDATA and declarations end at a fixed
/// string; once a search for one has failed to the end of the block, later
/// openers of that kind fail at once (as cmark does), so `<!--` repeated
/// without `-->` stays linear.
struct InlineHTMLScanner {
    private var noCommentEnd = false
    private var noProcessingInstructionEnd = false
    private var noCDATAEnd = false
    private var noDeclarationEnd = false

    /// If raw HTML starts at `start` (a `<`), returns the offset after it.
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        let index = start &+ 1
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        if Self.isLetter(byte) { return Self.scanOpenTag(bytes, at: index) }
        switch byte {
        case UInt8(ascii: "/"):
            return Self.scanClosingTag(bytes, at: index &+ 1)
        case UInt8(ascii: "?"):
            guard !noProcessingInstructionEnd else { return nil }
            let end = Self.find("?>", in: bytes, from: index &+ 1)
            if end == nil { noProcessingInstructionEnd = true }
            return end
        case UInt8(ascii: "!"):
            return scanBang(bytes, at: index &+ 1)
        default:
            return nil
        }
    }

    private mutating func scanBang(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        if Self.hasPrefix("--", bytes, at: start) {
            let after = start &+ 2
            if Self.hasPrefix(">", bytes, at: after) { return after &+ 1 }
            if Self.hasPrefix("->", bytes, at: after) { return after &+ 2 }
            guard !noCommentEnd else { return nil }
            let end = Self.find("-->", in: bytes, from: after)
            if end == nil { noCommentEnd = true }
            return end
        }
        if Self.hasPrefix("[CDATA[", bytes, at: start) {
            guard !noCDATAEnd else { return nil }
            let end = Self.find("]]>", in: bytes, from: start &+ 7)
            if end == nil { noCDATAEnd = true }
            return end
        }
        if start < bytes.count, Self.isLetter(bytes[start]) {
            guard !noDeclarationEnd else { return nil }
            let end = Self.find(">", in: bytes, from: start &+ 1)
            if end == nil { noDeclarationEnd = true }
            return end
        }
        return nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0B || byte == 0x0C || byte == 0x0D
    }

    private static func hasPrefix(_ prefix: StaticString, _ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard start >= 0, start &+ count <= bytes.count else { return false }
        let pointer = prefix.utf8Start
        for offset in 0..<count where bytes[start &+ offset] != pointer[offset] { return false }
        return true
    }

    /// The offset just after the first occurrence of `needle` at or after `start`.
    private static func find(_ needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let count = needle.utf8CodeUnitCount
        let first = needle.utf8Start[0]
        var index = start
        while index &+ count <= bytes.count {
            if bytes[index] == first, hasPrefix(needle, bytes, at: index) { return index &+ count }
            index &+= 1
        }
        return nil
    }

    private static func skipTagName(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        guard start < bytes.count, isLetter(bytes[start]) else { return nil }
        var index = start &+ 1
        while index < bytes.count, isLetter(bytes[index]) || isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "-") {
            index &+= 1
        }
        return index
    }

    private static func skipSpaces(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count, isSpace(bytes[index]) { index &+= 1 }
        return index
    }

    /// `<` tagname attribute* whitespace? `/`? `>`
    private static func scanOpenTag(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        guard var index = skipTagName(bytes, at: start) else { return nil }
        while true {
            let afterSpace = skipSpaces(bytes, from: index)
            guard afterSpace < bytes.count else { return nil }
            let byte = bytes[afterSpace]
            if byte == UInt8(ascii: ">") { return afterSpace &+ 1 }
            if byte == UInt8(ascii: "/") {
                return afterSpace &+ 1 < bytes.count && bytes[afterSpace &+ 1] == UInt8(ascii: ">") ? afterSpace &+ 2 : nil
            }
            // An attribute needs whitespace before it.
            guard afterSpace > index, let attributeEnd = scanAttribute(bytes, at: afterSpace) else { return nil }
            index = attributeEnd
        }
    }

    /// attributename (whitespace? `=` whitespace? value)?
    private static func scanAttribute(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        let first = bytes[start]
        guard isLetter(first) || first == UInt8(ascii: "_") || first == UInt8(ascii: ":") else { return nil }
        var index = start &+ 1
        while index < bytes.count {
            let byte = bytes[index]
            guard
                isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
                    || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            else { break }
            index &+= 1
        }
        let nameEnd = index
        let equals = skipSpaces(bytes, from: index)
        guard equals < bytes.count, bytes[equals] == UInt8(ascii: "=") else { return nameEnd }
        let valueStart = skipSpaces(bytes, from: equals &+ 1)
        guard valueStart < bytes.count else { return nil }
        let quote = bytes[valueStart]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            var end = valueStart &+ 1
            while end < bytes.count, bytes[end] != quote { end &+= 1 }
            return end < bytes.count ? end &+ 1 : nil
        }
        var end = valueStart
        while end < bytes.count {
            let byte = bytes[end]
            if isSpace(byte) || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "=")
                || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "`") || byte == 0
            {
                break
            }
            end &+= 1
        }
        return end > valueStart ? end : nil
    }

    /// `</` tagname whitespace? `>`
    private static func scanClosingTag(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        guard let nameEnd = skipTagName(bytes, at: start) else { return nil }
        let index = skipSpaces(bytes, from: nameEnd)
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { return nil }
        return index &+ 1
    }
}

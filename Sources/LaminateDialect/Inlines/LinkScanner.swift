/// Scans the parts of links and reference definitions: labels, destinations
/// and titles. Pure functions over the block's bytes; offsets in, offsets out.
enum LinkScanner {
    /// Link labels may hold at most this many characters (CommonMark: 999).
    static let maximumLabelLength = 999
    /// Parentheses in a bare destination may nest this deep (as in cmark).
    static let maximumParenthesisDepth = 32

    struct Label {
        /// Between the brackets.
        var innerStart: Int
        var innerEnd: Int
        /// Just after `]`.
        var end: Int
    }

    /// A label `[…]` starting at `start` (which must be `[`): no unescaped
    /// brackets inside, at most 999 characters.
    static func scanLabel(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Label? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "[") else { return nil }
        var index = start &+ 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "["):
                return nil
            case UInt8(ascii: "]"):
                return Label(innerStart: start &+ 1, innerEnd: index, end: index &+ 1)
            case UInt8(ascii: "\\"):
                index &+= 1
                if index < bytes.count, InlineCharacterClass.isASCIIPunctuation(bytes[index]) { index &+= 1 }
            default:
                index &+= 1
            }
            if index &- start > maximumLabelLength &+ 1 { return nil }
        }
        return nil
    }

    /// Whether `bytes[start ..< end]` holds something other than whitespace.
    static func hasNonWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var index = start
        while index < end {
            if !isWhitespace(bytes[index]) { return true }
            index &+= 1
        }
        return false
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0B || byte == 0x0C || byte == 0x0D
    }

    /// Skips spaces and tabs, at most one line ending, then spaces and tabs.
    static func skipSpacesAndNewline(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index &+= 1 }
        if index < bytes.count, bytes[index] == 0x0A {
            index &+= 1
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index &+= 1 }
        }
        return index
    }

    struct Destination {
        /// The destination as written, with `<>` if it has them.
        var start: Int
        var end: Int
        /// Without `<>`.
        var valueStart: Int
        var valueEnd: Int
    }

    /// A link destination starting at `start`: `<…>` (no line ending or
    /// unescaped `<`), or a bare run without spaces or control characters in
    /// which parentheses balance. A bare destination may be empty, and may end
    /// at the end of the text only if `mayEndAtEnd`.
    static func scanDestination(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, mayEndAtEnd: Bool) -> Destination? {
        let end = bytes.count
        var index = start
        if index < end, bytes[index] == UInt8(ascii: "<") {
            index &+= 1
            while index < end {
                let byte = bytes[index]
                if byte == UInt8(ascii: ">") {
                    return Destination(start: start, end: index &+ 1, valueStart: start &+ 1, valueEnd: index)
                }
                if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\n") { return nil }
                if byte == UInt8(ascii: "\\"), index &+ 1 < end, InlineCharacterClass.isASCIIPunctuation(bytes[index &+ 1]) {
                    index &+= 2
                } else {
                    index &+= 1
                }
            }
            return nil
        }
        var depth = 0
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index &+ 1 < end, InlineCharacterClass.isASCIIPunctuation(bytes[index &+ 1]) {
                index &+= 2
            } else if byte == UInt8(ascii: "(") {
                depth &+= 1
                if depth > maximumParenthesisDepth { return nil }
                index &+= 1
            } else if byte == UInt8(ascii: ")") {
                if depth == 0 { break }
                depth &-= 1
                index &+= 1
            } else if (byte <= 0x20 && byte != 0) || byte == 0x7F {
                // NUL is U+FFFD to cmark, so not a control character here.
                break
            } else {
                index &+= 1
            }
        }
        guard depth == 0, index < end || mayEndAtEnd else { return nil }
        return Destination(start: start, end: index, valueStart: start, valueEnd: index)
    }

    /// A title starting at `start`: `"…"`, `'…'` or `(…)` with backslash
    /// escapes; returns the offset just after it.
    static func scanTitle(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        let opener = bytes[start]
        let closer: UInt8
        switch opener {
        case UInt8(ascii: "\""): closer = opener
        case UInt8(ascii: "'"): closer = opener
        case UInt8(ascii: "("): closer = UInt8(ascii: ")")
        default: return nil
        }
        var index = start &+ 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == closer { return index &+ 1 }
            if opener == UInt8(ascii: "(") && byte == UInt8(ascii: "(") { return nil }
            if byte == UInt8(ascii: "\\"), index &+ 1 < bytes.count, InlineCharacterClass.isASCIIPunctuation(bytes[index &+ 1]) {
                index &+= 2
            } else {
                index &+= 1
            }
        }
        return nil
    }

    struct InlineTarget {
        var destination: Destination
        /// The title with its quotes, if any.
        var title: Range<Int>?
        /// The offset of the closing `)`.
        var closeParenthesis: Int
    }

    /// `(destination "title")` starting at `openParenthesis`.
    static func scanInlineTarget(_ bytes: UnsafeBufferPointer<UInt8>, openParenthesis: Int) -> InlineTarget? {
        var index = skipSpacesAndNewline(bytes, from: openParenthesis &+ 1)
        guard let destination = scanDestination(bytes, at: index, mayEndAtEnd: false) else { return nil }
        index = destination.end
        let beforeTitle = index
        index = skipSpacesAndNewline(bytes, from: index)
        var title: Range<Int>?
        if index != beforeTitle, let titleEnd = scanTitle(bytes, at: index) {
            title = index..<titleEnd
            index = skipSpacesAndNewline(bytes, from: titleEnd)
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ")") else { return nil }
        return InlineTarget(destination: destination, title: title, closeParenthesis: index)
    }
}

import LaminateDialect

/// Finds the attribute list a cursor is in from the source around it, not
/// from the tree: while a list is being typed it is usually unfinished
/// (`^[x](fore`, no `)` yet), and the parser leaves such text literal.
enum AttributeListLocator {
    /// How far back to look for the `(` of a list; lists are short, and the
    /// limit keeps a cursor in a huge paragraph cheap.
    static let lookBehindLimit = 4096

    /// The attribute list containing `offset`: from just after its `(` (or
    /// the `]:` of a definition line) to its `)` (or the end of the line, or
    /// of the paragraph while it is unfinished); nil when the cursor is not
    /// inside one.
    static func list(containing offset: Int, in text: [UInt8]) -> ByteRange? {
        guard offset >= 0, offset <= text.count else { return nil }
        if let start = definitionListStart(containing: offset, in: text) {
            var end = offset
            while end < text.count, text[end] != UInt8(ascii: "\n"), text[end] != UInt8(ascii: "\r") { end &+= 1 }
            return ByteRange(start, end)
        }
        guard let start = listStart(containing: offset, in: text) else { return nil }
        return ByteRange(start, max(offset, listEnd(from: start, in: text)))
    }

    /// The offset just after the `(` that opens the inline attribute list
    /// containing `offset`.
    private static func listStart(containing offset: Int, in text: [UInt8]) -> Int? {
        var depth = 0
        var index = offset &- 1
        let stop = max(0, offset &- lookBehindLimit)
        while index >= stop {
            let byte = text[index]
            if byte == UInt8(ascii: "\n"), isBlankLineEnd(at: index, in: text) { return nil }
            if !isEscaped(index, in: text) {
                if byte == UInt8(ascii: ")") {
                    depth &+= 1
                } else if byte == UInt8(ascii: "("), depth > 0 {
                    depth &-= 1
                } else if byte == UInt8(ascii: "("), index > 0, text[index &- 1] == UInt8(ascii: "]") {
                    // `](` at depth 0: an attribute list if the `]` closes a `^[`, else a link.
                    return spanOpener(closingAt: index &- 1, in: text) != nil ? index &+ 1 : nil
                }
            }
            index &-= 1
        }
        return nil
    }

    /// Where the list that starts at `listStart` ends: its first unbalanced
    /// `)`, else the end of its paragraph (or of the look-ahead limit).
    private static func listEnd(from listStart: Int, in text: [UInt8]) -> Int {
        var depth = 0
        var index = max(0, listStart)
        let stop = min(text.count, listStart &+ lookBehindLimit)
        while index < stop {
            let byte = text[index]
            if byte == UInt8(ascii: "\\") {
                index &+= 2
                continue
            }
            if byte == UInt8(ascii: "(") {
                depth &+= 1
            } else if byte == UInt8(ascii: ")") {
                if depth == 0 { return index }
                depth &-= 1
            } else if byte == UInt8(ascii: "\n"), index > listStart, isBlankLineEnd(at: index, in: text) {
                return index
            }
            index &+= 1
        }
        return min(index, text.count)
    }

    /// For a cursor on a line `^[label]: …`, after the colon: where the list starts.
    private static func definitionListStart(containing offset: Int, in text: [UInt8]) -> Int? {
        var lineStart = offset
        while lineStart > 0, text[lineStart &- 1] != UInt8(ascii: "\n") { lineStart &-= 1 }
        var index = lineStart
        var spaces = 0
        while index < offset, text[index] == UInt8(ascii: " "), spaces < 3 {
            index &+= 1
            spaces &+= 1
        }
        guard index &+ 1 < offset, text[index] == UInt8(ascii: "^"), text[index &+ 1] == UInt8(ascii: "[") else { return nil }
        index &+= 2
        while index < offset, text[index] != UInt8(ascii: "]") {
            if text[index] == UInt8(ascii: "\\") { index &+= 1 }
            index &+= 1
        }
        guard index &+ 1 < offset, text[index &+ 1] == UInt8(ascii: ":") else { return nil }
        return index &+ 2
    }

    /// The offset of the `^` of the `^[` that the `]` at `close` closes, brackets balanced.
    private static func spanOpener(closingAt close: Int, in text: [UInt8]) -> Int? {
        var depth = 0
        var index = close &- 1
        let stop = max(0, close &- lookBehindLimit)
        while index >= stop {
            let byte = text[index]
            if byte == UInt8(ascii: "\n"), isBlankLineEnd(at: index, in: text) { return nil }
            if !isEscaped(index, in: text) {
                if byte == UInt8(ascii: "]") {
                    depth &+= 1
                } else if byte == UInt8(ascii: "[") {
                    if depth == 0 {
                        return index > 0 && text[index &- 1] == UInt8(ascii: "^") ? index &- 1 : nil
                    }
                    depth &-= 1
                }
            }
            index &-= 1
        }
        return nil
    }

    /// Whether the newline at `index` ends a blank line (a paragraph ends there).
    private static func isBlankLineEnd(at index: Int, in text: [UInt8]) -> Bool {
        var previous = index &- 1
        while previous >= 0,
            text[previous] == UInt8(ascii: " ") || text[previous] == UInt8(ascii: "\t")
                || text[previous] == UInt8(ascii: "\r")
        {
            previous &-= 1
        }
        return previous < 0 || text[previous] == UInt8(ascii: "\n")
    }

    /// Whether the byte at `index` follows an odd number of backslashes.
    private static func isEscaped(_ index: Int, in text: [UInt8]) -> Bool {
        var count = 0
        var previous = index &- 1
        while previous >= 0, text[previous] == UInt8(ascii: "\\"), count < 64 {
            count &+= 1
            previous &-= 1
        }
        return count % 2 == 1
    }
}

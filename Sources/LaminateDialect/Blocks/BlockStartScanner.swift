/// Recognizers for the lines that start (or end) leaf blocks: thematic
/// breaks, ATX headings, setext underlines, code fences and list markers.
///
/// Each looks at one line, `bytes[position ..< lineEnd]` (the line ending
/// excluded), from the line's first non-space byte, and never allocates.
enum BlockStartScanner {
    static func isSpaceOrTab(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// cmark's `spacechar`: space, tab, vertical tab, form feed.
    static func isSpaceCharacter(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C
    }

    /// The result of looking for a thematic break.
    enum ThematicBreakScan {
        case found
        /// Not a thematic break; scanning from any position before
        /// `failedAt` on this line would fail the same way.
        case notFound(failedAt: Int)
    }

    /// `***`, `---` or `___`, three or more, with spaces or tabs between.
    static func scanThematicBreak(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int, lineEnd: Int) -> ThematicBreakScan {
        guard position < lineEnd else { return .notFound(failedAt: lineEnd) }
        let character = bytes[position]
        guard character == UInt8(ascii: "*") || character == UInt8(ascii: "-") || character == UInt8(ascii: "_") else {
            return .notFound(failedAt: position)
        }
        var count = 0
        var index = position
        while index < lineEnd {
            let byte = bytes[index]
            if byte == character {
                count += 1
            } else if !isSpaceOrTab(byte) {
                return .notFound(failedAt: index)
            }
            index += 1
        }
        return count >= 3 ? .found : .notFound(failedAt: lineEnd)
    }

    /// The length of an ATX heading's opening (`#`s and the spaces after
    /// them), and its level; nil if the line does not open one.
    static func scanATXHeadingStart(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int, lineEnd: Int) -> (length: Int, level: Int)? {
        var index = position
        while index < lineEnd, bytes[index] == UInt8(ascii: "#"), index - position < 7 { index += 1 }
        let level = index - position
        guard level >= 1, level <= 6 else { return nil }
        if index == lineEnd { return (level, level) }
        guard isSpaceOrTab(bytes[index]) else { return nil }
        while index < lineEnd, isSpaceOrTab(bytes[index]) { index += 1 }
        return (index - position, level)
    }

    /// 1 for a `===` underline, 2 for `---`; nil otherwise.
    static func scanSetextUnderline(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int, lineEnd: Int) -> Int? {
        guard position < lineEnd else { return nil }
        let character = bytes[position]
        guard character == UInt8(ascii: "=") || character == UInt8(ascii: "-") else { return nil }
        var index = position
        while index < lineEnd, bytes[index] == character { index += 1 }
        while index < lineEnd, isSpaceOrTab(bytes[index]) { index += 1 }
        guard index == lineEnd else { return nil }
        return character == UInt8(ascii: "=") ? 1 : 2
    }

    /// The length of an opening code fence (three or more backticks with no
    /// backtick after them on the line, or three or more tildes).
    static func scanOpeningFence(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int, lineEnd: Int) -> Int? {
        guard position < lineEnd else { return nil }
        let character = bytes[position]
        guard character == UInt8(ascii: "`") || character == UInt8(ascii: "~") else { return nil }
        var index = position
        while index < lineEnd, bytes[index] == character { index += 1 }
        let length = index - position
        guard length >= 3 else { return nil }
        if character == UInt8(ascii: "`") {
            while index < lineEnd {
                if bytes[index] == UInt8(ascii: "`") { return nil }
                index += 1
            }
        }
        return length
    }

    /// The length of a closing fence of `character`s followed only by spaces
    /// and tabs; nil if the line is not one.
    static func scanClosingFence(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int, lineEnd: Int, character: UInt8) -> Int? {
        var index = position
        while index < lineEnd, bytes[index] == character { index += 1 }
        let length = index - position
        guard length >= 3 else { return nil }
        while index < lineEnd, isSpaceOrTab(bytes[index]) { index += 1 }
        return index == lineEnd ? length : nil
    }

    /// A list marker at `position`: its kind and length. When the item would
    /// interrupt a paragraph, an ordered list must start at 1 and the item
    /// must not be empty.
    static func scanListMarker(
        _ bytes: UnsafeBufferPointer<UInt8>, at position: Int, lineEnd: Int,
        interruptsParagraph: Bool
    ) -> (kind: ListInfo.Kind, length: Int)? {
        guard position < lineEnd else { return nil }
        let first = bytes[position]
        var index = position
        let kind: ListInfo.Kind
        if first == UInt8(ascii: "*") || first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            index += 1
            kind = .bullet(marker: first)
        } else if first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9") {
            var start = 0
            var digits = 0
            // Nine digits at most, as CommonMark says, so the number cannot overflow.
            while index < lineEnd, digits < 9, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                start = start * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
                digits += 1
            }
            guard index < lineEnd else { return nil }
            let delimiter = bytes[index]
            guard delimiter == UInt8(ascii: ".") || delimiter == UInt8(ascii: ")") else { return nil }
            if interruptsParagraph && start != 1 { return nil }
            index += 1
            kind = .ordered(start: start, delimiter: delimiter)
        } else {
            return nil
        }
        // The marker must be followed by whitespace or the end of the line.
        if index < lineEnd {
            let next = bytes[index]
            guard next == 0x20 || next == 0x09 || next == 0x0B || next == 0x0C else { return nil }
        }
        if interruptsParagraph {
            var probe = index
            while probe < lineEnd, isSpaceOrTab(bytes[probe]) { probe += 1 }
            if probe == lineEnd { return nil }
        }
        return (kind, index - position)
    }
}

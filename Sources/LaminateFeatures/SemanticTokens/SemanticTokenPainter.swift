import LaminateDialect

/// Turns possibly overlapping tokens into non-overlapping ones, the
/// innermost winning: where one token's range contains another's, the
/// outer one is split around the inner one (a code span over two lines of
/// a block quote becomes two code tokens around the second line's `>`).
///
/// Where two ranges overlap without one containing the other, the later
/// one wins the overlap; where two ranges are equal, the one added last
/// wins. One sort and one pass with a stack: O(n log n).
enum SemanticTokenPainter {
    static func paint(_ tokens: [SemanticToken], text: [UInt8]) -> [SemanticToken] {
        // Sort small keys rather than indices into the tokens: contiguous,
        // and nearly sorted already (the collector adds tokens mostly in
        // document order), which the standard library's merge sort exploits.
        var keys = tokens.indices.map { SortKey(start: tokens[$0].range.start, end: tokens[$0].range.end, index: $0) }
        if !keys.isSorted { keys.sort() }
        var painter = Painter(tokens: tokens, text: text)
        for key in keys where key.start < key.end {
            painter.add(key.index)
        }
        painter.finish()
        return painter.output
    }

    /// Document order, outer before inner at the same start, and in the
    /// order added when the ranges are equal.
    private struct SortKey: Comparable {
        var start: Int
        var end: Int
        var index: Int

        static func < (left: SortKey, right: SortKey) -> Bool {
            if left.start != right.start { return left.start < right.start }
            if left.end != right.end { return left.end > right.end }
            return left.index < right.index
        }
    }

    private struct Painter {
        let tokens: [SemanticToken]
        let text: [UInt8]
        var output: [SemanticToken] = []
        /// Tokens whose range contains the current position, outermost
        /// first, with how far each has been written out.
        var open: [(index: Int, cursor: Int)] = []

        init(tokens: [SemanticToken], text: [UInt8]) {
            self.tokens = tokens
            self.text = text
            output.reserveCapacity(tokens.count)
        }

        mutating func add(_ index: Int) {
            let range = tokens[index].range
            // Close tokens that end before this one starts.
            while let top = open.last, tokens[top.index].range.end <= range.start {
                closeTop(at: tokens[top.index].range.end)
            }
            // Tokens that this one overlaps without being inside them end where it starts.
            while let top = open.last, tokens[top.index].range.end < range.end {
                write(top.index, from: top.cursor, to: range.start)
                open.removeLast()
                if !open.isEmpty { open[open.count - 1].cursor = max(open[open.count - 1].cursor, range.start) }
            }
            // The enclosing token is written up to here and resumes after this one.
            if let top = open.last {
                write(top.index, from: top.cursor, to: range.start)
                open[open.count - 1].cursor = max(top.cursor, range.start)
            }
            open.append((index, range.start))
        }

        mutating func finish() {
            while let top = open.last {
                closeTop(at: tokens[top.index].range.end)
            }
        }

        /// Writes the rest of the innermost open token and moves its
        /// enclosing token's cursor past it.
        private mutating func closeTop(at end: Int) {
            guard let top = open.popLast() else { return }
            write(top.index, from: top.cursor, to: end)
            if !open.isEmpty { open[open.count - 1].cursor = max(open[open.count - 1].cursor, end) }
        }

        /// Appends the part `start..<end` of a token, without line
        /// terminators at either end (a piece cut before the next line's
        /// `>`) and, except for code and HTML, whose every byte is content,
        /// without spaces and tabs (the space after `>` belongs to the
        /// quote's prefix, so it is cut from the code span that continues
        /// after it, and trimmed from the marker).
        private mutating func write(_ index: Int, from start: Int, to end: Int) {
            var start = max(start, 0)
            var end = min(end, text.count)
            let keepsSpaces = Self.keepsSpaces(tokens[index].type)
            while start < end, Self.isTrimmed(text[start], keepingSpaces: keepsSpaces) { start += 1 }
            while end > start, Self.isTrimmed(text[end - 1], keepingSpaces: keepsSpaces) { end -= 1 }
            guard start < end else { return }
            var token = tokens[index]
            token.range = ByteRange(start, end)
            output.append(token)
        }

        private static func keepsSpaces(_ type: SemanticTokenType) -> Bool {
            type == .code || type == .html || type == .comment
        }

        private static func isTrimmed(_ byte: UInt8, keepingSpaces: Bool) -> Bool {
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): true
            case UInt8(ascii: " "), UInt8(ascii: "\t"): !keepingSpaces
            default: false
            }
        }
    }
}

extension Array where Element: Comparable {
    fileprivate var isSorted: Bool {
        var index = 1
        while index < count {
            if self[index] < self[index - 1] { return false }
            index += 1
        }
        return true
    }
}

/// Where a Swift interpolation `\(…)` ends, found as the Swift compiler's
/// lexer finds it (`skipToEndOfInterpolatedExpression`), so that everything
/// inside it is opaque: its value is an argument at run time, never
/// Markdown, and the literals, comments and closures inside are code.
///
/// Like the lexer, it knows nested parentheses, nested string literals
/// (plain, raw `#"…"#`, multi-line `"""…"""`, `'…'`, each with their own
/// interpolations) and comments, and nothing else. A line break ends an
/// interpolation of a single-line literal unfinished, as does a `//`
/// comment or a block comment over several lines there. It keeps its nested
/// delimiters on a stack, not by recursion, so hostile nesting costs only
/// the stack.
struct SwiftInterpolation {
    /// A delimiter still open inside the interpolation.
    private enum Open {
        case parenthesis
        /// A string literal: its quote, whether it may hold line breaks
        /// (multi-line), and its number of `#`.
        case string(quote: UInt8, multiline: Bool, hashes: Int)
    }

    let bytes: UnsafeBufferPointer<UInt8>

    /// Scans the interpolation whose body starts at `start` (just after its
    /// `(`), in a literal that is `multiline` or not. On success, the offset
    /// after its closing `)`; otherwise `.unfinished` with the offset where
    /// the lexer stops (a line break, a comment, the end of the text).
    func end(bodyStart start: Int, multiline: Bool) -> Result {
        var open: [Open] = []
        var index = start
        func allowsNewline() -> Bool {
            for delimiter in open.reversed() {
                if case .string(_, let multiline, _) = delimiter { return multiline }
            }
            return multiline
        }
        func innermostString() -> (quote: UInt8, multiline: Bool, hashes: Int)? {
            if case .string(let quote, let multiline, let hashes)? = open.last { return (quote, multiline, hashes) }
            return nil
        }
        func hashes(from offset: Int) -> Int {
            var end = offset
            while end < bytes.count, bytes[end] == UInt8(ascii: "#") { end += 1 }
            return end - offset
        }
        func isTripleQuote(at offset: Int) -> Bool {
            offset + 2 < bytes.count && bytes[offset] == UInt8(ascii: "\"") && bytes[offset + 1] == UInt8(ascii: "\"")
                && bytes[offset + 2] == UInt8(ascii: "\"")
        }
        while index < bytes.count {
            let current = bytes[index]
            switch current {
            case 0x0A, 0x0D:
                guard allowsNewline() else { return .unfinished(index) }
                index += 1
            case UInt8(ascii: "#"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                if let string = innermostString() {
                    // Inside a literal: only its own closing delimiter counts.
                    guard current == string.quote else {
                        index += 1
                        continue
                    }
                    if string.multiline {
                        guard isTripleQuote(at: index) else {
                            index += 1
                            continue
                        }
                        guard hashes(from: index + 3) >= string.hashes else {
                            index += 3
                            continue
                        }
                        index += 3 + string.hashes
                    } else {
                        guard hashes(from: index + 1) >= string.hashes else {
                            index += 1
                            continue
                        }
                        index += 1 + string.hashes
                    }
                    open.removeLast()
                    continue
                }
                // In code: a literal opens (raw ones after their `#`).
                var quoteAt = index
                var count = 0
                if current == UInt8(ascii: "#") {
                    count = hashes(from: index)
                    quoteAt = index + count
                    guard quoteAt < bytes.count, bytes[quoteAt] == UInt8(ascii: "\"") else {
                        index += count
                        continue
                    }
                }
                let quote = bytes[quoteAt]
                let triple = quote == UInt8(ascii: "\"") && isTripleQuote(at: quoteAt)
                open.append(.string(quote: quote, multiline: triple, hashes: count))
                index = quoteAt + (triple ? 3 : 1)
            case UInt8(ascii: "\\"):
                index += 1
                guard let string = innermostString(), hashes(from: index) >= string.hashes else { continue }
                index += string.hashes
                guard index < bytes.count else { continue }
                switch bytes[index] {
                case UInt8(ascii: "("):
                    open.append(.parenthesis)
                    index += 1
                case 0x0A, 0x0D:
                    continue  // a line break is judged on its own
                default:
                    index += 1
                }
            case UInt8(ascii: "("):
                if innermostString() == nil { open.append(.parenthesis) }
                index += 1
            case UInt8(ascii: ")"):
                guard let last = open.last else { return .closed(index + 1) }
                if case .parenthesis = last { open.removeLast() }
                index += 1
            case UInt8(ascii: "/") where innermostString() == nil:
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                if next == UInt8(ascii: "*") {
                    let commentStart = index
                    let (end, spansLines) = blockCommentEnd(from: index)
                    if spansLines, !allowsNewline() { return .unfinished(commentStart) }
                    index = end
                } else if next == UInt8(ascii: "/") {
                    guard allowsNewline() else { return .unfinished(index) }
                    while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
                } else {
                    index += 1
                }
            default:
                index += 1
            }
        }
        return .unfinished(bytes.count)
    }

    enum Result: Equatable {
        /// The offset after the closing `)`.
        case closed(Int)
        /// Where the lexer stops, the interpolation unfinished.
        case unfinished(Int)
    }

    /// The end of the block comment at `start` (nested ones included; an
    /// open one runs to the end), and whether it holds a line break.
    private func blockCommentEnd(from start: Int) -> (end: Int, spansLines: Bool) {
        var level = 0
        var index = start
        var spansLines = false
        while index < bytes.count {
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if bytes[index] == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                level += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
                level -= 1
                index += 2
                if level == 0 { return (index, spansLines) }
            } else {
                if bytes[index] == 0x0A || bytes[index] == 0x0D { spansLines = true }
                index += 1
            }
        }
        return (index, spansLines)
    }
}

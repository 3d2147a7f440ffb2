/// Scans the attribute list of an inline attribute span, `(…)` after `^[TEXT]`,
/// as Apple's cmark fork does: the list runs to the first unbalanced `)`;
/// parentheses nest at most 32 deep; a backslash before ASCII punctuation
/// escapes it (and stays in the text); line endings are allowed; quotes are
/// not special, so in `(x: "b)c")` the list ends after `"b`.
enum AttributeSpanScanner {
    static let maximumParenthesisDepth = 32

    enum ListEnd: Equatable {
        /// The offset of the closing `)`.
        case closed(Int)
        /// Parentheses nested deeper than allowed, at this offset: no span.
        case tooDeep(Int)
        /// No closing `)`: no span.
        case unterminated
    }

    /// The list whose `(` is at `openParenthesis`.
    static func scanList(_ bytes: UnsafeBufferPointer<UInt8>, openParenthesis: Int) -> ListEnd {
        var depth = 0
        var index = openParenthesis &+ 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index &+ 1 < bytes.count, InlineCharacterClass.isASCIIPunctuation(bytes[index &+ 1]) {
                index &+= 2
                continue
            }
            if byte == UInt8(ascii: "(") {
                depth &+= 1
                if depth > maximumParenthesisDepth { return .tooDeep(index) }
            } else if byte == UInt8(ascii: ")") {
                if depth == 0 { return .closed(index) }
                depth &-= 1
            }
            index &+= 1
        }
        return .unterminated
    }
}

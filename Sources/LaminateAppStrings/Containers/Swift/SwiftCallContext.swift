/// Whether a Swift literal is the text argument of a call that reads
/// Markdown: `Text("…")`, `LocalizedStringKey("…")`,
/// `AttributedString(markdown: "…")`, `AttributedString(localized: "…")`,
/// `String(localized: "…")`. Read backwards from the literal over
/// whitespace and comments-free code only: a look at the tokens just
/// before it, not a parse.
enum SwiftCallContext {
    static let unlabelled: Set<String> = ["Text", "LocalizedStringKey", "LocalizedStringResource"]
    static let labelled: [String: Set<String>] = [
        "markdown": ["AttributedString"],
        "localized": ["AttributedString", "String"],
    ]

    static func takesMarkdown(_ bytes: UnsafeBufferPointer<UInt8>, literalStart: Int) -> Bool {
        var index = skipSpace(bytes, before: literalStart)
        guard index > 0 else { return false }
        if bytes[index - 1] == UInt8(ascii: "(") {
            let (name, _) = word(bytes, before: skipSpace(bytes, before: index - 1))
            return unlabelled.contains(name)
        }
        guard bytes[index - 1] == UInt8(ascii: ":") else { return false }
        let (label, labelStart) = word(bytes, before: skipSpace(bytes, before: index - 1))
        guard let callees = labelled[label] else { return false }
        index = skipSpace(bytes, before: labelStart)
        guard index > 0, bytes[index - 1] == UInt8(ascii: "(") else { return false }
        let (name, _) = word(bytes, before: skipSpace(bytes, before: index - 1))
        return callees.contains(name)
    }

    /// The offset after the last non-space byte before `offset`.
    static func skipSpace(_ bytes: UnsafeBufferPointer<UInt8>, before offset: Int) -> Int {
        var index = offset
        while index > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index - 1]) { index -= 1 }
        return index
    }

    /// The identifier ending at `offset`, and where it starts.
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, before offset: Int) -> (String, Int) {
        var start = offset
        while start > 0, isIdentifierByte(bytes[start - 1]) { start -= 1 }
        return (String(decoding: bytes[start..<offset], as: UTF8.self), start)
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
}

import LaminateDialect

/// A forgiving lexical scan of an attribute list that is not (yet) valid
/// JSON5, so that keys and values keep their colours while the user types
/// `^[milk](ingredient: ` or leaves a quote open.
///
/// Names followed by `:` are keys; quoted runs (to the closing quote or the
/// end of the line) are strings; `true`, `false`, `null` and number-like runs
/// are values. Everything else is skipped.
enum LenientAttributeScan {
    struct Token {
        var range: ByteRange
        var type: SemanticTokenType
    }

    static func tokens(_ bytes: [UInt8]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let start = index
                index += 1
                while index < count, bytes[index] != byte, bytes[index] != UInt8(ascii: "\n") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index = min(index + 1, count)
                let type: SemanticTokenType = nextNonSpace(bytes, from: index) == UInt8(ascii: ":") ? .property : .string
                tokens.append(Token(range: ByteRange(start, index), type: type))
            } else if isWordByte(byte) {
                let start = index
                while index < count, isWordByte(bytes[index]) { index += 1 }
                let word = bytes[start..<index]
                let type: SemanticTokenType?
                if nextNonSpace(bytes, from: index) == UInt8(ascii: ":") {
                    type = .property
                } else if word.elementsEqual("true".utf8) || word.elementsEqual("false".utf8) {
                    type = .boolean
                } else if word.elementsEqual("null".utf8) {
                    type = .keyword
                } else if let first = word.first, isNumberStart(first) {
                    type = .number
                } else {
                    type = nil
                }
                if let type { tokens.append(Token(range: ByteRange(start, index), type: type)) }
            } else {
                index += 1
            }
        }
        return tokens
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"),
            UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return true
        default:
            return byte >= 0x80
        }
    }

    private static func isNumberStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    private static func nextNonSpace(_ bytes: [UInt8], from start: Int) -> UInt8? {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\n") { return byte }
            index += 1
        }
        return nil
    }
}

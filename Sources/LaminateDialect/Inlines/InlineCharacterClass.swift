/// The character classes CommonMark's inline rules are stated in.
enum InlineCharacterClass {
    /// ASCII punctuation: what a backslash can escape.
    static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: return true
        default: return false
        }
    }

    /// Unicode whitespace as CommonMark 0.31 defines it: Zs, tab, line feed,
    /// form feed, carriage return.
    static func isUnicodeWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0C, 0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// Unicode punctuation as CommonMark 0.31 defines it: general category P or S.
    static func isUnicodePunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return isASCIIPunctuation(UInt8(truncatingIfNeeded: scalar.value)) }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation,
            .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    /// The scalar that ends just before `end` (or a line feed at the start,
    /// which CommonMark treats as whitespace). Invalid UTF-8 reads as a letter.
    static func scalar(before end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar {
        guard end > 0 else { return "\n" }
        let last = bytes[end &- 1]
        if last == 0 { return "\u{FFFD}" }  // cmark reads NUL as U+FFFD
        if last < 0x80 { return Unicode.Scalar(last) }
        var start = end &- 1
        while start > 0, end &- start < 4, bytes[start] & 0xC0 == 0x80 { start &-= 1 }
        return decodeScalar(at: start, in: bytes, limit: end)
    }

    /// The scalar that starts at `start` (or a line feed at the end).
    static func scalar(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar {
        guard start < bytes.count else { return "\n" }
        let first = bytes[start]
        if first == 0 { return "\u{FFFD}" }
        if first < 0x80 { return Unicode.Scalar(first) }
        return decodeScalar(at: start, in: bytes, limit: bytes.count)
    }

    private static func decodeScalar(at start: Int, in bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> Unicode.Scalar {
        var iterator = UnsafeBufferPointer(rebasing: bytes[start..<limit]).makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return "a"
    }
}

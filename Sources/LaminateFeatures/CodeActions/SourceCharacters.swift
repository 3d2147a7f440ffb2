/// Reading Unicode scalars around a byte offset of a document, and the
/// character classes CommonMark's flanking rules and word boundaries use.
///
/// The dialect has the same classes for its own parsing, internal to it;
/// these are the features' copy, so that the dialect's API stays as it is.
enum SourceCharacters {
    enum Class: Sendable, Hashable { case whitespace, punctuation, other }

    /// The scalar ending at `end`, and where it starts; nil at the start.
    static func scalar(before end: Int, in bytes: [UInt8]) -> (scalar: Unicode.Scalar, start: Int)? {
        guard end > 0, end <= bytes.count else { return nil }
        var start = end &- 1
        while start > 0, end &- start < 4, bytes[start] & 0xC0 == 0x80 { start &-= 1 }
        return (decode(bytes, from: start, to: end), start)
    }

    /// The scalar starting at `start`, and where it ends; nil at the end.
    static func scalar(at start: Int, in bytes: [UInt8]) -> (scalar: Unicode.Scalar, end: Int)? {
        guard start >= 0, start < bytes.count else { return nil }
        var end = start &+ 1
        while end < bytes.count, end &- start < 4, bytes[end] & 0xC0 == 0x80 { end &+= 1 }
        return (decode(bytes, from: start, to: end), end)
    }

    private static func decode(_ bytes: [UInt8], from start: Int, to end: Int) -> Unicode.Scalar {
        var iterator = bytes[start..<end].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }

    /// CommonMark's class of a scalar; nil (a line's start or end) is whitespace.
    static func classify(_ scalar: Unicode.Scalar?) -> Class {
        guard let scalar else { return .whitespace }
        if isWhitespace(scalar) { return .whitespace }
        if scalar.value < 0x80 {
            switch scalar.value {
            case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: return .punctuation
            default: return .other
            }
        }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation,
            .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return .punctuation
        default:
            return .other
        }
    }

    /// Unicode whitespace as CommonMark 0.31 defines it: Zs, tab, line feed, form feed, carriage return.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0C, 0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// Whether a scalar belongs to a word, for "the word under the cursor"
    /// and whole-word matching: letters, digits, combining marks, and the
    /// pieces of emoji (so `👩‍👩‍👧` is one word).
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber,
            .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return scalar.value == 0x200D || (scalar.value > 0x7F && scalar.properties.isEmoji)
        }
    }

    /// Whether `bytes[range]` is whitespace only.
    static func isBlank(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        var offset = range.lowerBound
        while offset < range.upperBound, let (scalar, next) = scalar(at: offset, in: bytes) {
            if !isWhitespace(scalar) { return false }
            offset = next
        }
        return true
    }
}

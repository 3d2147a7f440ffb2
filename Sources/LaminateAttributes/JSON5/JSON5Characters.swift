/// The character classes of Foundation's JSON5 scanner, so that we accept the
/// same keys and the same whitespace it does.
enum JSON5Characters {
    /// Space, tab, line feed, carriage return, vertical tab, form feed — and
    /// the single byte 0xA0. Foundation compares raw bytes with 0xA0 (meaning
    /// U+00A0, no-break space) instead of decoding UTF-8, so a stray 0xA0
    /// byte is whitespace to it while the encoded U+00A0 (C2 A0) is not; we
    /// match that, quirk included, so both accept the same lists.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0xA0: return true
        default: return false
        }
    }

    /// Bytes that begin an unquoted key without further checks in Foundation:
    /// the hexadecimal letters, `$`, `_` and `\` (an escape).
    static func isFastKeyStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "F"), UInt8(ascii: "a")...UInt8(ascii: "f"),
            UInt8(ascii: "$"), UInt8(ascii: "_"), UInt8(ascii: "\\"):
            return true
        default:
            return false
        }
    }

    /// ECMAScript's ID_Start as Foundation approximates it: letters and letter numbers.
    static func isKeyStart(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII first: the Unicode property lookup is slow, and in ASCII
        // only the letters are letters.
        if scalar.value < 0x80 { return isASCIILetter(scalar.value) }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber:
            return true
        default:
            return false
        }
    }

    /// ECMAScript's ID_Continue as Foundation approximates it.
    static func isKeyContinuation(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII first, as above: letters, digits (decimal numbers), `_` (the
        // one ASCII connector punctuation), and `$` and `\\` as below.
        if scalar.value < 0x80 {
            let value = scalar.value
            return isASCIILetter(value) || (value >= 0x30 && value <= 0x39) || value == 0x5F || value == 0x24 || value == 0x5C
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber,
            .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation:
            return true
        default:
            switch scalar.value {
            case 0x5F, 0x24, 0x5C, 0x200C, 0x200D: return true  // _ $ \ ZWNJ ZWJ
            default: return false
            }
        }
    }

    private static func isASCIILetter(_ value: UInt32) -> Bool {
        (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
    }

    /// Bytes Foundation's scanner takes as part of a number token after its
    /// first character: it is deliberately permissive and validates later.
    static func isNumberTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// How a character appears in a message: `'x'`, `a newline`, `the end of the list`.
    static func describe(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the input" }
        let byte = bytes[offset]
        switch byte {
        case 0x0A, 0x0D: return "a line break"
        case 0x09: return "a tab"
        case 0x20...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
        default:
            if let (scalar, _) = UTF8Decoding.scalar(in: bytes, at: offset), scalar.value >= 0xA0 {
                return "'\(Character(scalar))'"
            }
            return "byte 0x" + String(byte, radix: 16, uppercase: true)
        }
    }
}

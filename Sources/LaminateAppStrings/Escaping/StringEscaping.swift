/// How text is written inside one kind of string literal: what a code
/// action's replacement becomes before it goes into the container.
public enum StringEscaping: Sendable, Hashable {
    /// A JSON string (a String Catalog).
    case json
    /// A quoted `.strings` string.
    case strings
    /// A Swift literal with `hashes` raw delimiters (`#"…"#` has one), single- or multi-line.
    case swift(hashes: Int, multiline: Bool)

    /// `text` written so that the literal decodes it back to `text`.
    ///
    /// Only what must change is escaped: a quote and a backslash, and line
    /// breaks and other control characters. In a raw Swift literal an
    /// escape is `\#…` with as many `#` as the delimiter, which is always
    /// valid there; a bare `\` or `"` could end the literal or start an
    /// interpolation when `#` follows it.
    public func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch self {
            case .json: result += Self.jsonEscape(scalar)
            case .strings: result += Self.stringsEscape(scalar)
            case .swift(let hashes, _): result += Self.swiftEscape(scalar, hashes: hashes)
            }
        }
        return result
    }

    private static func jsonEscape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            if scalar.value < 0x20 { return "\\u" + hex4(scalar.value) }
            return String(scalar)
        }
    }

    private static func stringsEscape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            if scalar.value < 0x20 { return "\\U" + hex4(scalar.value) }
            return String(scalar)
        }
    }

    private static func swiftEscape(_ scalar: Unicode.Scalar, hashes: Int) -> String {
        let backslash = "\\" + String(repeating: "#", count: hashes)
        switch scalar {
        case "\"": return backslash + "\""
        case "\\": return backslash + "\\"
        case "\n": return backslash + "n"
        case "\r": return backslash + "r"
        case "\t": return backslash + "t"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F { return backslash + "u{" + String(scalar.value, radix: 16) + "}" }
            return String(scalar)
        }
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

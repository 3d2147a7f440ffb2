/// Normalizes link and attribute labels for matching, as CommonMark says:
/// Unicode case fold, internal whitespace collapsed to one space, trimmed.
///
/// Both the reference definition scanner and the inline parser use this, so a
/// label written `[Foo  Bar]` finds the definition `[foo bar]:`.
enum LabelNormalizer {
    static func normalize(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var isASCII = true
        var pendingSpace = false
        for byte in bytes {
            if isWhitespace(byte) {
                pendingSpace = !output.isEmpty
                continue
            }
            if pendingSpace {
                output.append(UInt8(ascii: " "))
                pendingSpace = false
            }
            if byte >= 0x80 { isASCII = false }
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") {
                output.append(byte | 0x20)
            } else {
                output.append(byte)
            }
        }
        let collapsed = String(decoding: output, as: UTF8.self)
        return isASCII ? collapsed : caseFold(collapsed)
    }

    static func normalize(_ string: String) -> String {
        var string = string
        return string.withUTF8 { normalize($0) }
    }

    /// `lowercased()` plus the full case foldings that lowercasing misses and
    /// that matter for labels (CommonMark's `ẞ` ≡ `SS` example among them).
    private static func caseFold(_ string: String) -> String {
        var folded = ""
        for scalar in string.lowercased().unicodeScalars {
            switch scalar {
            case "ß": folded += "ss"
            case "ς": folded += "σ"
            case "ﬀ": folded += "ff"
            case "ﬁ": folded += "fi"
            case "ﬂ": folded += "fl"
            case "ﬃ": folded += "ffi"
            case "ﬄ": folded += "ffl"
            case "ﬅ", "ﬆ": folded += "st"
            case "ẞ": folded += "ss"
            default: folded.unicodeScalars.append(scalar)
            }
        }
        return folded
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0B || byte == 0x0C || byte == 0x0D
    }
}

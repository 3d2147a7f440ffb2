import LaminateDialect

/// The format specifiers of a localized string — `%@`, `%lld`, `%1$@`,
/// `%.2f`, `%#@name@` (a catalog substitution), `%arg` (a substitution's
/// argument) and `%%` — found in its
/// decoded text. They become placeholders: Foundation substitutes them, so
/// their characters are never Markdown and never reported.
///
/// The grammar is `String(format:)`'s (IEEE printf plus `@`), read from
/// Apple's "String Format Specifiers" page: `%`, an optional position
/// `n$`, flags (`-+#0'`), a width and a precision (digits or `*`), a
/// length modifier (`hh h l ll q L z t j`) and a conversion. A `%` that
/// starts none of these is an ordinary character. The space flag is left
/// out on purpose: copy says "50% off" far more often than it means `% o`.
public enum FormatSpecifiers {
    /// The text ranges of every specifier in `bytes`, in order.
    public static func ranges(in bytes: [UInt8]) -> [ByteRange] {
        var result: [ByteRange] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%"), let end = specifierEnd(bytes, from: index) else {
                index += 1
                continue
            }
            result.append(ByteRange(index, end))
            index = end
        }
        return result
    }

    private static let flags = Set("-+#0'".utf8)
    private static let lengths = Set("hlqLztj".utf8)
    private static let conversions = Set("@dDiuUxXoOfFeEgGaAcCsSp".utf8)

    /// The end of the specifier starting with the `%` at `start`, or nil.
    static func specifierEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start + 1
        func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
        if peek() == UInt8(ascii: "%") { return index + 1 }
        // A position, `1$`.
        var look = index
        while look < bytes.count, isDigit(bytes[look]) { look += 1 }
        if look > index, look < bytes.count, bytes[look] == UInt8(ascii: "$") { index = look + 1 }
        // A catalog substitution's own argument, `%arg`.
        if bytes[index...].starts(with: "arg".utf8) { return index + 3 }
        // A catalog substitution, `%#@name@`.
        if peek() == UInt8(ascii: "#"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "@") {
            var end = index + 2
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            if end > index + 2, end < bytes.count, bytes[end] == UInt8(ascii: "@") { return end + 1 }
            return nil
        }
        while let byte = peek(), flags.contains(byte) { index += 1 }
        if peek() == UInt8(ascii: "*") { index += 1 } else { while isDigit(peek()) { index += 1 } }
        if peek() == UInt8(ascii: ".") {
            index += 1
            if peek() == UInt8(ascii: "*") { index += 1 } else { while isDigit(peek()) { index += 1 } }
        }
        var lengthCount = 0
        while let byte = peek(), lengths.contains(byte), lengthCount < 2 {
            index += 1
            lengthCount += 1
        }
        guard let conversion = peek(), conversions.contains(conversion) else { return nil }
        return index + 1
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
}

extension EmbeddedText {
    /// The same text with every format specifier a placeholder.
    public func withFormatSpecifiersAsPlaceholders() -> EmbeddedText {
        replacingWithPlaceholders(FormatSpecifiers.ranges(in: bytes))
    }
}

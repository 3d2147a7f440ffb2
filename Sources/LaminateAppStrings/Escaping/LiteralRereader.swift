import LaminateDialect

/// Reads one literal again, alone, as its container reads it: how an edit
/// written into a container string is verified before it is offered. The
/// literal must be exactly one literal of its kind, from its first byte to
/// its last (an escaping mistake would end it early or leave it open).
public enum LiteralRereader {
    /// The decoded text of `literal` (quotes and delimiters included), or
    /// nil when it is not exactly one such literal.
    public static func decode(_ literal: [UInt8], _ escaping: StringEscaping) -> EmbeddedText? {
        literal.withUnsafeBufferPointer { buffer -> EmbeddedText? in
            guard !buffer.isEmpty else { return nil }
            switch escaping {
            case .json:
                var reader = JSONReader(buffer)
                guard buffer[0] == UInt8(ascii: "\""), let string = try? reader.string(), reader.index == buffer.count else { return nil }
                return string.text.withFormatSpecifiersAsPlaceholders()
            case .strings:
                var reader = StringsFileReader(buffer)
                guard buffer[0] == UInt8(ascii: "\""), let string = try? reader.string(), reader.index == buffer.count else { return nil }
                return string.text.withFormatSpecifiersAsPlaceholders()
            case .swift(let hashes, let multiline):
                var reader = SwiftLiteralReader(buffer)
                reader.literal(start: 0, hashes: hashes)
                guard reader.index == buffer.count, let literal = reader.literals.last, literal.literalRange == ByteRange(0, buffer.count),
                    literal.escaping == .swift(hashes: hashes, multiline: multiline)
                else { return nil }
                return literal.text.withFormatSpecifiersAsPlaceholders()
            }
        }
    }

    /// The decoded text of a JSON or `.strings` literal as its container
    /// names it (format specifiers as written): what an entry's key is.
    /// Nil for a Swift literal or one that is not exactly one literal.
    public static func decodedString(_ literal: [UInt8], _ escaping: StringEscaping) -> String? {
        literal.withUnsafeBufferPointer { buffer -> String? in
            guard !buffer.isEmpty, buffer[0] == UInt8(ascii: "\"") else { return nil }
            switch escaping {
            case .json:
                var reader = JSONReader(buffer)
                guard let string = try? reader.string(), reader.index == buffer.count else { return nil }
                return string.value
            case .strings:
                var reader = StringsFileReader(buffer)
                guard let string = try? reader.string(), reader.index == buffer.count else { return nil }
                return string.text.string
            case .swift:
                return nil
            }
        }
    }
}

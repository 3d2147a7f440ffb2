/// Decodes a fenced code block's info string as cmark does: entity and
/// character references first, then backslash escapes of ASCII punctuation.
enum InfoStringDecoder {
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange) -> String {
        // TODO: decode entity and numeric character references once the inline
        // parser's entity table is merged; until then they stay literal.
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var index = range.start
        while index < range.end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < range.end, isASCIIPunctuation(bytes[index + 1]) {
                output.append(bytes[index + 1])
                index += 2
            } else if byte == 0 {
                output.append(contentsOf: [0xEF, 0xBF, 0xBD])
                index += 1
            } else {
                output.append(byte)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (byte >= 0x21 && byte <= 0x2F) || (byte >= 0x3A && byte <= 0x40)
            || (byte >= 0x5B && byte <= 0x60) || (byte >= 0x7B && byte <= 0x7E)
    }
}

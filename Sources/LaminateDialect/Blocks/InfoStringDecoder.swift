/// Decodes a fenced code block's info string as cmark does: entity and
/// character references first, then backslash escapes of ASCII punctuation.
enum InfoStringDecoder {
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ range: ByteRange) -> String {
        var withEntities: [UInt8] = []
        withEntities.reserveCapacity(range.count)
        var index = range.start
        while index < range.end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "&"), let entity = EntityDecoder.match(bytes, at: index, end: range.end) {
                withEntities.append(contentsOf: entity.decoded.utf8)
                index = entity.end
            } else if byte == 0 {
                withEntities.append(contentsOf: [0xEF, 0xBF, 0xBD])
                index += 1
            } else {
                withEntities.append(byte)
                index += 1
            }
        }
        var output: [UInt8] = []
        output.reserveCapacity(withEntities.count)
        index = 0
        while index < withEntities.count {
            let byte = withEntities[index]
            if byte == UInt8(ascii: "\\"), index + 1 < withEntities.count, isASCIIPunctuation(withEntities[index + 1]) {
                output.append(withEntities[index + 1])
                index += 2
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

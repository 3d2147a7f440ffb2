/// Decodes backslash escapes and entity references in link destinations,
/// titles and fenced code info strings, where they are resolved but no other
/// inline syntax is.
enum EscapeDecoder {
    /// `\` before ASCII punctuation becomes the punctuation; `&amp;`, `&#35;`
    /// and `&#x22;` become what they stand for; NUL becomes U+FFFD; everything
    /// else stays as written.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        // Most destinations and titles have nothing to decode.
        if !bytes.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "&") || $0 == 0 }) {
            return String(decoding: bytes, as: UTF8.self)
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        appendDecoded(bytes, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        bytes.withUnsafeBufferPointer { decode($0) }
    }

    static func decode(_ string: String) -> String {
        var string = string
        return string.withUTF8 { decode($0) }
    }

    static func appendDecoded(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var index = 0
        let end = bytes.count
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index &+ 1 < end, InlineCharacterClass.isASCIIPunctuation(bytes[index &+ 1]) {
                output.append(bytes[index &+ 1])
                index &+= 2
            } else if byte == UInt8(ascii: "&"), let entity = EntityDecoder.match(bytes, at: index, end: end) {
                output.append(contentsOf: entity.decoded.utf8)
                index = entity.end
            } else if byte == 0 {
                output.append(contentsOf: [0xEF, 0xBF, 0xBD])  // NUL reads as U+FFFD, as in cmark
                index &+= 1
            } else {
                output.append(byte)
                index &+= 1
            }
        }
    }
}

/// Small helpers the container scanners share for decoding escapes.
enum UTF8Encoding {
    /// The UTF-8 bytes of `value`, or of U+FFFD when it is no scalar (a lone surrogate).
    static func bytes(of value: UInt32) -> [UInt8] {
        Array(String(Unicode.Scalar(value) ?? "\u{FFFD}").utf8)
    }

    /// The value of a hex digit, or nil.
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }

    /// The value of `count` hex digits at `bytes[start...]`, or nil.
    static func hexNumber(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, count: Int) -> UInt32? {
        guard start + count <= bytes.count else { return nil }
        var value: UInt32 = 0
        for index in start..<start + count {
            guard let digit = hexValue(bytes[index]) else { return nil }
            value = value * 16 + digit
        }
        return value
    }

    static func isHighSurrogate(_ value: UInt32) -> Bool { (0xD800...0xDBFF).contains(value) }
    static func isLowSurrogate(_ value: UInt32) -> Bool { (0xDC00...0xDFFF).contains(value) }
    static func combine(_ high: UInt32, _ low: UInt32) -> UInt32 { 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00) }
}

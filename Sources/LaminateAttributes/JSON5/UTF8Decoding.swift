/// Decoding one Unicode scalar from UTF-8 bytes, strictly: no overlong forms,
/// no surrogates, nothing above U+10FFFF — the sequences Swift's own UTF-8
/// validation (which Foundation's decoder uses) rejects.
enum UTF8Decoding {
    /// The scalar starting at `bytes[offset]` and its length in bytes, or nil
    /// when the bytes there are not well-formed UTF-8.
    static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (scalar: Unicode.Scalar, length: Int)? {
        guard offset >= 0, offset < bytes.count else { return nil }
        let lead = bytes[offset]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length: Int
        var value: UInt32
        let minimum: UInt32
        switch lead {
        case 0xC2...0xDF:
            length = 2
            value = UInt32(lead & 0x1F)
            minimum = 0x80
        case 0xE0...0xEF:
            length = 3
            value = UInt32(lead & 0x0F)
            minimum = 0x800
        case 0xF0...0xF4:
            length = 4
            value = UInt32(lead & 0x07)
            minimum = 0x10000
        default: return nil
        }
        guard bytes.count - offset >= length else { return nil }
        for index in 1..<length {
            let byte = bytes[offset + index]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = (value << 6) | UInt32(byte & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}

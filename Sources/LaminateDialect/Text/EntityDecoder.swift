/// Recognizes CommonMark entity and numeric character references.
enum EntityDecoder {
    /// If `bytes[start]` is `&` and an entity or numeric character reference
    /// starts there, returns its decoded value and the offset just after its `;`.
    static func match(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> (decoded: String, end: Int)? {
        var index = start &+ 1
        guard index < end else { return nil }
        if bytes[index] == UInt8(ascii: "#") {
            index &+= 1
            guard index < end else { return nil }
            var isHex = false
            if bytes[index] == UInt8(ascii: "x") || bytes[index] == UInt8(ascii: "X") {
                isHex = true
                index &+= 1
            }
            let digitsStart = index
            var value: UInt32 = 0
            let maxDigits = isHex ? 6 : 7
            while index < end, index &- digitsStart < maxDigits {
                let byte = bytes[index]
                let digit: UInt32
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte &- UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f") where isHex: digit = UInt32(byte &- UInt8(ascii: "a")) &+ 10
                case UInt8(ascii: "A")...UInt8(ascii: "F") where isHex: digit = UInt32(byte &- UInt8(ascii: "A")) &+ 10
                default: digit = 99
                }
                if digit == 99 { break }
                value = value &* (isHex ? 16 : 10) &+ digit
                index &+= 1
            }
            guard index > digitsStart, index < end, bytes[index] == UInt8(ascii: ";") else { return nil }
            let scalar = (value == 0 ? nil : Unicode.Scalar(value)) ?? "\u{FFFD}"
            return (String(Character(scalar)), index &+ 1)
        }
        let nameStart = index
        while index < end, index &- nameStart <= HTMLEntities.longestName, isAlphanumeric(bytes[index]) {
            index &+= 1
        }
        guard index > nameStart, index < end, bytes[index] == UInt8(ascii: ";") else { return nil }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self)
        guard let decoded = HTMLEntities.table[name] else { return nil }
        return (decoded, index &+ 1)
    }

    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return false
        }
    }
}

/// Recognizes CommonMark autolinks: `<scheme:…>` and `<local@domain>`.
enum AutolinkScanner {
    /// If an autolink starts at `start` (a `<`), returns the offset after its `>`.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (end: Int, isEmail: Bool)? {
        if let end = scanURI(bytes, at: start &+ 1) { return (end, false) }
        if let end = scanEmail(bytes, at: start &+ 1) { return (end, true) }
        return nil
    }

    /// The destination of an autolink whose text between `<` and `>` is
    /// `inner`: entities decoded, everything else as written. Also how a
    /// stored autolink's destination is read again from its source.
    static func destination(_ inner: UnsafeBufferPointer<UInt8>) -> String {
        guard inner.contains(UInt8(ascii: "&")) else { return String(decoding: inner, as: UTF8.self) }
        var decoded: [UInt8] = []
        var position = 0
        while position < inner.count {
            if inner[position] == UInt8(ascii: "&"), let entity = EntityDecoder.match(inner, at: position, end: inner.count) {
                decoded.append(contentsOf: entity.decoded.utf8)
                position = entity.end
            } else {
                decoded.append(inner[position])
                position &+= 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// scheme (2–32 of `[A-Za-z][A-Za-z0-9+.-]*`) `:` then no space, control, `<` or `>` up to `>`.
    private static func scanURI(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        var index = start
        guard index < bytes.count, isLetter(bytes[index]) else { return nil }
        index &+= 1
        while index < bytes.count, index &- start < 33 {
            let byte = bytes[index]
            guard isAlphanumeric(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") else { break }
            index &+= 1
        }
        let schemeLength = index &- start
        guard schemeLength >= 2, schemeLength <= 32, index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index &+= 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") { return index &+ 1 }
            if byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "<") { return nil }
            index &+= 1
        }
        return nil
    }

    private static let isEmailLocal: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = true }
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = true }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = true }
        for byte in ".!#$%&'*+/=?^_`{|}~-".utf8 { table[Int(byte)] = true }
        return table
    }()

    /// The HTML5 email pattern CommonMark uses, followed by `>`.
    private static func scanEmail(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        var index = start
        while index < bytes.count, isEmailLocal[Int(bytes[index])] { index &+= 1 }
        guard index > start, index < bytes.count, bytes[index] == UInt8(ascii: "@") else { return nil }
        index &+= 1
        // One or more labels separated by dots: alphanumeric at both ends,
        // hyphens inside, at most 63 characters.
        while true {
            let labelStart = index
            while index < bytes.count, isAlphanumeric(bytes[index]) || bytes[index] == UInt8(ascii: "-") {
                index &+= 1
            }
            let labelLength = index &- labelStart
            guard labelLength >= 1, labelLength <= 63,
                bytes[labelStart] != UInt8(ascii: "-"), bytes[index &- 1] != UInt8(ascii: "-")
            else { return nil }
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ">") { return index &+ 1 }
            guard bytes[index] == UInt8(ascii: "."), index &+ 1 < bytes.count else { return nil }
            index &+= 1
        }
    }
}

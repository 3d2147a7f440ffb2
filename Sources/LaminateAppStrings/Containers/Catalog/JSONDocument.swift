import LaminateDialect

/// A JSON document read exactly enough to find a String Catalog's strings:
/// every string with its range and decoded text, objects with their
/// members in order. Not a general JSON library: numbers and literals are
/// checked and kept as ranges only.
indirect enum JSONNode: Sendable, Hashable {
    case object([JSONMember], ByteRange)
    case array([JSONNode], ByteRange)
    case string(JSONString)
    case scalar(ByteRange)

    var range: ByteRange {
        switch self {
        case .object(_, let range), .array(_, let range), .scalar(let range): range
        case .string(let string): string.range
        }
    }

    /// The value of the first member named `key`.
    subscript(key: String) -> JSONNode? {
        guard case .object(let members, _) = self else { return nil }
        return members.first { $0.key.value == key }?.value
    }

    var stringValue: String? {
        guard case .string(let string) = self else { return nil }
        return string.value
    }
}

struct JSONMember: Sendable, Hashable {
    var key: JSONString
    var value: JSONNode
}

struct JSONString: Sendable, Hashable {
    /// The literal, quotes included.
    var range: ByteRange
    var text: EmbeddedText
    var value: String { text.string }
}

/// A strict RFC 8259 reader that keeps ranges. It stops at the first
/// mistake with its offset; nesting deeper than `maximumDepth` is refused
/// rather than recursed into.
struct JSONReader: ~Copyable {
    static let maximumDepth = 256

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    static func read(_ bytes: [UInt8]) -> Result<JSONNode, ContainerFailure> {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(buffer)
            do throws(ContainerFailure) {
                if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
                reader.skipWhitespace()
                let node = try reader.value(depth: 0)
                reader.skipWhitespace()
                guard reader.index == buffer.count else { throw reader.failure("unexpected text after the JSON value") }
                return .success(node)
            } catch {
                return .failure(error)
            }
        }
    }

    func failure(_ message: String, at offset: Int? = nil) -> ContainerFailure {
        let start = min(offset ?? index, bytes.count)
        return ContainerFailure(range: ByteRange(start, min(start + 1, bytes.count)), message: "not valid JSON: " + message)
    }

    mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func value(depth: Int) throws(ContainerFailure) -> JSONNode {
        guard depth < Self.maximumDepth else { throw failure("nested more than \(Self.maximumDepth) deep") }
        guard index < bytes.count else { throw failure("the file ends where a value should be") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        default: return .scalar(try scalar())
        }
    }

    mutating func object(depth: Int) throws(ContainerFailure) -> JSONNode {
        let start = index
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members, ByteRange(start, index))
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a member name in quotes") }
            let key = try string()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("expected `:` after the member name") }
            index += 1
            skipWhitespace()
            members.append(JSONMember(key: key, value: try value(depth: depth + 1)))
            skipWhitespace()
            guard index < bytes.count else { throw failure("the object is not closed", at: start) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members, ByteRange(start, index))
            }
            throw failure("expected `,` or `}`")
        }
    }

    mutating func array(depth: Int) throws(ContainerFailure) -> JSONNode {
        let start = index
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements, ByteRange(start, index))
        }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw failure("the array is not closed", at: start) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements, ByteRange(start, index))
            }
            throw failure("expected `,` or `]`")
        }
    }

    /// A number, `true`, `false` or `null`.
    mutating func scalar() throws(ContainerFailure) -> ByteRange {
        let start = index
        for literal in ["true", "false", "null"] where bytes[index...].starts(with: literal.utf8) {
            index += literal.utf8.count
            return ByteRange(start, index)
        }
        func digits() -> Int {
            let from = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return index - from
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let leadingZero = index < bytes.count && bytes[index] == UInt8(ascii: "0")
        let integerDigits = digits()
        guard integerDigits > 0, !(leadingZero && integerDigits > 1) else { throw failure("expected a value", at: start) }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw failure("expected digits after `.`") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw failure("expected digits in the exponent") }
        }
        return ByteRange(start, index)
    }

    /// A string at `index` (its opening quote), decoded with its map.
    mutating func string() throws(ContainerFailure) -> JSONString {
        let start = index
        index += 1
        var text = EmbeddedText(contentStart: index)
        var runStart = index
        while true {
            guard index < bytes.count else { throw failure("the string is not closed", at: start) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                text.appendVerbatim(bytes, ByteRange(runStart, index))
                index += 1
                return JSONString(range: ByteRange(start, index), text: text)
            }
            if byte < 0x20 { throw failure("a control character inside a string must be escaped") }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            text.appendVerbatim(bytes, ByteRange(runStart, index))
            let escapeStart = index
            let decoded = try escape()
            text.appendEscape(decoded, ByteRange(escapeStart, index))
            runStart = index
        }
    }

    /// The escape at `index` (its backslash), decoded; `\uD83D\uDE00` is
    /// one escape of twelve bytes.
    mutating func escape() throws(ContainerFailure) -> [UInt8] {
        let start = index
        index += 1
        guard index < bytes.count else { throw failure("the string is not closed") }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""): return [0x22]
        case UInt8(ascii: "\\"): return [0x5C]
        case UInt8(ascii: "/"): return [0x2F]
        case UInt8(ascii: "b"): return [0x08]
        case UInt8(ascii: "f"): return [0x0C]
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "u"):
            guard let value = UTF8Encoding.hexNumber(bytes, at: index, count: 4) else {
                throw failure("`\\u` takes four hex digits", at: start)
            }
            index += 4
            if UTF8Encoding.isHighSurrogate(value), index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
                bytes[index + 1] == UInt8(ascii: "u"), let low = UTF8Encoding.hexNumber(bytes, at: index + 2, count: 4),
                UTF8Encoding.isLowSurrogate(low)
            {
                index += 6
                return UTF8Encoding.bytes(of: UTF8Encoding.combine(value, low))
            }
            return UTF8Encoding.bytes(of: value)
        default:
            throw failure("unknown escape `\\\(Unicode.Scalar(letter))`", at: start)
        }
    }
}

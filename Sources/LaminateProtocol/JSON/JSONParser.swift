/// Why a byte sequence is not JSON, and where.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var utf8Offset: Int
    public var description: String { "\(message) at byte \(utf8Offset)" }
}

/// A strict RFC 8259 JSON parser over UTF-8 bytes.
///
/// It is our own rather than `JSONSerialization` so that numbers keep their
/// integer-ness, nesting depth is bounded (hostile input must not exhaust the
/// stack) and errors say where they are.
public struct JSONParser {
    /// Deeper nesting is rejected; LSP messages nest a handful of levels.
    public static let maximumDepth = 256

    private let bytes: [UInt8]
    private var offset = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.offset == bytes.count else { throw parser.error("unexpected text after the value") }
        return value
    }

    public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    private func error(_ message: String) -> JSONParseError {
        JSONParseError(message: message, utf8Offset: offset)
    }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            offset += 1
        }
    }

    private mutating func expect(_ literal: String, _ value: JSONValue) throws(JSONParseError) -> JSONValue {
        for byte in literal.utf8 {
            guard current == byte else { throw error("invalid literal") }
            offset += 1
        }
        return value
    }

    private mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth)") }
        guard let byte = current else { throw error("unexpected end of input") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character")
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONValue {
        offset += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a member name") }
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':'") }
            offset += 1
            skipWhitespace()
            members[key] = try parseValue(depth: depth + 1)
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                return .object(members)
            default: throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONValue {
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                return .array(elements)
            default: throw error("expected ',' or ']'")
            }
        }
    }

    /// A string, decoded straight into the storage of the `String` it
    /// becomes. An escape is never shorter than what it stands for, so the
    /// bytes up to the closing quote bound the string's length: a large
    /// `didOpen` text is one allocation of its size, where gathering it in
    /// a growing array first, then copying that, held up to three copies.
    private mutating func parseString() throws(JSONParseError) -> String {
        offset += 1
        let capacity = Self.contentBound(of: bytes, from: offset)
        var failure: JSONParseError?
        // Invalid UTF-8 is repaired by the initializer (U+FFFD), as
        // `String(decoding:as:)` does.
        let string = String(unsafeUninitializedCapacity: capacity) { output in
            do throws(JSONParseError) {
                return try decodeString(into: output)
            } catch {
                failure = error
                return 0
            }
        }
        if let failure { throw failure }
        return string
    }

    /// How many bytes lie between `start` and the quote that closes the
    /// string there (the rest of the input when none does): escapes are
    /// skipped as pairs, so an escaped quote does not end it.
    private static func contentBound(of bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var index = start
            while index < buffer.count {
                switch buffer[index] {
                case UInt8(ascii: "\""): return index - start
                case UInt8(ascii: "\\"): index += 2
                default: index += 1
                }
            }
            return buffer.count - start
        }
    }

    /// The first byte at or after `start` that is a quote, a backslash or
    /// a control character, or the end of the input.
    private static func nextSpecialByte(in bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var index = start
            while index < buffer.count {
                let byte = buffer[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return index }
                index += 1
            }
            return index
        }
    }

    /// Decodes the string's content into `output` (at least as long as
    /// `contentBound` says) up to and past its closing quote; returns how
    /// many bytes it wrote, never more than it read.
    private mutating func decodeString(into output: UnsafeMutableBufferPointer<UInt8>) throws(JSONParseError) -> Int {
        var count = 0
        while true {
            let runEnd = Self.nextSpecialByte(in: bytes, from: offset)
            if runEnd > offset {
                let run = runEnd - offset
                precondition(count + run <= output.count, "a string's bytes fit the bound of its content")
                bytes.withUnsafeBufferPointer { source in
                    (output.baseAddress! + count).update(from: source.baseAddress! + offset, count: run)
                }
                count += run
                offset = runEnd
            }
            guard let byte = current else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return count
            case UInt8(ascii: "\\"):
                offset += 1
                try parseEscape(into: output, count: &count)
            default:
                throw error("control character in string")
            }
        }
    }

    private mutating func parseEscape(
        into output: UnsafeMutableBufferPointer<UInt8>, count: inout Int
    ) throws(JSONParseError) {
        guard let byte = current else { throw error("unterminated escape") }
        offset += 1
        func write(_ byte: UInt8) {
            output[count] = byte
            count += 1
        }
        switch byte {
        case UInt8(ascii: "\""): write(0x22)
        case UInt8(ascii: "\\"): write(0x5C)
        case UInt8(ascii: "/"): write(0x2F)
        case UInt8(ascii: "b"): write(0x08)
        case UInt8(ascii: "f"): write(0x0C)
        case UInt8(ascii: "n"): write(0x0A)
        case UInt8(ascii: "r"): write(0x0D)
        case UInt8(ascii: "t"): write(0x09)
        case UInt8(ascii: "u"):
            var unit = try parseHex4()
            var scalar: Unicode.Scalar?
            if (0xD800..<0xDC00).contains(unit) {
                // A high surrogate needs a following \u low surrogate.
                if offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") {
                    let saved = offset
                    offset += 2
                    let low = try parseHex4()
                    if (0xDC00..<0xE000).contains(low) {
                        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        scalar = Unicode.Scalar(unit)
                    } else {
                        offset = saved
                    }
                }
            } else {
                scalar = Unicode.Scalar(unit)
            }
            // Lone surrogates become U+FFFD rather than failing the message.
            // At most 4 bytes for the 6 or 12 of the escape.
            UTF8.encode(scalar ?? "\u{FFFD}") { write($0) }
        default:
            throw error("invalid escape")
        }
    }

    private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw error("unterminated \\u escape") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid \\u escape")
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    private mutating func parseNumber() throws(JSONParseError) -> JSONValue {
        let start = offset
        var isInteger = true
        if current == UInt8(ascii: "-") { offset += 1 }
        guard let first = current, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") else {
            throw error("invalid number")
        }
        if first == UInt8(ascii: "0") {
            offset += 1
        } else {
            skipDigits()
        }
        if current == UInt8(ascii: ".") {
            isInteger = false
            offset += 1
            guard try skipRequiredDigits() else { throw error("invalid number") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            guard try skipRequiredDigits() else { throw error("invalid number") }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        if isInteger, let integer = Int(text) { return .integer(integer) }
        guard let double = Double(text) else { throw error("invalid number") }
        return .double(double)
    }

    private mutating func skipDigits() {
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { offset += 1 }
    }

    private mutating func skipRequiredDigits() throws(JSONParseError) -> Bool {
        let start = offset
        skipDigits()
        return offset > start
    }
}

import LaminateDialect

/// Keys, strings, numbers and literals.
extension JSON5Scanner {
    // MARK: Keys

    /// Reads a quoted or unquoted key at `position`.
    mutating func readKey(strictness: Strictness) throws(JSON5SyntaxError) -> (key: String, range: ByteRange) {
        let start = position
        let first = bytes[position]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            let string = try readString(strictness: strictness)
            return (string, ByteRange(start, position))
        }
        if !JSON5Characters.isFastKeyStart(first) {
            guard let (scalar, _) = UTF8Decoding.scalar(in: bytes, at: position) else {
                throw error(at: position, "invalid UTF-8 where a key was expected")
            }
            guard JSON5Characters.isKeyStart(scalar) else {
                throw error(at: position, "expected a key, found \(describeHere()); a key starts with a letter, '_' or '$', or is quoted")
            }
        }
        // Like Foundation, an unquoted key runs while its characters (escapes
        // decoded for the test) may continue an identifier.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") {
                let (scalar, length) = try unquotedKeyEscape()
                guard JSON5Characters.isKeyContinuation(scalar) else { break }
                position += length
            } else if byte < 0x80 {
                guard JSON5Characters.isKeyContinuation(Unicode.Scalar(byte)) else { break }
                position += 1
            } else {
                guard let (scalar, length) = UTF8Decoding.scalar(in: bytes, at: position) else {
                    throw error(at: position, "invalid UTF-8 in a key")
                }
                guard JSON5Characters.isKeyContinuation(scalar) else { break }
                position += length
            }
        }
        let range = ByteRange(start, position)
        return (String(decoding: bytes[start..<position], as: UTF8.self), range)
    }

    /// The scalar a `\uXXXX` or `\xXX` escape in an unquoted key stands for.
    private func unquotedKeyEscape() throws(JSON5SyntaxError) -> (Unicode.Scalar, Int) {
        let kind = position + 1 < bytes.count ? bytes[position + 1] : 0
        switch kind {
        case UInt8(ascii: "u"):
            guard let value = hexValue(at: position + 2, digits: 4) else {
                throw escapeError(length: min(6, bytes.count - position), "expected four hexadecimal digits after '\\u' in a key")
            }
            guard value != 0, let scalar = Unicode.Scalar(value) else {
                throw escapeError(length: 6, "'\\u\(hex(value))' cannot appear in a key")
            }
            return (scalar, 6)
        case UInt8(ascii: "x"):
            guard let value = hexValue(at: position + 2, digits: 2) else {
                throw escapeError(length: min(4, bytes.count - position), "expected two hexadecimal digits after '\\x' in a key")
            }
            guard value != 0, let scalar = Unicode.Scalar(value) else {
                throw escapeError(length: 4, "'\\x00' cannot appear in a key")
            }
            return (scalar, 4)
        default:
            throw escapeError(length: min(2, bytes.count - position), "only '\\u' and '\\x' escapes may appear in an unquoted key")
        }
    }

    // MARK: Strings

    /// Reads a string in double or single quotes at `position`, unescaping it.
    mutating func readString(strictness: Strictness) throws(JSON5SyntaxError) -> String {
        if strictness == .scanOnly { return try scanString() }
        let quote = bytes[position]
        let start = position
        position += 1
        var output: [UInt8] = []
        var chunkStart = position
        while true {
            guard position < bytes.count else {
                throw JSON5SyntaxError(
                    range: ByteRange(start, start + 1),
                    message: "unterminated string: expected a closing \(quote == UInt8(ascii: "'") ? "\"'\"" : "'\"'")")
            }
            let byte = bytes[position]
            if byte == quote {
                output.append(contentsOf: bytes[chunkStart..<position])
                position += 1
                return String(decoding: output, as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                output.append(contentsOf: bytes[chunkStart..<position])
                try readEscape(into: &output)
                chunkStart = position
            } else if byte < 0x20 {
                let what = byte == 0x0A || byte == 0x0D ? "a line break" : "control character U+\(hex(UInt32(byte)))"
                throw error(at: position, "\(what) in a string must be escaped")
            } else if byte < 0x80 {
                position += 1
            } else {
                guard let (_, length) = UTF8Decoding.scalar(in: bytes, at: position) else {
                    throw error(at: position, "invalid UTF-8 in a string")
                }
                position += length
            }
        }
    }

    /// Reads a string as Foundation's scanner alone checks it: only that it
    /// ends, and that `\u` and `\x` have room for their digits before the
    /// closing quote. The value is a best effort: it is never decoded.
    private mutating func scanString() throws(JSON5SyntaxError) -> String {
        let quote = bytes[position]
        let start = position
        position += 1
        var output: [UInt8] = []
        while position < bytes.count, bytes[position] != quote {
            guard bytes[position] == UInt8(ascii: "\\") else {
                output.append(bytes[position])
                position += 1
                continue
            }
            guard position + 1 < bytes.count else {
                position = bytes.count
                break
            }
            let digits: Int
            switch bytes[position + 1] {
            case UInt8(ascii: "u"): digits = 4
            case UInt8(ascii: "x"): digits = 2
            default: digits = 0
            }
            let end = position + 2 + digits
            guard end <= bytes.count else {
                position = bytes.count
                break
            }
            if bytes[(position + 2)..<end].contains(quote) {
                throw escapeError(
                    length: end - position, "expected \(digits) hexadecimal digits after '\\\(Character(Unicode.Scalar(bytes[position + 1])))'")
            }
            var probe = self
            var decoded: [UInt8] = []
            if (try? probe.readEscape(into: &decoded)) != nil, probe.position == end || digits == 0 {
                output.append(contentsOf: decoded)
                position = probe.position
            } else {
                output.append(contentsOf: bytes[position..<end])
                position = end
            }
        }
        guard position < bytes.count else {
            throw JSON5SyntaxError(
                range: ByteRange(start, start + 1),
                message: "unterminated string: expected a closing \(quote == UInt8(ascii: "'") ? "\"'\"" : "'\"'")")
        }
        position += 1
        return String(decoding: output, as: UTF8.self)
    }

    /// Reads the escape at `position` (a backslash) and appends what it stands for.
    private mutating func readEscape(into output: inout [UInt8]) throws(JSON5SyntaxError) {
        guard position + 1 < bytes.count else {
            throw escapeError(length: 1, "unterminated string: expected a character after '\\'")
        }
        let kind = bytes[position + 1]
        var scalar: Unicode.Scalar
        var length = 2
        switch kind {
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "/"):
            scalar = Unicode.Scalar(kind)
        case UInt8(ascii: "b"): scalar = "\u{08}"
        case UInt8(ascii: "f"): scalar = "\u{0C}"
        case UInt8(ascii: "n"): scalar = "\n"
        case UInt8(ascii: "r"): scalar = "\r"
        case UInt8(ascii: "t"): scalar = "\t"
        case 0x0A:
            // A line continuation. JSON5 says it stands for nothing, but
            // Foundation keeps the line break in the value; we keep what
            // `AttributedString(markdown:)` would see.
            scalar = "\n"
        case 0x0D:
            if position + 2 < bytes.count, bytes[position + 2] == 0x0A {
                output.append(0x0D)
                scalar = "\n"
                length = 3
            } else {
                scalar = "\r"
            }
        case UInt8(ascii: "u"):
            (scalar, length) = try unicodeEscape()
        case UInt8(ascii: "x"):
            guard let value = hexValue(at: position + 2, digits: 2) else {
                throw escapeError(length: min(4, bytes.count - position), "expected two hexadecimal digits after '\\x'")
            }
            guard value != 0, let byteScalar = Unicode.Scalar(value) else {
                throw escapeError(length: 4, "'\\x00' (a null character) is not allowed in a string")
            }
            scalar = byteScalar
            length = 4
        default:
            let shown = kind >= 0x20 && kind < 0x7F ? String(Character(Unicode.Scalar(kind))) : "byte 0x\(hex(UInt32(kind)))"
            throw escapeError(length: 2, "invalid escape '\\\(shown)'; JSON5 escapes are \\\" \\' \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX \\xXX")
        }
        output.append(contentsOf: String(Character(scalar)).utf8)
        position += length
    }

    /// `\uXXXX`, or a surrogate pair `\uD83D\uDE00`.
    private func unicodeEscape() throws(JSON5SyntaxError) -> (Unicode.Scalar, Int) {
        guard let high = hexValue(at: position + 2, digits: 4) else {
            throw escapeError(length: min(6, bytes.count - position), "expected four hexadecimal digits after '\\u'")
        }
        switch high {
        case 0:
            throw escapeError(length: 6, "'\\u0000' (a null character) is not allowed in a string")
        case 0xD800...0xDBFF:
            guard position + 7 < bytes.count, bytes[position + 6] == UInt8(ascii: "\\"), bytes[position + 7] == UInt8(ascii: "u"),
                let low = hexValue(at: position + 8, digits: 4), (0xDC00...0xDFFF).contains(low),
                let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            else {
                throw escapeError(length: 6, "'\\u\(hex(high))' is a high surrogate without a low surrogate ('\\uDC00'…'\\uDFFF') after it")
            }
            return (scalar, 12)
        case 0xDC00...0xDFFF:
            throw escapeError(length: 6, "'\\u\(hex(high))' is a low surrogate without a high surrogate before it")
        default:
            guard let scalar = Unicode.Scalar(high) else {
                throw escapeError(length: 6, "'\\u\(hex(high))' is not a Unicode scalar")
            }
            return (scalar, 6)
        }
    }

    private func hexValue(at offset: Int, digits: Int) -> UInt32? {
        guard offset >= 0, bytes.count - offset >= digits else { return nil }
        var value: UInt32 = 0
        for index in offset..<(offset + digits) {
            guard let digit = JSON5Characters.hexValue(bytes[index]) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private func escapeError(length: Int, _ message: String) -> JSON5SyntaxError {
        let end = min(bytes.count, position + max(1, length))
        return JSON5SyntaxError(range: ByteRange(position, max(position, end)), message: message)
    }

    // MARK: Scalar values

    /// Reads a string, number, `true`, `false` or `null` at `position`.
    mutating func readScalar(context: String, strictness: Strictness) throws(JSON5SyntaxError) -> JSON5Value {
        let start = position
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let string = try readString(strictness: strictness)
            return JSON5Value(.string(string), range: ByteRange(start, position))
        case UInt8(ascii: "t"):
            try readLiteral("true")
            return JSON5Value(.bool(true), range: ByteRange(start, position))
        case UInt8(ascii: "f"):
            try readLiteral("false")
            return JSON5Value(.bool(false), range: ByteRange(start, position))
        case UInt8(ascii: "n"):
            try readLiteral("null")
            return JSON5Value(.null, range: ByteRange(start, position))
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
            UInt8(ascii: "."), UInt8(ascii: "I"), UInt8(ascii: "N"):
            position += 1
            while position < bytes.count, JSON5Characters.isNumberTokenByte(bytes[position]) { position += 1 }
            let range = ByteRange(start, position)
            let literal = String(decoding: bytes[start..<position], as: UTF8.self)
            if strictness == .scanOnly {
                let value = (try? JSON5NumberParser.parse(Array(bytes[start..<position])).get()) ?? .nan
                return JSON5Value(.number(JSON5Number(value: value, literal: literal)), range: range)
            }
            switch JSON5NumberParser.parse(Array(bytes[start..<position])) {
            case .success(let value):
                return JSON5Value(.number(JSON5Number(value: value, literal: literal)), range: range)
            case .failure(let failure):
                if let offset = failure.offset {
                    throw error(at: start + offset, failure.message)
                }
                throw JSON5SyntaxError(range: range, message: failure.message)
            }
        default:
            var message = "expected a value \(context), found \(describeHere())"
            if let word = bareWord(at: start) {
                // Underline the whole unquoted word, not just its first letter.
                message += "; strings must be quoted, as in \"\(word)\""
                throw JSON5SyntaxError(range: ByteRange(start, start + word.utf8.count), message: message)
            }
            throw error(at: start, message)
        }
    }

    /// `true`, `false` or `null`, reporting the first character that differs.
    private mutating func readLiteral(_ literal: StaticString) throws(JSON5SyntaxError) {
        let expected = literal.withUTF8Buffer { Array($0) }
        let word = String(decoding: expected, as: UTF8.self)
        for (offset, byte) in expected.enumerated() {
            guard position + offset < bytes.count, bytes[position + offset] == byte else {
                var message = "expected '\(word)'"
                if let bare = bareWord(at: position) { message += "; strings must be quoted, as in \"\(bare)\"" }
                throw error(at: position + offset, message)
            }
        }
        position += expected.count
    }

    /// An unquoted identifier-like word at `offset`, for the "must be quoted" hint.
    private func bareWord(at offset: Int) -> String? {
        var end = offset
        while end < bytes.count, end - offset < 40 {
            let byte = bytes[end]
            guard byte < 0x80, JSON5Characters.isKeyContinuation(Unicode.Scalar(byte)) else { break }
            end += 1
        }
        guard end > offset, !JSON5Characters.isDigit(bytes[offset]) else { return nil }
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }
}

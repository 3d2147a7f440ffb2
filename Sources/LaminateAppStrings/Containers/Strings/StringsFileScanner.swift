import LaminateDialect

/// Finds the keys and values of an old-style `.strings` file:
/// `"key" = "value";` entries (or `"key";`, whose value is the key),
/// between `/* … */` and `// …` comments. Strings are quoted or bare
/// (`key = value;` with letters, digits and `_$+/:.-`).
///
/// Escapes are the property-list ones Foundation reads: `\n \t \r \a \b \f
/// \v \" \' \\`, `\Uxxxx` (UTF-16, a surrogate pair combined into one
/// character), octal `\ooo`; a backslash before any other character stands
/// for that character. The text is UTF-8 here; `ContainerText` decodes a
/// UTF-16 file first. A mistake is one failure where it is.
enum StringsFileScanner {
    static func scan(_ bytes: [UInt8]) -> ContainerScan {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = StringsFileReader(buffer)
            do throws(ContainerFailure) {
                return ContainerScan(kind: .stringsFile, strings: try reader.entries())
            } catch {
                return ContainerScan(kind: .stringsFile, failure: error)
            }
        }
    }
}

struct StringsFileReader: ~Copyable {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    func failure(_ message: String, at offset: Int? = nil) -> ContainerFailure {
        let start = min(offset ?? index, bytes.count)
        return ContainerFailure(range: ByteRange(start, min(start + 1, bytes.count)), message: message)
    }

    mutating func entries() throws(ContainerFailure) -> [EmbeddedString] {
        var strings: [EmbeddedString] = []
        while true {
            try skipSpaceAndComments()
            guard index < bytes.count else { return strings }
            let key = try string()
            try skipSpaceAndComments()
            let keyText = key.text.withFormatSpecifiersAsPlaceholders()
            let keyValue = key.text.string
            strings.append(
                EmbeddedString(
                    text: keyText, literalRange: key.range, escaping: .strings,
                    origin: .init(role: .key, key: keyValue)))
            guard index < bytes.count else { throw failure("expected `=` or `;` after the key") }
            if bytes[index] == UInt8(ascii: "=") {
                index += 1
                try skipSpaceAndComments()
                guard index < bytes.count else { throw failure("expected a value after `=`") }
                let value = try string()
                strings.append(
                    EmbeddedString(
                        text: value.text.withFormatSpecifiersAsPlaceholders(), literalRange: value.range,
                        escaping: .strings, origin: .init(role: .value, key: keyValue)))
                try skipSpaceAndComments()
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else { throw failure("expected `;` after the entry") }
            index += 1
        }
    }

    mutating func skipSpaceAndComments() throws(ContainerFailure) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = index
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                guard index + 1 < bytes.count else { throw failure("the comment is not closed", at: start) }
                index += 2
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else {
                return
            }
        }
    }

    static func isBareByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        default: "_$+/:.-".utf8.contains(byte)
        }
    }

    /// A quoted or bare string at `index`.
    mutating func string() throws(ContainerFailure) -> (range: ByteRange, text: EmbeddedText) {
        let start = index
        guard bytes[index] == UInt8(ascii: "\"") else {
            var text = EmbeddedText(contentStart: start)
            while index < bytes.count, Self.isBareByte(bytes[index]) { index += 1 }
            guard index > start else { throw failure("expected a string in quotes") }
            text.appendVerbatim(bytes, ByteRange(start, index))
            return (ByteRange(start, index), text)
        }
        index += 1
        var text = EmbeddedText(contentStart: index)
        var runStart = index
        while true {
            guard index < bytes.count else { throw failure("the string is not closed", at: start) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                text.appendVerbatim(bytes, ByteRange(runStart, index))
                index += 1
                return (ByteRange(start, index), text)
            }
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

    /// The escape at `index` (its backslash), decoded.
    mutating func escape() throws(ContainerFailure) -> [UInt8] {
        index += 1
        guard index < bytes.count else { throw failure("the string is not closed") }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "a"): return [0x07]
        case UInt8(ascii: "b"): return [0x08]
        case UInt8(ascii: "f"): return [0x0C]
        case UInt8(ascii: "v"): return [0x0B]
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            let value = hexDigits()
            if UTF8Encoding.isHighSurrogate(value), index + 2 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                bytes[index + 1] | 0x20 == UInt8(ascii: "u")
            {
                let save = index
                index += 2
                let low = hexDigits()
                if UTF8Encoding.isLowSurrogate(low) { return UTF8Encoding.bytes(of: UTF8Encoding.combine(value, low)) }
                index = save
            }
            return UTF8Encoding.bytes(of: value)
        case 0x30...0x37:
            var value = UInt32(letter - 0x30)
            var count = 1
            while count < 3, index < bytes.count, (0x30...0x37).contains(bytes[index]) {
                value = value * 8 + UInt32(bytes[index] - 0x30)
                index += 1
                count += 1
            }
            return UTF8Encoding.bytes(of: value)
        default:
            // Any other character stands for itself, whole (it may be several bytes).
            var end = index
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            let decoded = Array(bytes[(index - 1)..<end])
            index = end
            return decoded
        }
    }

    /// Up to four hex digits (what `\U` takes).
    mutating func hexDigits() -> UInt32 {
        var value: UInt32 = 0
        var count = 0
        while count < 4, index < bytes.count, let digit = UTF8Encoding.hexValue(bytes[index]) {
            value = value * 16 + digit
            index += 1
            count += 1
        }
        return value
    }
}

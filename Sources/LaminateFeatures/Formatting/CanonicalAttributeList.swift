import LaminateAttributes
import LaminateDialect

/// One attribute list written in the canonical form: `key: value` pairs
/// joined by `, `, no outer braces, no trailing comma, keys unquoted where
/// they are identifiers, strings in double quotes.
///
/// Every token is copied from the list as written — numbers as written,
/// strings with their escapes — so the parentheses and backslashes the
/// span scanner counts stay exactly as they were; only the space between
/// tokens, the quotes of single-quoted strings and keys, and the outer
/// braces change. Written with an explicit stack, not recursion: values
/// nest up to the reader's 512 levels.
enum CanonicalAttributeList {
    /// The canonical text of `list`, or nil when the list is left alone: it
    /// has comments (formatting would drop them) or a string over several
    /// lines (a line continuation, which one line cannot keep).
    static func text(of list: AttributeList) -> String? {
        let source = list.text.bytes
        guard !hasComment(source) else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(source.count)
        enum Frame {
            case object(members: [JSON5Member], next: Int, braces: Bool)
            case array(elements: [JSON5Value], next: Int)
        }
        var stack: [Frame] = [.object(members: list.object.members, next: 0, braces: false)]
        var failed = false
        func open(_ value: JSON5Value) {
            switch value.kind {
            case .object(let object):
                output.append(UInt8(ascii: "{"))
                stack.append(.object(members: object.members, next: 0, braces: true))
            case .array(let elements):
                output.append(UInt8(ascii: "["))
                stack.append(.array(elements: elements, next: 0))
            case .string:
                guard let string = doubleQuoted(source[value.range.start..<value.range.end]) else {
                    failed = true
                    return
                }
                output += string
            default:
                output += source[value.range.start..<value.range.end]
            }
        }
        while let frame = stack.popLast(), !failed {
            switch frame {
            case .object(let members, let next, let braces):
                guard next < members.count else {
                    if braces { output.append(UInt8(ascii: "}")) }
                    continue
                }
                stack.append(.object(members: members, next: next + 1, braces: braces))
                if next > 0 { output += Array(", ".utf8) }
                guard let key = key(members[next], in: source) else {
                    failed = true
                    continue
                }
                output += key
                output += Array(": ".utf8)
                open(members[next].value)
            case .array(let elements, let next):
                guard next < elements.count else {
                    output.append(UInt8(ascii: "]"))
                    continue
                }
                stack.append(.array(elements: elements, next: next + 1))
                if next > 0 { output += Array(", ".utf8) }
                open(elements[next])
            }
        }
        return failed ? nil : String(decoding: output, as: UTF8.self)
    }

    /// A key unquoted when it is a plain identifier, else double-quoted as written.
    private static func key(_ member: JSON5Member, in source: [UInt8]) -> [UInt8]? {
        let written = source[member.keyRange.start..<member.keyRange.end]
        guard let first = written.first, first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") else { return Array(written) }
        if isIdentifier(member.key) { return Array(member.key.utf8) }
        return doubleQuoted(written)
    }

    /// ASCII letters, digits, `_` and `$`, not starting with a digit, and no
    /// word JSON5 reads as a value.
    static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
            !["true", "false", "null", "Infinity", "NaN"].contains(key)
        else { return false }
        return key.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
                true
            default: false
            }
        }
    }

    /// A string literal as written, in double quotes: a single-quoted one
    /// loses the backslash of `\'` and gains one before each bare `"`;
    /// every other escape stays as written. Nil for a string over lines.
    static func doubleQuoted(_ written: ArraySlice<UInt8>) -> [UInt8]? {
        guard !written.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return nil }
        guard written.first == UInt8(ascii: "'"), written.count >= 2 else { return Array(written) }
        var output: [UInt8] = [UInt8(ascii: "\"")]
        var index = written.startIndex + 1
        let end = written.endIndex - 1
        while index < end {
            let byte = written[index]
            if byte == UInt8(ascii: "\\"), index + 1 < end {
                let next = written[index + 1]
                if next != UInt8(ascii: "'") { output.append(byte) }
                output.append(next)
                index += 2
                continue
            }
            if byte == UInt8(ascii: "\"") { output.append(UInt8(ascii: "\\")) }
            output.append(byte)
            index += 1
        }
        output.append(UInt8(ascii: "\""))
        return output
    }

    /// Whether a `/` appears outside strings: JSON5's comments start with one.
    private static func hasComment(_ source: [UInt8]) -> Bool {
        var quote: UInt8?
        var index = 0
        while index < source.count {
            let byte = source[index]
            if let open = quote {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "/") {
                return true
            }
            index += 1
        }
        return false
    }
}

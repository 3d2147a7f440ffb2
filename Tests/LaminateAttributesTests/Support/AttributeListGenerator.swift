/// Generates attribute lists, mostly valid and sometimes subtly not, and
/// mutates them byte by byte, for the differential test against Foundation.
struct AttributeListGenerator {
    var random: SeededRandom

    static let keys = [
        "foregroundColor", "ingredient", "font", "alignment", "'single quoted'", "\"double quoted\"", "$dollar",
        "_under", "é", "naïve", "a1", "\\u0061b", "\\x41b", "a\\u0031", "‿x", "Ⅻ", "a\u{301}", "\"\"", "''",
        "1a", "a-b", "a.b", "\\u0020", "\"a\\nb\"", "'it\\'s'",
    ]

    static let strings = [
        "\"green\"", "'green'", "\"\"", "''", "\"a\\\"b\"", "'a\\'b'", "\"\\u00e9\"", "\"\\uD83D\\uDE00\"", "\"\\uD83D\"",
        "\"\\uDE00\"", "\"\\x41\"", "\"\\x00\"", "\"\\u0000\"", "\"\\q\"", "\"\\0\"", "\"\\v\"", "\"a\\\nb\"",
        "\"a\\\r\nb\"", "\"tab\there\"", "\"line\nbreak\"", "\"\\/\\b\\f\\n\\r\\t\\\\\"", "'\"'", "\"'\"", "\"é😀\"",
        "\"\\u12\"", "\"\\xg1\"", "\"unterminated", "'x\\", "\"#FF0000\"", "\"single dot\"",
    ]

    static let literals = [
        "true", "false", "null", "tru", "nul", "falsey", "green", "Infinity", "-Infinity", "+Infinity",
        "NaN", "-NaN", "+NaN", "Infinit", "NaNa", "undefined",
    ]

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    mutating func number() -> String {
        var text = random.pick(["", "", "", "-", "+"])
        switch random.below(6) {
        case 0:
            text += random.pick(["0x", "0X"])
            let count = random.pick([0, 1, 2, 4, 8, 15, 16, 17, 20])
            let digits = Array("0123456789abcdefABCDEF8F")
            for _ in 0..<count { text.append(random.pick(digits)) }
            if random.chance(5) { text += random.pick([".5", "g", "p3"]) }
            return text
        case 1:
            return text + random.pick(["Infinity", "NaN", "Inf", "NaNx"])
        default:
            var mantissa = random.pick(["0", "1", "5", "12", "007", "0", "123456789012345678901234567890", "9"])
            switch random.below(5) {
            case 0: mantissa += "."
            case 1: mantissa += "." + random.pick(["0", "5", "25", "000"])
            case 2: mantissa = "." + random.pick(["5", "0", ""])
            default: break
            }
            text += mantissa
            if random.chance(35) {
                text += random.pick(["e", "E"])
                text += random.pick(["", "", "+", "-"])
                text += random.pick(["0", "1", "5", "10", "308", "309", "400", "999", "", "x"])
            }
            if random.chance(3) { text += random.pick(["x", ".", "..", "_1"]) }
            return text
        }
    }

    /// A value; `depth` bounds nesting.
    mutating func value(depth: Int) -> String {
        let choice = depth > 3 ? random.below(3) : random.below(5)
        switch choice {
        case 0: return number()
        case 1: return random.pick(Self.strings)
        case 2: return random.pick(Self.literals)
        case 3:
            var items: [String] = []
            for _ in 0..<random.below(4) { items.append(value(depth: depth + 1)) }
            return "[" + items.joined(separator: random.pick([",", ", ", " ,", ",,"])) + (random.chance(20) ? "," : "") + "]"
        default:
            return "{" + members(depth: depth + 1) + "}"
        }
    }

    mutating func separator() -> String {
        random.pick([",", ", ", " , ", ",\n", ", /* c */ ", ", // c\n", ",\t", " ", "", ",,", ";", ",\u{0B}", ",\u{0C}"])
    }

    mutating func members(depth: Int) -> String {
        var parts: [String] = []
        for _ in 0..<random.below(4) {
            let spaceBefore = random.pick(["", "", " ", "\n", "/**/"])
            let colon = random.pick([":", ":", ": ", " : ", ":\n", "=", ""])
            parts.append(random.pick(Self.keys) + spaceBefore + colon + value(depth: depth))
        }
        var text = ""
        for (index, part) in parts.enumerated() {
            if index > 0 { text += random.chance(92) ? random.pick([",", ", ", " ,", ",\n"]) : separator() }
            text += part
        }
        if !parts.isEmpty, random.chance(20) { text += random.pick([",", ", ", ",,"]) }
        return text
    }

    /// A whole attribute list, braces optional, with optional comments around it.
    mutating func attributeList() -> [UInt8] {
        var text = members(depth: 0)
        if random.chance(30) { text = "{" + text + "}" }
        if random.chance(10) { text = random.pick([" ", "\n", "/* lead */", "// lead\n"]) + text }
        if random.chance(10) { text += random.pick([" ", "\n", " // tail", " /* tail */", " /* open", "}", "]", " x"]) }
        return Array(text.utf8)
    }

    static let interestingBytes: [[UInt8]] =
        Array("\"'{}[]:,\\/*\n eE+-.0x1_$aN".utf8).map { [$0] }
        + [[0x00], [0x0B], [0x7F], Array("é".utf8), Array("\u{A0}".utf8), Array("\u{2028}".utf8), Array("😀".utf8)]

    /// `input` with one to three random edits.
    mutating func mutate(_ input: [UInt8]) -> [UInt8] {
        var bytes = input
        for _ in 0..<(1 + random.below(3)) {
            let position = random.below(bytes.count + 1)
            switch random.below(4) {
            case 0 where !bytes.isEmpty && position < bytes.count:
                bytes.remove(at: position)
            case 1 where position < bytes.count:
                bytes.replaceSubrange(position...position, with: random.pick(Self.interestingBytes))
            case 2 where !bytes.isEmpty:
                let start = random.below(bytes.count)
                let end = min(bytes.count, start + 1 + random.below(6))
                bytes.insert(contentsOf: bytes[start..<end], at: position)
            default:
                bytes.insert(contentsOf: random.pick(Self.interestingBytes), at: position)
            }
        }
        return bytes
    }
}

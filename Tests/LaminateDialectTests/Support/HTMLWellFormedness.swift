/// Whether HTML the renderer wrote is well-formed enough for any HTML
/// parser to read back as meant: every element one the renderer writes,
/// opened and closed in order (`hr`, `br` and `img` closed in their own tag),
/// every attribute a lowercase name with a double-quoted value, no `<`, `>`
/// or `"` left unescaped in text or values, every `&` starting a character
/// reference.
///
/// For documents without raw HTML only: CommonMark passes raw HTML
/// through untouched, so there only the renderer's own tags could be
/// checked, and they cannot be told from the document's. Pure Swift, shared
/// by `HTMLOutputTests` and the parser fuzz target (`Tests/Fuzz/fuzz.sh`
/// compiles it in).
enum HTMLWellFormedness {
    /// Elements the renderer writes, and whether each is void.
    static let elements: [String: Bool] = [
        "p": false, "blockquote": false, "ul": false, "ol": false, "li": false,
        "h1": false, "h2": false, "h3": false, "h4": false, "h5": false, "h6": false,
        "pre": false, "code": false, "em": false, "strong": false, "del": false, "a": false, "span": false,
        "table": false, "thead": false, "tbody": false, "tr": false, "th": false, "td": false,
        "hr": true, "br": true, "img": true,
    ]

    /// The first problem, or nil for well-formed HTML.
    static func problem(in html: String) -> String? {
        let bytes = Array(html.utf8)
        var open: [String] = []
        var index = 0
        func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): return true
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."): return !first
            default: return false
            }
        }
        func name() -> String? {
            let start = index
            while index < bytes.count, isNameByte(bytes[index], first: index == start) { index += 1 }
            return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
        }
        /// A character reference at `index` (just after its `&`).
        func reference() -> Bool {
            var end = index
            if end < bytes.count, bytes[end] == UInt8(ascii: "#") {
                end += 1
                let hex = end < bytes.count && (bytes[end] | 0x20) == UInt8(ascii: "x")
                if hex { end += 1 }
                let digitsStart = end
                while end < bytes.count, end - digitsStart < 8,
                    (bytes[end] >= UInt8(ascii: "0") && bytes[end] <= UInt8(ascii: "9"))
                        || (hex && (bytes[end] | 0x20) >= UInt8(ascii: "a") && (bytes[end] | 0x20) <= UInt8(ascii: "f"))
                {
                    end += 1
                }
                guard end > digitsStart else { return false }
            } else {
                let nameStart = end
                while end < bytes.count, end - nameStart < 32,
                    ((bytes[end] | 0x20) >= UInt8(ascii: "a") && (bytes[end] | 0x20) <= UInt8(ascii: "z"))
                        || (end > nameStart && bytes[end] >= UInt8(ascii: "0") && bytes[end] <= UInt8(ascii: "9"))
                {
                    end += 1
                }
                guard end > nameStart else { return false }
            }
            guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { return false }
            index = end + 1
            return true
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "&"):
                index += 1
                guard reference() else { return "an & at \(index - 1) starts no character reference" }
            case UInt8(ascii: ">"), UInt8(ascii: "\""):
                return "an unescaped \(Character(Unicode.Scalar(byte))) in text at \(index)"
            case UInt8(ascii: "<"):
                let tagStart = index
                index += 1
                let closing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
                if closing { index += 1 }
                guard let element = name(), let isVoid = elements[element] else {
                    return "a tag at \(tagStart) the renderer never writes"
                }
                if closing {
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { return "a malformed </\(element)> at \(tagStart)" }
                    index += 1
                    guard open.last == element else {
                        return "</\(element)> at \(tagStart) closes \(open.last.map { "<\($0)>" } ?? "nothing")"
                    }
                    open.removeLast()
                    continue
                }
                // Attributes: ` name="value"`, then `>` (or ` />` for a void element).
                while true {
                    guard index < bytes.count else { return "<\(element)> at \(tagStart) is not finished" }
                    if bytes[index] == UInt8(ascii: ">") {
                        guard !isVoid else { return "<\(element)> at \(tagStart) is void but not closed with />" }
                        index += 1
                        open.append(element)
                        break
                    }
                    guard bytes[index] == UInt8(ascii: " ") else { return "<\(element)> at \(tagStart): \(index) is no space" }
                    index += 1
                    if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: ">") {
                        guard isVoid else { return "<\(element)> at \(tagStart) is closed in its own tag but is not void" }
                        index += 2
                        break
                    }
                    guard name() != nil, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "="),
                        bytes[index + 1] == UInt8(ascii: "\"")
                    else {
                        return "<\(element)> at \(tagStart) has a malformed attribute at \(index)"
                    }
                    index += 2
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                        switch bytes[index] {
                        case UInt8(ascii: "<"), UInt8(ascii: ">"):
                            return "an unescaped \(Character(Unicode.Scalar(bytes[index]))) in an attribute value at \(index)"
                        case UInt8(ascii: "&"):
                            index += 1
                            guard reference() else { return "an & at \(index - 1) starts no character reference" }
                        default:
                            index += 1
                        }
                    }
                    guard index < bytes.count else { return "an attribute value of <\(element)> at \(tagStart) is not closed" }
                    index += 1
                }
            default:
                index += 1
            }
        }
        return open.isEmpty ? nil : "<\(open.joined(separator: "><"))> left open at the end"
    }
}

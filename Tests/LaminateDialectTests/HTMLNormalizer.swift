@testable import LaminateDialect

/// Normalizes HTML the way the CommonMark test suite's `normalize.py` does
/// before comparing: whitespace runs collapse to one space outside `<pre>`,
/// whitespace next to block-level tags goes, attributes are sorted, and
/// entity references become the characters they stand for (with `<`, `>`,
/// `&` and `"` escaped again).
enum HTMLNormalizer {
    static func normalize(_ html: String) -> String {
        var state = State()
        let bytes = Array(html.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                if let end = find("-->", in: bytes, from: index + 4), starts(bytes, index, "<!--") {
                    state.output += String(decoding: bytes[index..<end], as: UTF8.self)
                    state.last = .other
                    index = end
                    continue
                }
                if starts(bytes, index, "<![CDATA["), let end = find("]]>", in: bytes, from: index) {
                    state.output += String(decoding: bytes[index..<end], as: UTF8.self)
                    state.last = .other
                    index = end
                    continue
                }
                if index + 1 < bytes.count, isTagStart(bytes[index + 1]),
                    let close = bytes[index...].firstIndex(of: UInt8(ascii: ">"))
                {
                    state.tag(Array(bytes[(index + 1)..<close]))
                    index = close + 1
                    continue
                }
            }
            var end = index + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "<") { end += 1 }
            state.text(Array(bytes[index..<end]))
            index = end
        }
        return state.output
    }

    private static func isTagStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?")
            || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
    }

    private static func starts(_ bytes: [UInt8], _ index: Int, _ prefix: String) -> Bool {
        let prefixBytes = Array(prefix.utf8)
        return index + prefixBytes.count <= bytes.count && Array(bytes[index..<(index + prefixBytes.count)]) == prefixBytes
    }

    /// The index just after the first `needle` at or after `start`.
    private static func find(_ needle: String, in bytes: [UInt8], from start: Int) -> Int? {
        let needleBytes = Array(needle.utf8)
        var index = start
        while index + needleBytes.count <= bytes.count {
            if Array(bytes[index..<(index + needleBytes.count)]) == needleBytes { return index + needleBytes.count }
            index += 1
        }
        return nil
    }

    static let blockTags: Set<String> = [
        "article", "header", "aside", "hgroup", "blockquote", "hr", "iframe", "body", "li", "map", "button",
        "object", "canvas", "ol", "caption", "output", "col", "p", "colgroup", "pre", "dd", "progress", "div",
        "section", "dl", "table", "td", "dt", "tbody", "embed", "textarea", "fieldset", "tfoot", "figcaption",
        "th", "figure", "thead", "footer", "tr", "form", "ul", "h1", "h2", "h3", "h4", "h5", "h6", "video",
        "script", "style",
    ]

    private struct State {
        enum Last { case startTag, endTag, text, other }
        var output = ""
        var last = Last.startTag
        var lastTag = ""
        var inPre = false

        mutating func text(_ bytes: [UInt8]) {
            var data = decodeEntities(bytes)
            let afterTag = last == .startTag || last == .endTag
            let afterBlockTag = afterTag && HTMLNormalizer.blockTags.contains(lastTag)
            if afterTag && lastTag == "br" { data = String(data.drop { $0 == "\n" }) }
            if !inPre { data = collapseWhitespace(data) }
            if afterBlockTag && !inPre {
                if last == .startTag {
                    data = String(data.drop(while: \.isWhitespace))
                } else {
                    data = data.trimmingWhitespace()
                }
            }
            output += data
            last = .text
        }

        mutating func tag(_ inner: [UInt8]) {
            let text = String(decoding: inner, as: UTF8.self)
            if text.hasPrefix("!") || text.hasPrefix("?") {
                output += "<" + text + ">"
                last = .other
                return
            }
            if text.hasPrefix("/") {
                let name = String(text.dropFirst().prefix { !$0.isWhitespace }).lowercased()
                if name == "pre" {
                    inPre = false
                } else if HTMLNormalizer.blockTags.contains(name) {
                    output = output.trimmingTrailingWhitespace()
                }
                output += "</" + name + ">"
                lastTag = name
                last = .endTag
                return
            }
            var body = Substring(text)
            let selfClosing = body.hasSuffix("/")
            if selfClosing { body = body.dropLast() }
            let name = String(body.prefix { !$0.isWhitespace }).lowercased()
            let attributes = parseAttributes(body.dropFirst(name.count)).sorted {
                $0.name < $1.name || ($0.name == $1.name && ($0.value ?? "") < ($1.value ?? ""))
            }
            if name == "pre" { inPre = true }
            if HTMLNormalizer.blockTags.contains(name) { output = output.trimmingTrailingWhitespace() }
            output += "<" + name
            for attribute in attributes {
                output += " " + attribute.name
                if let value = attribute.value { output += "=\"" + escapeAttribute(value) + "\"" }
            }
            output += ">"
            lastTag = name
            last = selfClosing ? .endTag : .startTag
        }

        func parseAttributes(_ text: Substring) -> [(name: String, value: String?)] {
            var result: [(name: String, value: String?)] = []
            var rest = text[...]
            while true {
                rest = rest.drop(while: \.isWhitespace)
                guard !rest.isEmpty else { break }
                let name = rest.prefix { !$0.isWhitespace && $0 != "=" }
                rest = rest.dropFirst(name.count).drop(while: \.isWhitespace)
                var value: String?
                if rest.first == "=" {
                    rest = rest.dropFirst().drop(while: \.isWhitespace)
                    if let quote = rest.first, quote == "\"" || quote == "'" {
                        let inner = rest.dropFirst().prefix { $0 != quote }
                        value = decodeEntities(Array(inner.utf8))
                        rest = rest.dropFirst(inner.count + 2)
                    } else {
                        let inner = rest.prefix { !$0.isWhitespace }
                        value = decodeEntities(Array(inner.utf8))
                        rest = rest.dropFirst(inner.count)
                    }
                }
                if name.isEmpty { rest = rest.dropFirst() } else { result.append((name.lowercased(), value)) }
            }
            return result
        }

        func escapeAttribute(_ value: String) -> String {
            var escaped = ""
            for character in value {
                switch character {
                case "&": escaped += "&amp;"
                case "<": escaped += "&lt;"
                case ">": escaped += "&gt;"
                case "\"": escaped += "&quot;"
                case "'": escaped += "&#x27;"
                default: escaped.append(character)
                }
            }
            return escaped
        }

        /// Replaces entity references by their characters, re-escaping the
        /// four that HTML text needs escaped.
        func decodeEntities(_ bytes: [UInt8]) -> String {
            var output: [UInt8] = []
            bytes.withUnsafeBufferPointer { buffer in
                var index = 0
                while index < buffer.count {
                    if buffer[index] == UInt8(ascii: "&"), let entity = EntityDecoder.match(buffer, at: index, end: buffer.count) {
                        for byte in entity.decoded.utf8 {
                            switch byte {
                            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
                            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
                            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
                            case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
                            default: output.append(byte)
                            }
                        }
                        index = entity.end
                    } else {
                        output.append(buffer[index])
                        index += 1
                    }
                }
            }
            return String(decoding: output, as: UTF8.self)
        }

        func collapseWhitespace(_ text: String) -> String {
            var result = ""
            var inSpace = false
            for character in text {
                if character.isWhitespace {
                    if !inSpace { result.append(" ") }
                    inSpace = true
                } else {
                    result.append(character)
                    inSpace = false
                }
            }
            return result
        }
    }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var result = Substring(self)
        while let last = result.last, last.isWhitespace { result = result.dropLast() }
        return String(result)
    }

    func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace)).trimmingTrailingWhitespace()
    }
}

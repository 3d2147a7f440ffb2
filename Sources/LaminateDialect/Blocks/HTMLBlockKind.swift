/// The seven kinds of HTML block CommonMark distinguishes by their start
/// condition, each with its own end condition.
enum HTMLBlockKind: Int {
    /// `<script`, `<pre`, `<style`, `<textarea`; ends at the matching close tag.
    case rawText = 1
    /// `<!--`; ends at `-->`.
    case comment = 2
    /// `<?`; ends at `?>`.
    case processingInstruction = 3
    /// `<!` and a letter; ends at `>`.
    case declaration = 4
    /// `<![CDATA[`; ends at `]]>`.
    case cdata = 5
    /// A known block-level tag; ends at a blank line.
    case blockTag = 6
    /// Any other complete tag alone on its line; ends at a blank line and
    /// cannot interrupt a paragraph.
    case otherTag = 7

    /// Whether the block goes on over blank lines (kinds 1 to 5 do).
    var continuesOverBlankLines: Bool { rawValue <= 5 }

    /// Recognizes the start of an HTML block at `position` (the line's first
    /// non-space byte, at most three spaces in).
    static func scanStart(
        _ bytes: UnsafeBufferPointer<UInt8>, at position: Int, lineEnd: Int,
        canInterruptParagraph: Bool
    ) -> HTMLBlockKind? {
        var scanner = HTMLTagScanner(bytes: bytes, position: position, end: lineEnd)
        guard scanner.take(UInt8(ascii: "<")) else { return nil }
        if scanner.take(UInt8(ascii: "!")) {
            if scanner.takeLiteral("--") { return .comment }
            if scanner.takeLiteral("[CDATA[") { return .cdata }
            if scanner.peekIsLetter { return .declaration }
            return nil
        }
        if scanner.take(UInt8(ascii: "?")) { return .processingInstruction }

        let isClosing = scanner.take(UInt8(ascii: "/"))
        let nameStart = scanner.position
        guard scanner.peekIsLetter else { return nil }
        while scanner.peekIsLetter || scanner.peekIsDigit || scanner.peek == UInt8(ascii: "-") { scanner.position += 1 }
        let name = scanner.lowercasedText(nameStart, scanner.position)
        let next = scanner.peek
        let endsName = next == nil || next.map(BlockStartScanner.isSpaceCharacter) == true || next == UInt8(ascii: ">")

        if !isClosing, endsName, rawTextTags.contains(name) { return .rawText }
        if blockTags.contains(name) {
            if endsName { return .blockTag }
            if next == UInt8(ascii: "/") && scanner.peek(at: 1) == UInt8(ascii: ">") { return .blockTag }
        }
        guard canInterruptParagraph else { return nil }
        // Kind 7: a complete open or closing tag, then only whitespace.
        scanner.position = nameStart
        if isClosing {
            guard scanner.skipTagName() else { return nil }
            scanner.skipWhitespace()
            guard scanner.take(UInt8(ascii: ">")) else { return nil }
        } else {
            guard scanner.skipOpenTagRest() else { return nil }
        }
        scanner.skipWhitespace()
        return scanner.atEnd ? .otherTag : nil
    }

    /// Whether the line `bytes[position ..< lineEnd]` contains this kind's end condition.
    func lineContainsEnd(_ bytes: UnsafeBufferPointer<UInt8>, from position: Int, lineEnd: Int) -> Bool {
        switch self {
        case .rawText:
            var index = position
            while index + 1 < lineEnd {
                if bytes[index] == UInt8(ascii: "<") && bytes[index + 1] == UInt8(ascii: "/") {
                    var scanner = HTMLTagScanner(bytes: bytes, position: index + 2, end: lineEnd)
                    let nameStart = scanner.position
                    while scanner.peekIsLetter { scanner.position += 1 }
                    if scanner.peek == UInt8(ascii: ">"),
                        HTMLBlockKind.rawTextTags.contains(scanner.lowercasedText(nameStart, scanner.position))
                    {
                        return true
                    }
                }
                index += 1
            }
            return false
        case .comment: return Self.contains("-->", bytes, position, lineEnd)
        case .processingInstruction: return Self.contains("?>", bytes, position, lineEnd)
        case .declaration: return Self.contains(">", bytes, position, lineEnd)
        case .cdata: return Self.contains("]]>", bytes, position, lineEnd)
        case .blockTag, .otherTag: return false
        }
    }

    private static func contains(_ needle: StaticString, _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let count = needle.utf8CodeUnitCount
        let pointer = needle.utf8Start
        var index = start
        while index + count <= end {
            var matched = true
            for offset in 0..<count where bytes[index + offset] != pointer[offset] {
                matched = false
                break
            }
            if matched { return true }
            index += 1
        }
        return false
    }

    static let rawTextTags: Set<String> = ["script", "pre", "style", "textarea"]

    static let blockTags: Set<String> = [
        "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center",
        "col", "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset",
        "figcaption", "figure", "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5",
        "h6", "head", "header", "hr", "html", "iframe", "legend", "li", "link", "main", "menu",
        "menuitem", "nav", "noframes", "ol", "optgroup", "option", "p", "param", "search", "section",
        "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr", "track", "ul",
    ]
}

/// A cursor over one line for recognizing HTML tags (CommonMark's open tag
/// and closing tag grammar, restricted to a single line).
struct HTMLTagScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int
    let end: Int

    var atEnd: Bool { position >= end }
    var peek: UInt8? { position < end ? bytes[position] : nil }
    func peek(at distance: Int) -> UInt8? { position + distance < end ? bytes[position + distance] : nil }

    var peekIsLetter: Bool {
        guard let byte = peek else { return false }
        return (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    var peekIsDigit: Bool {
        guard let byte = peek else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    mutating func take(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        position += 1
        return true
    }

    /// Takes `literal` case-sensitively.
    mutating func takeLiteral(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= end else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<count where bytes[position + offset] != pointer[offset] { return false }
        position += count
        return true
    }

    /// The lowercased ASCII text of a short range (tag names are short; longer
    /// ranges cannot be known tags and give "").
    func lowercasedText(_ start: Int, _ stop: Int) -> String {
        guard stop - start <= 16 else { return "" }
        var lowered: [UInt8] = []
        lowered.reserveCapacity(stop - start)
        for index in start..<stop {
            let byte = bytes[index]
            lowered.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
        }
        return String(decoding: lowered, as: UTF8.self)
    }

    mutating func skipWhitespace() {
        while let byte = peek, BlockStartScanner.isSpaceCharacter(byte) { position += 1 }
    }

    /// A tag name: a letter, then letters, digits and hyphens.
    mutating func skipTagName() -> Bool {
        guard peekIsLetter else { return false }
        while peekIsLetter || peekIsDigit || peek == UInt8(ascii: "-") { position += 1 }
        return true
    }

    /// The rest of an open tag from its name: attributes, optional `/`, `>`.
    mutating func skipOpenTagRest() -> Bool {
        guard skipTagName() else { return false }
        while true {
            let beforeSpace = position
            skipWhitespace()
            if take(UInt8(ascii: ">")) { return true }
            if take(UInt8(ascii: "/")) { return take(UInt8(ascii: ">")) }
            // An attribute needs whitespace before it.
            guard position > beforeSpace, skipAttribute() else { return false }
        }
    }

    /// `name`, optionally `= value`.
    private mutating func skipAttribute() -> Bool {
        guard let first = peek, Self.isAttributeNameStart(first) else { return false }
        position += 1
        while let byte = peek,
            Self.isAttributeNameStart(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        {
            position += 1
        }
        let afterName = position
        skipWhitespace()
        guard take(UInt8(ascii: "=")) else {
            position = afterName
            return true
        }
        skipWhitespace()
        guard let quote = peek else { return false }
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            position += 1
            while let byte = peek, byte != quote { position += 1 }
            return take(quote)
        }
        let valueStart = position
        while let byte = peek, !BlockStartScanner.isSpaceCharacter(byte), byte != UInt8(ascii: "\""),
            byte != UInt8(ascii: "'"), byte != UInt8(ascii: "="), byte != UInt8(ascii: "<"),
            byte != UInt8(ascii: ">"), byte != UInt8(ascii: "`")
        {
            position += 1
        }
        return position > valueStart
    }

    private static func isAttributeNameStart(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
    }
}

/// Parses the inline content of one leaf block (paragraph, heading, table cell).
///
/// The design follows cmark's `inlines.c`: one left-to-right pass over the
/// bytes appends text, code, autolink, HTML and break nodes as children of the
/// block; delimiter runs (`*`, `_`, `~`) and brackets (`[`, `![`, `^[`) become
/// text nodes recorded on two stacks, and are resolved into emphasis, links
/// and attribute spans by regrouping siblings in the arena. Nothing recurses
/// per nesting level, and the stacks are walked so that total work stays
/// linear (`openersBottom`, the link-opener floor, the backtick index).
///
/// Every node's range is mapped back to the source through the block's
/// `MappedText`, and every piece of markup is recorded as a `Marker`.
struct InlineParser {
    let definitions: any DefinitionLookup
    /// Every label looked up since the last `takeReferencedLabels()`,
    /// defined or not (a chunk's inlines depend on exactly these).
    private(set) var referencedLabels: Set<String> = []

    /// The block content being parsed; valid only during `parse`.
    var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    var content = MappedText()
    var parent = NodeID(0)
    /// Start of the literal text not yet appended as a node.
    var pendingTextStart = 0

    var delimiters: [DelimiterRun] = []
    var lastDelimiter = -1
    var openersBottom: [Int] = []
    var brackets: [Bracket] = []
    /// Link openers (`[`) below this index of `brackets` are inactive: a link
    /// was formed after them, and links may not contain links.
    var linkOpenerFloor = 0
    var backtickIndex = BacktickIndex()
    var htmlScanner = InlineHTMLScanner()
    /// The text range of the piece the last mapped offset fell in, and the
    /// difference between its source and text offsets: offsets are mapped
    /// mostly near each other, so looking there first makes mapping constant
    /// time instead of a binary search.
    var cursorTextStart = 0
    var cursorTextEnd = -1
    var cursorDelta = 0
    var cursorPiece = -1
    /// `content.pieces`, held directly so that mapping an offset does not
    /// retain and release the array.
    var pieces: [MappedText.Piece] = []

    init(definitions: any DefinitionLookup) {
        self.definitions = definitions
    }

    /// The definition of a normalized label, noting that it was asked for.
    mutating func lookUp(_ normalizedLabel: String) -> ReferenceDefinitions.Definition? {
        referencedLabels.insert(normalizedLabel)
        return definitions.definition(of: normalizedLabel)
    }

    /// The labels looked up so far, forgotten here.
    mutating func takeReferencedLabels() -> Set<String> {
        defer { referencedLabels = [] }
        return referencedLabels
    }

    /// Parses `content` (the block's lines, container prefixes and leading
    /// indentation removed, joined by "\n", mapped to the source) and appends
    /// the inline nodes, with source ranges and markers, as children of `parent`.
    mutating func parse(_ content: MappedText, into builder: inout SyntaxTreeBuilder, parent: NodeID) {
        guard !content.isEmpty else { return }
        self.content = content
        self.parent = parent
        cursorTextStart = 0
        cursorTextEnd = -1
        cursorPiece = -1
        pieces = content.pieces
        builder.reserveInlineCapacity()
        delimiters.removeAll(keepingCapacity: true)
        lastDelimiter = -1
        brackets.removeAll(keepingCapacity: true)
        linkOpenerFloor = 0
        backtickIndex.reset()
        htmlScanner = InlineHTMLScanner()
        content.bytes.withUnsafeBufferPointer { buffer in
            bytes = buffer
            parseBytes(&builder)
            bytes = UnsafeBufferPointer(start: nil, count: 0)
        }
    }

    private static let isSpecial: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "\n\\`*_~[]!^<&".utf8 { table[Int(byte)] = true }
        return table
    }()

    private mutating func parseBytes(_ builder: inout SyntaxTreeBuilder) {
        let end = bytes.count
        let isSpecial = Self.isSpecial
        var index = 0
        pendingTextStart = 0
        while index < end {
            let byte = bytes[index]
            guard isSpecial[Int(byte)] else {
                index &+= 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\n"): index = handleNewline(at: index, &builder)
            case UInt8(ascii: "\\"): index = handleBackslash(at: index, &builder)
            case UInt8(ascii: "`"): index = handleBackticks(at: index, &builder)
            case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"): index = handleDelimiterRun(at: index, &builder)
            case UInt8(ascii: "["): index = pushBracket(.link, at: index, length: 1, &builder)
            case UInt8(ascii: "!"):
                // `![` opens an image, except in `![^`: as in cmark-gfm (whose
                // rule Apple's fork keeps), the `!` then stays a literal `!` and
                // the `[` is read on its own, as a link opener. So
                // `![^[a](x: 1)](y)` is `!`, then a link to `y` holding a span,
                // and `!^[a](x: 1)` is `!` then a span.
                if index &+ 1 < end, bytes[index &+ 1] == UInt8(ascii: "["),
                    !(index &+ 2 < end && bytes[index &+ 2] == UInt8(ascii: "^"))
                {
                    index = pushBracket(.image, at: index, length: 2, &builder)
                } else {
                    index &+= 1
                }
            case UInt8(ascii: "^"):
                if index &+ 1 < end, bytes[index &+ 1] == UInt8(ascii: "[") {
                    index = pushBracket(.attribute, at: index, length: 2, &builder)
                } else {
                    index &+= 1
                }
            case UInt8(ascii: "]"): index = handleCloseBracket(at: index, &builder)
            case UInt8(ascii: "<"): index = handleLessThan(at: index, &builder)
            case UInt8(ascii: "&"): index = handleAmpersand(at: index, &builder)
            default: index &+= 1
            }
        }
        flushText(upTo: end, &builder)
        processEmphasis(bottom: 0, &builder)
        brackets.removeAll(keepingCapacity: true)
    }

    // MARK: Ranges and text

    /// The source range of `bytes[start ..< end]`.
    mutating func sourceRange(_ start: Int, _ end: Int) -> ByteRange {
        let from = sourceOffset(at: start)
        return ByteRange(from, max(from, sourceOffset(at: end)))
    }

    /// `content.sourceOffset(at:)`, looking first at the piece the last
    /// offset fell in.
    mutating func sourceOffset(at textOffset: Int) -> Int {
        if textOffset >= cursorTextStart && textOffset <= cursorTextEnd {
            return textOffset &+ cursorDelta
        }
        guard !pieces.isEmpty else { return 0 }
        // Text is mostly read line after line: try the piece after the cursor's.
        var index = cursorPiece &+ 1
        if !(index < pieces.count && pieces[index].textStart <= textOffset
            && (index &+ 1 == pieces.count || pieces[index &+ 1].textStart > textOffset))
        {
            index = content.pieceIndex(at: textOffset)
        }
        let piece = pieces[index]
        cursorPiece = index
        if piece.virtualSpaces == 0 {
            // Offsets up to the piece's end (its joining newline) map by one delta.
            cursorTextStart = piece.textStart
            cursorTextEnd = piece.textEnd
            cursorDelta = piece.sourceStart &- piece.textStart
        }
        let within = textOffset &- piece.textStart
        if within <= piece.virtualSpaces { return piece.sourceStart }
        return min(piece.sourceStart &+ within &- piece.virtualSpaces, piece.sourceEnd)
    }

    /// Appends the pending literal text before `end` as a `.text` node.
    mutating func flushText(upTo end: Int, _ builder: inout SyntaxTreeBuilder) {
        if pendingTextStart < end {
            builder.appendInlineChild(.text, range: sourceRange(pendingTextStart, end), to: parent)
        }
        pendingTextStart = max(pendingTextStart, end)
    }

    /// Appends a node for `bytes[start ..< end]` after flushing the text before it.
    @discardableResult
    mutating func appendNode(_ kind: NodeKind, _ start: Int, _ end: Int, _ builder: inout SyntaxTreeBuilder) -> NodeID {
        flushText(upTo: start, &builder)
        let id = builder.appendInlineChild(kind, range: sourceRange(start, end), to: parent)
        pendingTextStart = end
        return id
    }

    /// Adds a marker for `bytes[start ..< end]`, one per line if it spans lines,
    /// so that no marker covers a container prefix such as `> `.
    mutating func addMarker(_ kind: MarkerKind, _ start: Int, _ end: Int, owner: NodeID, _ builder: inout SyntaxTreeBuilder) {
        // Delimiters and brackets (one or two bytes, never a line ending) are most markers.
        if end &- start <= 2 && (start == end || bytes[start] != UInt8(ascii: "\n")) && (end &- start < 2 || bytes[start &+ 1] != UInt8(ascii: "\n"))
        {
            builder.addMarker(kind, sourceRange(start, end), owner: owner)
            return
        }
        var lineStart = start
        var index = start
        while index < end {
            if bytes[index] == UInt8(ascii: "\n") {
                if lineStart < index { builder.addMarker(kind, sourceRange(lineStart, index), owner: owner) }
                lineStart = index &+ 1
            }
            index &+= 1
        }
        if lineStart < end || start == end {
            builder.addMarker(kind, sourceRange(lineStart, end), owner: owner)
        }
    }

    // MARK: Line breaks, escapes, entities

    /// The length of the line ending at `offset` in the source (0 if none).
    static func lineEndingLength(at offset: Int, in source: [UInt8]) -> Int {
        guard offset >= 0, offset < source.count else { return 0 }
        if source[offset] == UInt8(ascii: "\r") {
            return offset &+ 1 < source.count && source[offset &+ 1] == UInt8(ascii: "\n") ? 2 : 1
        }
        return source[offset] == UInt8(ascii: "\n") ? 1 : 0
    }

    /// The source range from `bytes[start]` through the line ending at `bytes[newline]`.
    mutating func rangeThroughLineEnding(_ start: Int, newline: Int, _ builder: SyntaxTreeBuilder) -> ByteRange {
        let from = sourceOffset(at: start)
        let lineEnd = sourceOffset(at: newline)
        return ByteRange(from, max(from, lineEnd &+ Self.lineEndingLength(at: lineEnd, in: builder.source)))
    }

    /// The offset after the spaces and tabs that start the line at `index`.
    func skipLeadingSpaces(from index: Int) -> Int {
        var index = index
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index &+= 1
        }
        return index
    }

    private mutating func handleNewline(at index: Int, _ builder: inout SyntaxTreeBuilder) -> Int {
        var textEnd = index
        while textEnd > pendingTextStart, bytes[textEnd &- 1] == UInt8(ascii: " ") || bytes[textEnd &- 1] == UInt8(ascii: "\t") {
            textEnd &-= 1
        }
        let isHard = index >= 2 && bytes[index &- 1] == UInt8(ascii: " ") && bytes[index &- 2] == UInt8(ascii: " ")
        flushText(upTo: textEnd, &builder)
        builder.appendInlineChild(
            isHard ? .hardBreak : .softBreak,
            range: rangeThroughLineEnding(textEnd, newline: index, builder), to: parent)
        let next = skipLeadingSpaces(from: index &+ 1)
        pendingTextStart = next
        return next
    }

    private mutating func handleBackslash(at index: Int, _ builder: inout SyntaxTreeBuilder) -> Int {
        let next = index &+ 1
        guard next < bytes.count else { return next }
        if bytes[next] == UInt8(ascii: "\n") {
            flushText(upTo: index, &builder)
            let node = builder.appendInlineChild(.hardBreak, range: rangeThroughLineEnding(index, newline: next, builder), to: parent)
            builder.addMarker(.backslash, sourceRange(index, next), owner: node)
            let after = skipLeadingSpaces(from: next &+ 1)
            pendingTextStart = after
            return after
        }
        if InlineCharacterClass.isASCIIPunctuation(bytes[next]) {
            let node = appendNode(.escapedCharacter, index, next &+ 1, &builder)
            builder.addMarker(.backslash, sourceRange(index, next), owner: node)
            return next &+ 1
        }
        return next
    }

    private mutating func handleAmpersand(at index: Int, _ builder: inout SyntaxTreeBuilder) -> Int {
        guard let entity = EntityDecoder.match(bytes, at: index, end: bytes.count) else { return index &+ 1 }
        appendNode(.entity(decoded: entity.decoded), index, entity.end, &builder)
        return entity.end
    }

    private mutating func handleLessThan(at index: Int, _ builder: inout SyntaxTreeBuilder) -> Int {
        if let autolink = AutolinkScanner.scan(bytes, at: index) {
            let inner = UnsafeBufferPointer(rebasing: bytes[(index &+ 1)..<(autolink.end &- 1)])
            let node = appendNode(
                .autolink(destination: AutolinkScanner.destination(inner), isEmail: autolink.isEmail),
                index, autolink.end, &builder)
            builder.addMarker(.autolinkBracket, sourceRange(index, index &+ 1), owner: node)
            builder.addMarker(.autolinkBracket, sourceRange(autolink.end &- 1, autolink.end), owner: node)
            return autolink.end
        }
        if let end = htmlScanner.scan(bytes, at: index) {
            let html = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
            appendNode(.inlineHTML(content: html), index, end, &builder)
            return end
        }
        return index &+ 1
    }
}

import LaminateDialect

/// A piece of a literal's body as read, before a multi-line literal's
/// indentation is known.
enum SwiftLiteralPiece {
    case verbatim(ByteRange)
    case escape([UInt8], ByteRange)
    case interpolation(ByteRange)
    /// A line break in a multi-line literal's source.
    case lineBreak(ByteRange)
    /// `\` at the end of a line: the line break is not part of the text.
    case continuation(ByteRange)
}

extension SwiftLiteralReader {
    /// Reads the literal whose first `#` or `"` is at `start`; records it
    /// when it is terminated, and leaves `index` after it (or, for an
    /// unterminated single-line literal, at the end of its line, or where
    /// its unfinished interpolation stopped, as the compiler's lexer goes on).
    mutating func literal(start: Int, hashes: Int) {
        index = start + hashes
        let multiline = byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        let contentStart = index
        var pieces: [SwiftLiteralPiece] = []
        var runStart = index
        func flush(_ end: Int) {
            if runStart < end { pieces.append(.verbatim(ByteRange(runStart, end))) }
        }
        // An interpolation left unfinished inside a multi-line literal: the
        // compiler reports it and reads on; the literal is not served.
        var broken = false
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\""), closes(at: index, hashes: hashes, multiline: multiline) {
                flush(index)
                let contentEnd = index
                index += (multiline ? 3 : 1) + hashes
                let range = ByteRange(start, index)
                let text =
                    multiline
                    ? Self.multilineText(pieces, contentStart: contentStart, contentEnd: contentEnd, bytes)
                    : Self.singleLineText(pieces, contentStart: contentStart, bytes)
                if let text, !broken {
                    literals.append(
                        ScannedSwiftLiteral(
                            text: text, literalRange: range,
                            escaping: .swift(hashes: hashes, multiline: multiline)))
                }
                return
            }
            if current == 0x0A || current == 0x0D {
                guard multiline else { return }  // unterminated: the compiler says so
                flush(index)
                let breakStart = index
                index += (current == 0x0D && byte(at: index + 1) == 0x0A) ? 2 : 1
                pieces.append(.lineBreak(ByteRange(breakStart, index)))
                runStart = index
                continue
            }
            guard current == UInt8(ascii: "\\"), self.hashes(from: index + 1) >= hashes else {
                index += 1
                continue
            }
            flush(index)
            let escapeStart = index
            index += 1 + hashes
            if byte(at: index) == UInt8(ascii: "(") {
                switch SwiftInterpolation(bytes: bytes).end(bodyStart: index + 1, multiline: multiline) {
                case .closed(let end):
                    index = end
                    pieces.append(.interpolation(ByteRange(escapeStart, end)))
                case .unfinished(let stop):
                    index = stop
                    guard multiline, stop < bytes.count else { return }
                    broken = true
                }
                runStart = index
                continue
            }
            guard let piece = escape(from: escapeStart, multiline: multiline) else { return }
            pieces.append(piece)
            runStart = index
        }
    }

    /// Whether the `"` at `offset` ends the literal.
    func closes(at offset: Int, hashes: Int, multiline: Bool) -> Bool {
        let quotes = multiline ? 3 : 1
        for step in 0..<quotes where byte(at: offset + step) != UInt8(ascii: "\"") { return false }
        for step in 0..<hashes where byte(at: offset + quotes + step) != UInt8(ascii: "#") { return false }
        return true
    }

    /// The escape (not an interpolation) whose `\` (and hashes) end just
    /// before `index`; nil at the end of the text.
    mutating func escape(from escapeStart: Int, multiline: Bool) -> SwiftLiteralPiece? {
        guard let letter = byte(at: index) else { return nil }
        func simple(_ decoded: UInt8) -> SwiftLiteralPiece {
            index += 1
            return .escape([decoded], ByteRange(escapeStart, index))
        }
        switch letter {
        case UInt8(ascii: "n"): return simple(0x0A)
        case UInt8(ascii: "t"): return simple(0x09)
        case UInt8(ascii: "r"): return simple(0x0D)
        case UInt8(ascii: "0"): return simple(0x00)
        case UInt8(ascii: "\\"): return simple(0x5C)
        case UInt8(ascii: "\""): return simple(0x22)
        case UInt8(ascii: "'"): return simple(0x27)
        case UInt8(ascii: "u"):
            guard byte(at: index + 1) == UInt8(ascii: "{") else { return .verbatim(ByteRange(escapeStart, index)) }
            var end = index + 2
            var value: UInt32 = 0
            while end < bytes.count, end - index - 2 < 8, let digit = UTF8Encoding.hexValue(bytes[end]) {
                value = value &* 16 &+ digit
                end += 1
            }
            guard end > index + 2, byte(at: end) == UInt8(ascii: "}") else { return .verbatim(ByteRange(escapeStart, index)) }
            index = end + 1
            return .escape(UTF8Encoding.bytes(of: value), ByteRange(escapeStart, index))
        default:
            if multiline {
                // A line continuation: `\`, optional spaces, the line break.
                var end = index
                while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
                if end < bytes.count, bytes[end] == 0x0A || bytes[end] == 0x0D {
                    end += (bytes[end] == 0x0D && byte(at: end + 1) == 0x0A) ? 2 : 1
                    index = end
                    return .continuation(ByteRange(escapeStart, end))
                }
            }
            // Not an escape Swift knows: kept as written (the compiler reports it).
            return .verbatim(ByteRange(escapeStart, index))
        }
    }

    static func append(_ piece: SwiftLiteralPiece, to text: inout EmbeddedText, _ bytes: UnsafeBufferPointer<UInt8>) {
        switch piece {
        case .verbatim(let range): text.appendVerbatim(bytes, range)
        case .escape(let decoded, let range): text.appendEscape(decoded, range)
        case .interpolation(let range): text.appendPlaceholder(range)
        case .lineBreak(let range):
            if range.count == 1 { text.appendVerbatim(bytes, range) } else { text.appendEscape([0x0A], range) }
        case .continuation: break
        }
    }

    static func singleLineText(_ pieces: [SwiftLiteralPiece], contentStart: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> EmbeddedText? {
        var text = EmbeddedText(contentStart: contentStart)
        for piece in pieces { append(piece, to: &text, bytes) }
        return text
    }

    /// A multi-line literal's text: the lines between the delimiters' lines,
    /// each without the closing delimiter's indentation. Nil when the
    /// delimiters' lines hold other text (the compiler reports it).
    static func multilineText(
        _ pieces: [SwiftLiteralPiece], contentStart: Int, contentEnd: Int,
        _ bytes: UnsafeBufferPointer<UInt8>
    ) -> EmbeddedText? {
        var lines: [[SwiftLiteralPiece]] = [[]]
        var breaks: [SwiftLiteralPiece] = []
        for piece in pieces {
            switch piece {
            case .lineBreak, .continuation:
                // A continuation ends its line too; it only adds no newline.
                lines.append([])
                breaks.append(piece)
            default:
                lines[lines.count - 1].append(piece)
            }
        }
        guard lines.count >= 2 else { return nil }
        func blank(_ line: [SwiftLiteralPiece]) -> Bool {
            line.allSatisfy { piece in
                guard case .verbatim(let range) = piece else { return false }
                return bytes[range.range].allSatisfy { $0 == 0x20 || $0 == 0x09 }
            }
        }
        guard blank(lines[0]), let last = lines.last, blank(last) else { return nil }
        let indentation: [UInt8] = last.flatMap { piece -> [UInt8] in
            guard case .verbatim(let range) = piece else { return [] }
            return Array(bytes[range.range])
        }
        let firstLine = lines.count > 2 ? breaks[0] : nil
        var text = EmbeddedText(
            contentStart: firstLine.map { piece -> Int in
                switch piece {
                case .lineBreak(let range), .continuation(let range): return range.end
                default: return contentStart
                }
            } ?? contentEnd)
        let contentLines = lines[1..<(lines.count - 1)]
        for (number, line) in contentLines.enumerated() {
            if number > 0 { append(breaks[number], to: &text, bytes) }
            var toStrip = indentation.count
            for piece in line {
                if toStrip > 0, case .verbatim(let range) = piece {
                    var start = range.start
                    while toStrip > 0, start < range.end, bytes[start] == indentation[indentation.count - toStrip] {
                        start += 1
                        toStrip -= 1
                    }
                    toStrip = 0
                    append(.verbatim(ByteRange(start, range.end)), to: &text, bytes)
                    continue
                }
                toStrip = 0
                append(piece, to: &text, bytes)
            }
        }
        return text
    }
}

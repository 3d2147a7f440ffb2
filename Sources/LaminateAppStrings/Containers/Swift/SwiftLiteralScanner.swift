import LaminateDialect

/// Finds the Swift string literals that hold Attributed Markdown: those
/// whose text has an attribute span (`^[`), and those passed to
/// `AttributedString(markdown:)`, `AttributedString(localized:)`,
/// `String(localized:)`, `LocalizedStringKey(…)` and SwiftUI's `Text(…)`.
///
/// A literal scanner, not a Swift parser: it knows comments (nested block
/// comments too), plain, multi-line (`"""`) and raw (`#"…"#`, any number
/// of `#`) literals, escapes (`\n`, `\u{…}`, `\#n` in raw ones, line
/// continuations) and interpolations `\(…)`, which become placeholders and
/// are opaque (see `SwiftInterpolation`): a literal inside one is code, the
/// value of an argument, and no string of its own.
/// Multi-line literals lose the closing delimiter's indentation, as Swift
/// says. An unterminated literal is left alone (the compiler reports it).
/// Regex literals (`/…/`, `#/…/#`) are skipped (see `SwiftRegexLiteral`),
/// so a `"` inside one starts no string.
enum SwiftLiteralScanner {
    static func scan(_ bytes: [UInt8]) -> ContainerScan {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = SwiftLiteralReader(buffer)
            reader.code()
            let strings = reader.literals.compactMap { literal -> EmbeddedString? in
                guard
                    literal.text.bytes.containsAttributeSpanOpener
                        || SwiftCallContext.takesMarkdown(buffer, literalStart: literal.literalRange.start)
                else { return nil }
                return EmbeddedString(
                    text: literal.text.withFormatSpecifiersAsPlaceholders(), literalRange: literal.literalRange,
                    escaping: literal.escaping, origin: .init(role: .literal))
            }
            return ContainerScan(kind: .swiftSource, strings: strings)
        }
    }
}

extension [UInt8] {
    var containsAttributeSpanOpener: Bool {
        guard count >= 2 else { return false }
        for index in 0..<(count - 1) where self[index] == UInt8(ascii: "^") && self[index + 1] == UInt8(ascii: "[") { return true }
        return false
    }
}

/// One literal as read, before it is judged.
struct ScannedSwiftLiteral {
    var text: EmbeddedText
    var literalRange: ByteRange
    var escaping: StringEscaping
}

struct SwiftLiteralReader: ~Copyable {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var literals: [ScannedSwiftLiteral] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    func hashes(from offset: Int) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] == UInt8(ascii: "#") { end += 1 }
        return end - offset
    }

    /// Scans code up to the end, recording the literals in it.
    mutating func code() {
        while index < bytes.count {
            let current = bytes[index]
            let next = byte(at: index + 1)
            if current == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if current == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                skipBlockComment()
            } else if current == UInt8(ascii: "#"), let end = extendedRegexEnd(at: index) {
                index = end
            } else if current == UInt8(ascii: "/"), let end = bareRegexEnd(at: index) {
                index = end
            } else if current == UInt8(ascii: "#") || current == UInt8(ascii: "\"") {
                let count = hashes(from: index)
                if byte(at: index + count) == UInt8(ascii: "\"") {
                    literal(start: index, hashes: count)
                } else {
                    index += max(count, 1)
                }
            } else {
                index += 1
            }
        }
    }

    /// Skips `/* … */`, nested ones included; an open one runs to the end.
    mutating func skipBlockComment() {
        var level = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), byte(at: index + 1) == UInt8(ascii: "*") {
                level += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), byte(at: index + 1) == UInt8(ascii: "/") {
                level -= 1
                index += 2
                if level == 0 { return }
            } else {
                index += 1
            }
        }
    }
}

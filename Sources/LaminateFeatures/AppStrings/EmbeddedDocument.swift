import LaminateAppStrings
import LaminateAttributes
import LaminateDialect

/// One string of a container and its analysis as a document. A class:
/// features pass tens of thousands of them around per request.
public final class EmbeddedDocument: Sendable {
    public let string: EmbeddedString
    /// The analysis of the string's text, shared with every string that has the same text.
    public let shared: StringAnalysis

    public init(string: EmbeddedString, shared: StringAnalysis) {
        self.string = string
        self.shared = shared
    }

    public var analysis: DocumentAnalysis { shared.document }

    public var text: EmbeddedText { string.text }

    /// A range of the string's text as a range of the container.
    public func containerRange(_ range: ByteRange) -> ByteRange { string.text.sourceRange(range) }

    /// `diagnostic` (found in the string) located in the container; its
    /// fixes re-escaped, and dropped when they cannot be written back exactly.
    public func containerDiagnostic(_ diagnostic: Diagnostic, container: [UInt8]) -> Diagnostic {
        var mapped = diagnostic
        mapped.range = containerRange(diagnostic.range)
        mapped.related = diagnostic.related.map { RelatedLocation(range: containerRange($0.range), message: $0.message) }
        mapped.fixes = diagnostic.fixes.compactMap { fix in
            containerEdits(fix.edits, container: container).map { Fix(title: fix.title, edits: $0, isPreferred: fix.isPreferred) }
        }
        return mapped
    }

    /// `edits` of the string's text as edits of the container, each
    /// replacement escaped for the literal; nil unless the literal, edited
    /// and read again alone, decodes to the string's text with the edits
    /// applied (so an edit never breaks a container).
    public func containerEdits(_ edits: [SourceEdit], container: [UInt8]) -> [SourceEdit]? {
        if let mapped = verifiedEdits(edits, container: container) { return mapped }
        // A replacement can be right alone and wrong beside its neighbours:
        // `#0080FF` written after the `"` of a raw literal `#"…"#` ends it.
        // Taking the character on either side into each edit lets the
        // escaping see them (the quote becomes `\#"`).
        return verifiedEdits(edits.map(widened), container: container)
    }

    /// `edit` taking in the character before and the one after it, as they are.
    private func widened(_ edit: SourceEdit) -> SourceEdit {
        let bytes = string.text.bytes
        var start = min(max(0, edit.range.start), bytes.count)
        var end = min(max(start, edit.range.end), bytes.count)
        if start > 0 {
            start -= 1
            while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        }
        if end < bytes.count {
            end += 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        }
        let before = String(decoding: bytes[start..<max(start, edit.range.start)], as: UTF8.self)
        let after = String(decoding: bytes[min(edit.range.end, end)..<end], as: UTF8.self)
        return SourceEdit(range: ByteRange(start, end), replacement: before + edit.replacement + after)
    }

    private func verifiedEdits(_ edits: [SourceEdit], container: [UInt8]) -> [SourceEdit]? {
        let text = string.text
        guard !edits.contains(where: { text.splitsAtomicSegment($0.range) || $0.range.end > text.bytes.count }) else { return nil }
        let sorted = edits.sorted { $0.range.start < $1.range.start }
        for (previous, next) in zip(sorted, sorted.dropFirst()) where previous.range.end > next.range.start { return nil }
        let mapped = sorted.map { SourceEdit(range: text.sourceRange($0.range), replacement: string.escaping.escape($0.replacement)) }

        var expected = text.bytes
        for edit in sorted.reversed() { expected.replaceSubrange(edit.range.range, with: Array(edit.replacement.utf8)) }
        var literal = Array(container[string.literalRange.range])
        for edit in mapped.reversed() {
            let start = edit.range.start - string.literalRange.start
            literal.replaceSubrange(start..<(start + edit.range.count), with: Array(edit.replacement.utf8))
        }
        guard let reread = LiteralRereader.decode(literal, string.escaping), reread.bytes == expected else { return nil }
        return mapped
    }
}

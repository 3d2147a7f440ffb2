import LaminateAppStrings
import LaminateAttributes
import LaminateDialect

/// One version of a container file (a String Catalog, a `.strings` file, a
/// Swift source) as every feature reads it: its text and line index, its
/// scan, and each embedded string analysed as a document of its own.
///
/// Features run on each string's `DocumentAnalysis` in the string's own
/// offsets, exactly as on a Markdown file; `EmbeddedDocument` maps what
/// they return back to the container.
public struct ContainerAnalysis: Sendable {
    public let text: [UInt8]
    public let lineIndex: LineIndex
    public let scan: ContainerScan
    public let documents: [EmbeddedDocument]
    public let definition: FormattingDefinition

    public init(text: [UInt8], kind: ContainerKind, lineIndex: LineIndex? = nil, definition: FormattingDefinition = .builtIn) {
        self.text = text
        self.lineIndex = lineIndex ?? LineIndex(text)
        self.definition = definition
        let scan = ContainerScan.scan(text, as: kind)
        self.scan = scan
        self.documents = scan.strings.map { EmbeddedDocument(string: $0, analysis: DocumentAnalysis(text: $0.text.bytes, definition: definition)) }
    }

    public var kind: ContainerKind { scan.kind }

    /// The document whose string holds container offset `offset` (its
    /// content, end included), with the offset in the string's text.
    public func document(at offset: Int) -> (document: EmbeddedDocument, textOffset: Int)? {
        // Strings are in container order: a binary search finds the last one starting before `offset`.
        var low = 0
        var high = documents.count - 1
        var found: Int?
        while low <= high {
            let mid = (low + high) / 2
            if documents[mid].string.literalRange.start < offset {
                found = mid
                low = mid + 1
            } else {
                high = mid - 1
            }
        }
        guard let index = found else { return nil }
        let document = documents[index]
        guard offset < document.string.literalRange.end, let textOffset = document.string.text.textOffset(atSource: offset) else { return nil }
        return (document, textOffset)
    }
}

/// One string of a container and its analysis as a document.
public struct EmbeddedDocument: Sendable {
    public let string: EmbeddedString
    public let analysis: DocumentAnalysis

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

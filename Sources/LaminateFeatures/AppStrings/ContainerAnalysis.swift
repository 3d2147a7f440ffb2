import Foundation
import LaminateAppStrings
import LaminateAttributes
import LaminateConcurrency
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
    /// See `enclosingDocuments(_:)`.
    private let enclosing: [Int?]

    /// With the analysis of an earlier version of the same container under
    /// the same definition, every string whose text is unchanged keeps its
    /// analysis: an edit re-analyses only the strings whose text it changed
    /// (each string is to a container what a chunk is to a Markdown file).
    /// Strings with the same text share one analysis, so a catalog whose
    /// source-language values repeat their keys parses each text once.
    public init(
        text: [UInt8], kind: ContainerKind, lineIndex: LineIndex? = nil, definition: FormattingDefinition = .builtIn,
        reusing previous: ContainerAnalysis? = nil
    ) {
        self.text = text
        self.lineIndex = lineIndex ?? LineIndex(text)
        self.definition = definition
        let scan =
            previous.map { ContainerScan.rescan(text, as: kind, previous: $0.scan, previousBytes: $0.text) }
            ?? ContainerScan.scan(text, as: kind)
        self.scan = scan
        self.enclosing = Self.enclosingDocuments(scan.strings)
        let strings = scan.strings
        var shared = [StringAnalysis?](repeating: nil, count: strings.count)
        if let previous, previous.definition == definition {
            // An edit leaves the strings before and after it as they were:
            // matched in order from both ends, they cost a comparison each.
            let old = previous.documents
            var prefix = 0
            while prefix < strings.count, prefix < old.count, Self.same(strings[prefix].text.bytes, old[prefix].text.bytes) {
                shared[prefix] = old[prefix].shared
                prefix += 1
            }
            var suffix = 0
            while suffix < strings.count - prefix, suffix < old.count - prefix,
                Self.same(strings[strings.count - 1 - suffix].text.bytes, old[old.count - 1 - suffix].text.bytes)
            {
                shared[strings.count - 1 - suffix] = old[old.count - 1 - suffix].shared
                suffix += 1
            }
            // Between them (strings moved, pasted, reordered): by text.
            if prefix + suffix < strings.count {
                var known: [TextKey: StringAnalysis] = [:]
                for document in old[prefix..<(old.count - suffix)] { known[TextKey(document.text.bytes)] = document.shared }
                for index in prefix..<(strings.count - suffix) { shared[index] = known[TextKey(strings[index].text.bytes)] }
            }
        }
        // The texts no earlier version analysed, each once, on every core.
        var missing: [TextKey] = []
        var positions: [TextKey: [Int]] = [:]
        for index in strings.indices where shared[index] == nil {
            let key = TextKey(strings[index].text.bytes)
            if positions[key] == nil { missing.append(key) }
            positions[key, default: []].append(index)
        }
        let analysed = ParallelMap.map(missing.count) { [missing] index in StringAnalysis(text: missing[index].bytes, definition: definition) }
        for (key, analysis) in zip(missing, analysed) {
            for index in positions[key] ?? [] { shared[index] = analysis }
        }
        self.documents = zip(strings, shared).map { string, analysis in
            EmbeddedDocument(string: string, shared: analysis ?? StringAnalysis(text: string.text.bytes, definition: definition))
        }
    }

    /// Whether two texts are the same bytes (one `memcmp`).
    private static func same(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        lhs.count == rhs.count
            && lhs.withUnsafeBytes { left in
                rhs.withUnsafeBytes { right in
                    left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
                }
            }
    }

    /// A string's text as a dictionary key, hashed as one block of bytes
    /// (an array of bytes hashes byte by byte: a tenth of a catalog's analysis).
    struct TextKey: Hashable, Sendable {
        let bytes: [UInt8]
        init(_ bytes: [UInt8]) { self.bytes = bytes }
        func hash(into hasher: inout Hasher) { bytes.withUnsafeBytes { hasher.combine(bytes: $0) } }
        static func == (lhs: TextKey, rhs: TextKey) -> Bool { same(lhs.bytes, rhs.bytes) }
    }

    public var kind: ContainerKind { scan.kind }

    /// The document whose string holds container offset `offset` (its
    /// content, end included), with the offset in the string's text; nil
    /// inside a Swift interpolation, which is code.
    public func document(at offset: Int) -> (document: EmbeddedDocument, textOffset: Int)? {
        // Strings are in container order of their starts: a binary search
        // finds the last one starting before `offset`.
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
        var index = found
        while let current = index {
            let document = documents[current]
            if offset < document.string.literalRange.end {
                guard let textOffset = document.string.text.textOffset(atSource: offset),
                    !document.string.isInsideInterpolation(offset, in: text)
                else { return nil }
                return (document, textOffset)
            }
            // A literal that holds `offset` and starts before the one found
            // can only be one around it.
            index = enclosing[current]
        }
        return nil
    }

    /// For each document, the index of the one whose literal holds its own
    /// (a Swift literal inside an interpolation), else nil.
    private static func enclosingDocuments(_ strings: [EmbeddedString]) -> [Int?] {
        var enclosing = [Int?](repeating: nil, count: strings.count)
        var open: [Int] = []
        for (index, string) in strings.enumerated() {
            while let last = open.last, strings[last].literalRange.end <= string.literalRange.start { open.removeLast() }
            enclosing[index] = open.last
            open.append(index)
        }
        return enclosing
    }

    /// The documents whose strings meet container range `range`, in
    /// container order (with, around nested Swift literals, a few that
    /// end before it).
    public func documents(meeting range: ByteRange) -> ArraySlice<EmbeddedDocument> {
        // The first string starting after the range's start…
        var low = 0
        var high = documents.count
        while low < high {
            let mid = (low + high) / 2
            if documents[mid].string.literalRange.start <= range.start { low = mid + 1 } else { high = mid }
        }
        // …and before it, the last one starting at or before it, or the
        // outermost literal around that one still holding the start.
        var first = low
        var candidate: Int? = low > 0 ? low - 1 : nil
        while let current = candidate {
            if documents[current].string.literalRange.end > range.start { first = current }
            candidate = enclosing[current]
        }
        var end = low
        while end < documents.count, documents[end].string.literalRange.start < max(range.end, range.start + 1) { end += 1 }
        return documents[first..<end]
    }
}

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

import LaminateDialect

/// The decoded contents of one string in a container (a String Catalog, a
/// `.strings` file, a Swift literal), with an exact map back to the
/// container's bytes.
///
/// The dialect's `MappedText` maps pieces that are byte-for-byte copies of
/// the source joined by newlines; a container string is not: `\"` is two
/// source bytes for one decoded byte, `\uD83D\uDE00` twelve for four, and a
/// placeholder (`\(name)`, `%1$@`) stands for source text that is not
/// Markdown at all. So the map here is a list of *segments*: verbatim ones,
/// copied byte for byte, and atomic ones (an escape, a placeholder), whose
/// decoded bytes all map to the whole source range. The Markdown parser
/// reads `bytes` as a document of its own; every range a feature reports in
/// it comes back to the container through `sourceRange(_:_:)`.
public struct EmbeddedText: Sendable, Hashable {
    public enum SegmentKind: Sendable, Hashable {
        /// `bytes[text]` is a copy of `source[source]`.
        case verbatim
        /// An escape sequence of the container, decoded to one character.
        case escape
        /// A placeholder (see `Placeholder`): one U+FFFC in `bytes`.
        case placeholder
    }

    public struct Segment: Sendable, Hashable {
        public var kind: SegmentKind
        public var textStart: Int
        public var textLength: Int
        public var sourceStart: Int
        public var sourceLength: Int

        public var textEnd: Int { textStart + textLength }
        public var sourceEnd: Int { sourceStart + sourceLength }
    }

    /// The decoded text, UTF-8.
    public private(set) var bytes: [UInt8] = []
    /// Sorted by `textStart`, tiling `bytes`; sources in increasing order
    /// (gaps between them are bytes the container drops, such as a
    /// multi-line literal's indentation).
    public private(set) var segments: [Segment] = []
    /// Where the content starts in the container: an empty text maps here.
    public private(set) var contentStart: Int

    public init(contentStart: Int) {
        self.contentStart = contentStart
    }

    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// The byte U+FFFC takes, standing for a placeholder: not Markdown
    /// syntax, so nothing around it changes meaning, and the object
    /// replacement character says "something goes here".
    public static let placeholderBytes: [UInt8] = Array("\u{FFFC}".utf8)

    // MARK: Building

    /// Appends `source[range]` unchanged.
    public mutating func appendVerbatim(_ source: UnsafeBufferPointer<UInt8>, _ range: ByteRange) {
        guard !range.isEmpty else { return }
        if let last = segments.last, last.kind == .verbatim, last.sourceEnd == range.start {
            segments[segments.count - 1].textLength += range.count
            segments[segments.count - 1].sourceLength += range.count
        } else {
            segments.append(
                Segment(
                    kind: .verbatim, textStart: bytes.count, textLength: range.count,
                    sourceStart: range.start, sourceLength: range.count))
        }
        bytes.append(contentsOf: source[range.range])
    }

    /// Appends the decoded form of the escape at `range` of the source.
    public mutating func appendEscape(_ decoded: [UInt8], _ range: ByteRange) {
        segments.append(
            Segment(
                kind: .escape, textStart: bytes.count, textLength: decoded.count,
                sourceStart: range.start, sourceLength: range.count))
        bytes.append(contentsOf: decoded)
    }

    /// Appends a placeholder for the source text at `range`.
    public mutating func appendPlaceholder(_ range: ByteRange) {
        segments.append(
            Segment(
                kind: .placeholder, textStart: bytes.count, textLength: Self.placeholderBytes.count,
                sourceStart: range.start, sourceLength: range.count))
        bytes.append(contentsOf: Self.placeholderBytes)
    }

    // MARK: Mapping

    /// The source range of `bytes[start ..< end]`. A start inside an atomic
    /// segment moves to the segment's start, an end inside one to its end:
    /// a range never splits an escape or a placeholder in the container.
    public func sourceRange(_ start: Int, _ end: Int) -> ByteRange {
        let startOffset = sourceOffset(at: start, leaning: .start)
        let endOffset = sourceOffset(at: max(start, end), leaning: .end)
        return ByteRange(startOffset, max(startOffset, endOffset))
    }

    public func sourceRange(_ range: ByteRange) -> ByteRange { sourceRange(range.start, range.end) }

    enum Leaning { case start, end }

    /// The source offset of text offset `offset`: at a boundary between two
    /// segments whose sources are apart, a start belongs to the later
    /// segment and an end to the earlier one.
    func sourceOffset(at offset: Int, leaning: Leaning) -> Int {
        guard !segments.isEmpty else { return contentStart }
        let offset = min(max(0, offset), bytes.count)
        var index = segmentIndex(at: offset)
        if leaning == .end, index > 0, segments[index].textStart == offset { index -= 1 }
        let segment = segments[index]
        if offset <= segment.textStart { return segment.sourceStart }
        if offset >= segment.textEnd { return segment.sourceEnd }
        switch segment.kind {
        case .verbatim: return segment.sourceStart + (offset - segment.textStart)
        case .escape, .placeholder: return leaning == .start ? segment.sourceStart : segment.sourceEnd
        }
    }

    /// The index of the last segment starting at or before `offset`.
    func segmentIndex(at offset: Int) -> Int {
        segments.lazy.map(\.textStart).lastIndex(atOrBefore: offset)
    }

    /// The text offset of container offset `sourceOffset`, when it lies in
    /// this string's content (its end included); inside an atomic segment,
    /// the segment's start. Nil outside.
    public func textOffset(atSource sourceOffset: Int) -> Int? {
        guard let first = segments.first, let last = segments.last else {
            return sourceOffset == contentStart ? 0 : nil
        }
        guard sourceOffset >= first.sourceStart, sourceOffset <= last.sourceEnd else { return nil }
        // Segments are few per string: a linear search is clearer than a second index.
        for segment in segments where sourceOffset < segment.sourceEnd || segment == last {
            if sourceOffset <= segment.sourceStart { return segment.textStart }
            switch segment.kind {
            case .verbatim: return segment.textStart + min(sourceOffset - segment.sourceStart, segment.textLength)
            case .escape, .placeholder: return sourceOffset >= segment.sourceEnd ? segment.textEnd : segment.textStart
            }
        }
        return bytes.count
    }

    /// The text ranges of the placeholders, in order.
    public var placeholderRanges: [ByteRange] {
        segments.filter { $0.kind == .placeholder }.map { ByteRange($0.textStart, $0.textEnd) }
    }

    /// Whether `bytes[range]` contains or overlaps an escape or placeholder
    /// only partly (an edit there could not be written back exactly).
    public func splitsAtomicSegment(_ range: ByteRange) -> Bool {
        for offset in [range.start, range.end] where !segments.isEmpty {
            let segment = segments[segmentIndex(at: min(max(0, offset), bytes.count))]
            if segment.kind != .verbatim, offset > segment.textStart, offset < segment.textEnd { return true }
        }
        return false
    }
}

extension EmbeddedText {
    /// The same text with each of `ranges` (sorted, not overlapping, in text
    /// offsets) made one placeholder covering its source. A range that ends
    /// inside an escape takes the whole escape.
    public func replacingWithPlaceholders(_ ranges: [ByteRange]) -> EmbeddedText {
        guard !ranges.isEmpty else { return self }
        var result = EmbeddedText(contentStart: contentStart)
        var cursor = 0
        func copy(_ start: Int, _ end: Int) {
            guard start < end else { return }
            var index = segmentIndex(at: start)
            while index < segments.count, segments[index].textStart < end {
                let segment = segments[index]
                let from = max(start, segment.textStart)
                let to = min(end, segment.textEnd)
                if from < to {
                    switch segment.kind {
                    case .verbatim:
                        let source = segment.sourceStart + (from - segment.textStart)
                        result.appendCopied(Array(bytes[from..<to]), sourceStart: source)
                    case .escape:
                        result.appendEscape(
                            Array(bytes[segment.textStart..<segment.textEnd]),
                            ByteRange(segment.sourceStart, segment.sourceEnd))
                    case .placeholder:
                        result.appendPlaceholder(ByteRange(segment.sourceStart, segment.sourceEnd))
                    }
                }
                index += 1
            }
        }
        for range in ranges where range.start >= cursor {
            copy(cursor, range.start)
            let source = sourceRange(range.start, range.end)
            result.appendPlaceholder(source)
            cursor = max(range.end, nextBoundary(after: range.end))
        }
        copy(cursor, bytes.count)
        return result
    }

    /// `offset`, or the end of the atomic segment it falls inside.
    private func nextBoundary(after offset: Int) -> Int {
        guard !segments.isEmpty, offset < bytes.count else { return offset }
        let segment = segments[segmentIndex(at: offset)]
        if segment.kind != .verbatim, offset > segment.textStart { return segment.textEnd }
        return offset
    }

    /// Appends verbatim bytes already copied from the source at `sourceStart`.
    private mutating func appendCopied(_ copied: [UInt8], sourceStart: Int) {
        guard !copied.isEmpty else { return }
        if let last = segments.last, last.kind == .verbatim, last.sourceEnd == sourceStart, last.textEnd == bytes.count {
            segments[segments.count - 1].textLength += copied.count
            segments[segments.count - 1].sourceLength += copied.count
        } else {
            segments.append(
                Segment(
                    kind: .verbatim, textStart: bytes.count, textLength: copied.count,
                    sourceStart: sourceStart, sourceLength: copied.count))
        }
        bytes.append(contentsOf: copied)
    }
}

extension EmbeddedText {
    /// The source of `bytes[range]` as the fewest contiguous container
    /// ranges: one, unless the range crosses bytes the container drops
    /// (a multi-line literal's indentation), where it is cut. A highlight
    /// mapped this way never paints what is not the string's text.
    public func sourcePieces(_ range: ByteRange) -> [ByteRange] {
        guard !segments.isEmpty, range.start < range.end else { return [sourceRange(range)] }
        var pieces: [ByteRange] = []
        var index = segmentIndex(at: min(max(0, range.start), bytes.count))
        while index < segments.count, segments[index].textStart < range.end {
            let segment = segments[index]
            let start = max(range.start, segment.textStart)
            let end = min(range.end, segment.textEnd)
            index += 1
            guard start < end else { continue }
            let piece = sourceRange(start, end)
            if let last = pieces.last, last.end == piece.start {
                pieces[pieces.count - 1] = ByteRange(last.start, piece.end)
            } else if !piece.isEmpty {
                pieces.append(piece)
            }
        }
        return pieces
    }
}

extension EmbeddedText {
    /// The same text mapped to a source `delta` bytes later (the string
    /// moved in its container by an edit before it).
    public func shifted(by delta: Int) -> EmbeddedText {
        var shifted = self
        shifted.contentStart += delta
        for index in shifted.segments.indices { shifted.segments[index].sourceStart += delta }
        return shifted
    }
}

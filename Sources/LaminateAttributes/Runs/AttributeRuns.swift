import LaminateDialect

/// One run: a maximal range of the rendered text over which every attribute
/// has the same value, as in Foundation's `AttributedString.runs`.
public struct AttributeRun: Sendable, Hashable {
    /// UTF-8 offsets into `AttributeRuns.text`.
    public var textRange: Range<Int>
    public var attributes: RunAttributes
    /// The source bytes the run's text came from, in order, adjacent pieces
    /// joined. Markup (delimiters, brackets, attribute lists) is not included;
    /// the readable form's block separators have no source.
    public var sourceRanges: [ByteRange]
}

/// A piece of rendered text and the source range it came from: the unit of
/// the source map.
public struct RunSegment: Sendable, Hashable {
    /// UTF-8 offsets into `AttributeRuns.text`.
    public var textRange: Range<Int>
    public var sourceRange: ByteRange
    /// The index of the run the piece belongs to.
    public var runIndex: Int
}

/// A document lowered to rendered text and attribute runs, with the map
/// from runs to source ranges and back. Build one with
/// `AttributeRunBuilder.build(_:definition:)`; `attributedString` makes the
/// Foundation value of it.
public struct AttributeRuns: Sendable, Hashable {
    /// What a reader sees, in Foundation's characters: markup removed,
    /// entities decoded, soft breaks as spaces, hard breaks as `\n`, blocks
    /// joined with nothing between them (code and HTML blocks end with their
    /// own `\n`; a thematic break is a `\n`). The readable form has a `\n`
    /// between blocks as well.
    public var text: String
    public var runs: [AttributeRun]
    /// Every piece of text with a source, in text order (which is also source order).
    public var segments: [RunSegment]
    /// The attribute spans whose list is not valid JSON5: their text is in
    /// the runs, without attributes of their own. Foundation's
    /// `.throwError` policy fails on the first of them.
    public var invalidAttributeSpans: [InvalidAttributeSpan] = []

    /// The run whose text came from the source byte at `offset`, if that byte
    /// is rendered text (not markup). O(log n).
    public func runIndex(atSourceOffset offset: Int) -> Int? {
        let index = firstSegment(endingAfter: offset)
        guard index < segments.count, segments[index].sourceRange.start <= offset else { return nil }
        return segments[index].runIndex
    }

    /// The runs with text from anywhere in `range` (a span's whole source, a
    /// selection), in order. An empty range finds the run at that offset.
    public func runIndices(overlappingSource range: ByteRange) -> [Int] {
        var result: [Int] = []
        var index = firstSegment(endingAfter: range.start)
        while index < segments.count {
            let segment = segments[index].sourceRange
            if segment.start >= range.end, !(range.isEmpty && segment.start == range.start) { break }
            if result.last != segments[index].runIndex { result.append(segments[index].runIndex) }
            index += 1
        }
        return result
    }

    /// The run containing the UTF-8 offset `offset` of `text`. O(log n).
    public func runIndex(atTextOffset offset: Int) -> Int? {
        var low = 0
        var high = runs.count
        while low < high {
            let middle = low + (high - low) / 2
            if runs[middle].textRange.upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        guard low < runs.count, runs[low].textRange.lowerBound <= offset else { return nil }
        return low
    }

    /// The text of a run.
    public func text(of run: AttributeRun) -> String {
        let utf8 = text.utf8
        let start = min(max(run.textRange.lowerBound, 0), utf8.count)
        let end = min(max(run.textRange.upperBound, start), utf8.count)
        let startIndex = utf8.index(utf8.startIndex, offsetBy: start)
        return String(decoding: utf8[startIndex..<utf8.index(startIndex, offsetBy: end - start)], as: UTF8.self)
    }

    /// The texts of all runs, in order, in one pass over the text.
    public var runTexts: [String] {
        let utf8 = Array(text.utf8)
        return runs.map { run in
            let start = min(max(run.textRange.lowerBound, 0), utf8.count)
            let end = min(max(run.textRange.upperBound, start), utf8.count)
            return String(decoding: utf8[start..<end], as: UTF8.self)
        }
    }

    /// The first segment whose source ends after `offset`.
    private func firstSegment(endingAfter offset: Int) -> Int {
        var low = 0
        var high = segments.count
        while low < high {
            let middle = low + (high - low) / 2
            if segments[middle].sourceRange.end <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

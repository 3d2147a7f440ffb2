/// Where backtick runs of each length were last seen, so that looking for the
/// closer of a code span never rescans text already known to hold none: the
/// input ``` ` `` ``` … with many unmatched runs stays linear (as in cmark).
struct BacktickIndex {
    /// Runs longer than this never open a code span (cmark's `MAXBACKTICKS`).
    static let maximumRunLength = 80

    /// The start of the last run of each length seen so far.
    private var lastRunStart = [Int](repeating: -1, count: BacktickIndex.maximumRunLength + 1)
    /// Whether a scan has reached the end of the content.
    private var scannedToEnd = false

    mutating func reset() {
        for index in lastRunStart.indices { lastRunStart[index] = -1 }
        scannedToEnd = false
    }

    /// The start of the first run of exactly `length` backticks at or after `start`.
    mutating func closingRun(length: Int, from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard length <= Self.maximumRunLength else { return nil }
        if scannedToEnd && lastRunStart[length] < start { return nil }
        var index = start
        let end = bytes.count
        while index < end {
            guard bytes[index] == UInt8(ascii: "`") else {
                index &+= 1
                continue
            }
            let runStart = index
            while index < end, bytes[index] == UInt8(ascii: "`") { index &+= 1 }
            let runLength = index &- runStart
            if runLength <= Self.maximumRunLength { lastRunStart[runLength] = runStart }
            if runLength == length { return runStart }
        }
        scannedToEnd = true
        return nil
    }
}

extension InlineParser {
    /// A run of backticks: a code span if a run of the same length follows,
    /// literal text otherwise.
    mutating func handleBackticks(at index: Int, _ builder: inout SyntaxTreeBuilder) -> Int {
        var openEnd = index
        while openEnd < bytes.count, bytes[openEnd] == UInt8(ascii: "`") { openEnd &+= 1 }
        let length = openEnd &- index
        guard let closeStart = backtickIndex.closingRun(length: length, from: openEnd, in: bytes) else {
            return openEnd
        }
        let closeEnd = closeStart &+ length
        let node = appendNode(.codeSpan(content: codeSpanContent(openEnd, closeStart)), index, closeEnd, &builder)
        builder.addMarker(.codeSpanDelimiter, sourceRange(index, openEnd), owner: node)
        builder.addMarker(.codeSpanDelimiter, sourceRange(closeStart, closeEnd), owner: node)
        return closeEnd
    }

    private func codeSpanContent(_ start: Int, _ end: Int) -> String {
        Self.codeSpanContent(UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }

    /// Line endings become spaces; one space is stripped from each end if
    /// both ends have one and the content is not all spaces. Static, so that
    /// a stored code span's content can be read again from its source
    /// (`DerivedPayload`).
    static func codeSpanContent(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        var content: [UInt8] = []
        content.reserveCapacity(raw.count)
        var allSpaces = true
        for byte in raw {
            let normalized = byte == UInt8(ascii: "\n") ? UInt8(ascii: " ") : byte
            if normalized != UInt8(ascii: " ") { allSpaces = false }
            if normalized == 0 {
                content.append(contentsOf: [0xEF, 0xBF, 0xBD])  // NUL reads as U+FFFD, as in cmark
            } else {
                content.append(normalized)
            }
        }
        if !allSpaces, content.count >= 2, content.first == UInt8(ascii: " "), content.last == UInt8(ascii: " ") {
            return String(decoding: content[1..<(content.count &- 1)], as: UTF8.self)
        }
        return String(decoding: content, as: UTF8.self)
    }
}

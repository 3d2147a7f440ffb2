import LaminateAppStrings
import LaminateDialect

/// A container's text cut into tiles of whole lines around its strings, as
/// its semantic tokens are kept (`ChunkedSemanticTokens.init(_:encoder:reusing:)`):
/// each tile starts at the line of a string and runs to the line of the
/// next string that does not share a line with it (strings sharing a line,
/// such as a `.strings` key and its value, share a tile), the first tile
/// from the text's start. A tile's tokens then depend only on its own
/// bytes, so a tile an edit left alone keeps its encoded tokens.
struct ContainerTokenTiles: Sendable {
    let text: [UInt8]
    /// Where each tile starts (the first at 0); a tile ends where the next starts.
    let starts: [Int]
    /// The documents (indices into the analysis's) whose strings each tile holds.
    let documents: [Range<Int>]

    init(_ analysis: ContainerAnalysis) {
        text = analysis.text
        var starts = [0]
        var documents: [Range<Int>] = []
        var first = 0
        var lastLine = -1
        let lineIndex = analysis.lineIndex
        for (index, document) in analysis.documents.enumerated() {
            let literal = document.string.literalRange
            let line = lineIndex.line(containingUTF8Offset: literal.start)
            if line > lastLine, let lineStart = lineIndex.contentRange(ofLine: line)?.start, lineStart > starts[starts.count - 1] {
                documents.append(first..<index)
                starts.append(lineStart)
                first = index
            }
            lastLine = max(lastLine, lineIndex.line(containingUTF8Offset: literal.end))
        }
        documents.append(first..<analysis.documents.count)
        self.starts = starts
        self.documents = documents
    }

    var count: Int { starts.count }

    /// The tile starting at `offset`, if one does (a binary search).
    func tile(startingAt offset: Int) -> Int? {
        var low = 0
        var high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] < offset { low = mid + 1 } else { high = mid }
        }
        return low < starts.count && starts[low] == offset ? low : nil
    }

    func range(ofTile index: Int) -> ByteRange {
        ByteRange(starts[index], index + 1 < starts.count ? starts[index + 1] : text.count)
    }

    /// For each tile, the index of `previous`'s tile with the same bytes at
    /// the same place relative to the edit — before the bytes the two texts
    /// do not share, or after them — else nil (the tile an edit touched).
    func sameTiles(in previous: ContainerTokenTiles) -> [Int?] {
        let (prefix, suffix) = ContainerScan.sharedEnds(previous.text, text)
        let delta = text.count - previous.text.count
        return (0..<count).map { index in
            let range = range(ofTile: index)
            let oldStart: Int
            if range.end <= prefix {
                oldStart = range.start
            } else if range.start >= text.count - suffix {
                oldStart = range.start - delta
            } else {
                return nil
            }
            guard let old = previous.tile(startingAt: oldStart), previous.range(ofTile: old).count == range.count else { return nil }
            return old
        }
    }
}

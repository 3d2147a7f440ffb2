import LaminateAppStrings
import LaminateDialect

/// A container's text cut into tiles of whole lines around its strings, as
/// its semantic tokens are kept (`ChunkedSemanticTokens.init(_:encoder:reusing:)`):
/// each tile starts at the line of a string and runs to the line of the
/// next string that does not share a line with it (strings sharing a line,
/// such as a `.strings` key and its value, share a tile), the first tile
/// from the text's start. A tile's tokens then depend only on its own
/// bytes.
///
/// Which strings each tile holds is part of a container's layout: an edit
/// inside one string's content moves the lines after it together, so the
/// tiles keep their strings. Within one layout, a tile whose strings are
/// the same objects has the same tokens (outside the strings only a
/// catalog's `comment`-like values are edited, on one line, and the strings
/// on that line are made again), so it keeps its encoded tokens; the tiles
/// are never compared by their text.
struct ContainerTokenTiles: Sendable {
    let layout: ContainerLayout
    /// The analysis's strings as they were made: a string made again is a new object.
    let stored: [EmbeddedDocument]

    init(_ analysis: ContainerAnalysis) {
        layout = analysis.layout
        stored = analysis.stored
    }

    var count: Int { layout.tiles.count }

    /// The strings of each tile of `strings` (in container order), the
    /// first tile from the text's start.
    static func tiles(of strings: [EmbeddedString], lineIndex: LineIndex) -> [Range<Int>] {
        var tiles: [Range<Int>] = []
        var lastStart = 0
        var first = 0
        var lastLine = -1
        for (index, string) in strings.enumerated() {
            let literal = string.literalRange
            let line = lineIndex.line(containingUTF8Offset: literal.start)
            if line > lastLine, let lineStart = lineIndex.contentRange(ofLine: line)?.start, lineStart > lastStart {
                tiles.append(first..<index)
                lastStart = lineStart
                first = index
            }
            lastLine = max(lastLine, lineIndex.line(containingUTF8Offset: literal.end))
        }
        tiles.append(first..<strings.count)
        return tiles
    }

    /// Tile `index`'s bytes in `analysis` (of this layout): from the start
    /// of its first string's line (the text's start for the first tile) to
    /// the next tile's start.
    static func range(ofTile index: Int, in analysis: ContainerAnalysis) -> ByteRange {
        let end = index + 1 < analysis.layout.tiles.count ? start(ofTile: index + 1, in: analysis) : analysis.text.count
        return ByteRange(start(ofTile: index, in: analysis), end)
    }

    private static func start(ofTile index: Int, in analysis: ContainerAnalysis) -> Int {
        guard index > 0 else { return 0 }
        let lineIndex = analysis.lineIndex
        let line = lineIndex.line(containingUTF8Offset: analysis.starts[analysis.layout.tiles[index].lowerBound])
        return lineIndex.contentRange(ofLine: line)?.start ?? 0
    }

    /// The tiles whose strings are not all the objects `previous` had
    /// (of the same layout): the tiles an edit touched, in order.
    func changedTiles(since previous: ContainerTokenTiles) -> [Int] {
        var changed: [Int] = []
        for index in stored.indices where stored[index] !== previous.stored[index] {
            let tile = tile(holding: index)
            if changed.last != tile { changed.append(tile) }
        }
        return changed
    }

    /// The tile holding string `index`: the last starting at or before it
    /// (a binary search; only the first tile can be empty).
    private func tile(holding index: Int) -> Int {
        layout.tiles.lazy.map(\.lowerBound).lastIndex(atOrBefore: index)
    }
}

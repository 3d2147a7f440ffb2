/// Text assembled from several pieces of the source, with the map back.
///
/// A leaf block's content is rarely one contiguous slice of the source: the
/// lines of a paragraph inside a block quote are separated by `> ` prefixes,
/// and their leading indentation is removed. The block parser collects the
/// content of each line as a *piece* and joins the pieces with `"\n"` (whatever
/// the source's line ending was). The inline parser works on `bytes` and maps
/// every offset it reports back to the source with `sourceOffset(at:)`, so that
/// ranges stay exact across lines.
public struct MappedText: Sendable, Hashable {
    /// One line's content: `bytes[textStart ..< textStart + length]` is
    /// `source[sourceStart ..< sourceStart + length]`, except for the first
    /// `virtualSpaces` bytes, which are spaces standing for part of a tab that
    /// a container prefix consumed; they all map to `sourceStart`, and the
    /// verbatim bytes after them begin at `sourceStart` too.
    public struct Piece: Sendable, Hashable {
        public var textStart: Int
        public var sourceStart: Int
        public var length: Int
        public var virtualSpaces: Int

        public init(textStart: Int, sourceStart: Int, length: Int, virtualSpaces: Int = 0) {
            self.textStart = textStart
            self.sourceStart = sourceStart
            self.length = length
            self.virtualSpaces = virtualSpaces
        }

        public var textEnd: Int { textStart + length }
        public var sourceEnd: Int { sourceStart + length - virtualSpaces }
    }

    /// The pieces joined by single `"\n"` bytes (no newline after the last).
    public private(set) var bytes: [UInt8] = []
    /// Sorted by `textStart`; piece `i + 1` starts one byte (the joining
    /// newline) after piece `i` ends. Their source offsets are relative to
    /// `sourceBase`: read them through `sourceOffset(at:)`. Made when asked
    /// for, for a text of one verbatim piece (see `singleSourceStart`).
    public var pieces: [Piece] {
        singleSourceStart >= 0 ? [Piece(textStart: 0, sourceStart: singleSourceStart, length: bytes.count)] : storedPieces
    }
    /// Every piece, unless the text is one piece without virtual spaces:
    /// then this is empty and `singleSourceStart` says where the piece is.
    /// Most texts kept for long (an attribute span's list, one line of the
    /// source) are that one piece, and an array for it cost 80 bytes each.
    private var storedPieces: [Piece] = []
    /// The source start of the one verbatim piece (all of `bytes`), or -1.
    private var singleSourceStart = -1
    /// Added to every piece's source offset. A text stored in a chunk of the
    /// tree is relative to the chunk's start; the tree sets this to where
    /// the chunk is now, so moving a chunk never rewrites its texts.
    var sourceBase = 0

    public init() {}

    /// Keeps `equal`'s storage for the text's bytes when it holds the same
    /// bytes, so that texts read from different places with the same
    /// content (a cookbook's 77,000 attribute lists have 310 distinct texts)
    /// hold one array between them, not one each.
    public mutating func shareBytes(with equal: [UInt8]) {
        if equal == bytes { bytes = equal }
    }

    /// The same text, its source offsets moved by `offset` (how a table
    /// kept per chunk of the tree follows the chunk when it moves).
    public func shifted(by offset: Int) -> MappedText {
        var copy = self
        copy.sourceBase &+= offset
        return copy
    }

    /// Room for `byteCount` bytes in `pieceCount` pieces, so that appending
    /// them does not grow the arrays piece by piece.
    mutating func reserveCapacity(bytes byteCount: Int, pieces pieceCount: Int) {
        bytes.reserveCapacity(byteCount)
        if pieceCount > 1 { storedPieces.reserveCapacity(pieceCount) }
    }

    /// Appends one line's content, `source[sourceRange]`, preceded by
    /// `virtualSpaces` spaces that stand for a partly consumed tab.
    public mutating func appendLine(_ source: UnsafeBufferPointer<UInt8>, _ sourceRange: ByteRange, virtualSpaces: Int = 0) {
        appendPiece(sourceStart: sourceRange.start, virtualSpaces: virtualSpaces) { bytes in
            for _ in 0..<virtualSpaces { bytes.append(UInt8(ascii: " ")) }
            bytes.append(contentsOf: source[sourceRange.start..<sourceRange.end])
        }
    }

    /// Appends a piece whose text `appendBytes` appends to `bytes` (after
    /// the joining newline), mapped to `sourceStart`.
    private mutating func appendPiece(sourceStart: Int, virtualSpaces: Int, _ appendBytes: (inout [UInt8]) -> Void) {
        let isFirst = pieceCount == 0
        if !isFirst {
            if singleSourceStart >= 0 {
                // (Appended: `storedPieces` is empty, perhaps with room reserved.)
                storedPieces.append(Piece(textStart: 0, sourceStart: singleSourceStart, length: bytes.count))
                singleSourceStart = -1
            }
            bytes.append(UInt8(ascii: "\n"))
        }
        let start = bytes.count
        appendBytes(&bytes)
        if isFirst && virtualSpaces == 0 {
            singleSourceStart = sourceStart
        } else {
            storedPieces.append(
                Piece(
                    textStart: start, sourceStart: sourceStart, length: bytes.count - start,
                    virtualSpaces: virtualSpaces))
        }
    }

    /// How many pieces there are, without making the array.
    var pieceCount: Int { singleSourceStart >= 0 ? 1 : storedPieces.count }

    /// Piece `index`, without making the array.
    func piece(_ index: Int) -> Piece {
        singleSourceStart >= 0 ? Piece(textStart: 0, sourceStart: singleSourceStart, length: bytes.count) : storedPieces[index]
    }

    /// The capacity of the pieces' own array (for `TreeStorageCensus`).
    var storedPieceCapacity: Int { storedPieces.capacity }

    public var isEmpty: Bool { bytes.isEmpty }
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// The index of the piece that contains `textOffset`; an offset on a joining
    /// newline belongs to the piece before it, the end of the text to the last piece.
    public func pieceIndex(at textOffset: Int) -> Int {
        var low = 0
        var high = pieceCount - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if storedPieces[mid].textStart <= textOffset { low = mid } else { high = mid - 1 }
        }
        return max(0, low)
    }

    /// The source offset of `bytes[textOffset]`. A joining newline maps to the
    /// end of the line before it (where the source's line ending starts).
    public func sourceOffset(at textOffset: Int) -> Int {
        guard pieceCount > 0 else { return 0 }
        let piece = piece(pieceIndex(at: textOffset))
        let within = textOffset - piece.textStart
        if within <= piece.virtualSpaces { return sourceBase + piece.sourceStart }
        return sourceBase + min(piece.sourceStart + within - piece.virtualSpaces, piece.sourceEnd)
    }

    /// The source range of `bytes[textRange]`, from the source offset of its
    /// start to that of its end.
    public func sourceRange(_ textStart: Int, _ textEnd: Int) -> ByteRange {
        let start = sourceOffset(at: textStart)
        return ByteRange(start, max(start, sourceOffset(at: textEnd)))
    }
}

extension MappedText {
    /// Equal when the bytes are and every piece maps to the same source
    /// offsets, wherever the texts' chunks were when they were stored.
    public static func == (lhs: MappedText, rhs: MappedText) -> Bool {
        guard lhs.bytes == rhs.bytes, lhs.pieceCount == rhs.pieceCount else { return false }
        for index in 0..<lhs.pieceCount {
            let left = lhs.piece(index)
            let right = rhs.piece(index)
            guard left.textStart == right.textStart, left.length == right.length,
                left.virtualSpaces == right.virtualSpaces,
                lhs.sourceBase + left.sourceStart == rhs.sourceBase + right.sourceStart
            else { return false }
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(bytes)
        hasher.combine(pieceCount)
        if pieceCount > 0 { hasher.combine(sourceBase + piece(0).sourceStart) }
    }
}

extension MappedText {
    /// `bytes[start ..< end]` as text of its own, still mapped to the source:
    /// how an attribute list or the rest of a paragraph after its reference
    /// definitions becomes a `MappedText`.
    public func slice(_ start: Int, _ end: Int) -> MappedText {
        var result = MappedText()
        let start = max(0, start)
        let end = min(bytes.count, end)
        guard start < end, pieceCount > 0 else { return result }
        for index in pieceIndex(at: start)...pieceIndex(at: end) {
            let piece = piece(index)
            let sliceStart = max(start, piece.textStart)
            let sliceEnd = min(end, piece.textEnd)
            guard sliceStart < sliceEnd else { continue }
            let virtualSpaces = min(max(0, piece.virtualSpaces - (sliceStart - piece.textStart)), sliceEnd - sliceStart)
            result.appendPiece(sourceStart: sourceOffset(at: sliceStart), virtualSpaces: virtualSpaces) { result in
                result.append(contentsOf: bytes[sliceStart..<sliceEnd])
            }
        }
        return result
    }
}

extension MappedText: CustomReflectable {
    /// Shows the pieces at their source offsets, wherever the text is stored.
    public var customMirror: Mirror {
        let placed = pieces.map { piece in
            Piece(
                textStart: piece.textStart, sourceStart: sourceBase + piece.sourceStart, length: piece.length,
                virtualSpaces: piece.virtualSpaces)
        }
        return Mirror(self, children: ["bytes": bytes, "pieces": placed], displayStyle: .struct)
    }
}

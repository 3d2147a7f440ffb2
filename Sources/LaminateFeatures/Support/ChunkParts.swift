import LaminateDialect

/// What a table kept beside a tree holds of one chunk: an object shared by
/// reference by every version of the table that shares the chunk.
protocol ChunkPart: AnyObject, Sendable {
    /// The identity of the chunk it was made for (`ChunkKey.identity`).
    var chunkIdentity: ObjectIdentifier { get }
    /// The chunk's length, in the table's unit (bytes for link tables,
    /// line starts for tokens): the same in every tree that shares the
    /// chunk (its bytes are the same), so a chunk's start is the sum of the
    /// lengths before it and moves with no part rewritten.
    var length: Int { get }
    /// How many items a reader of the table visits in the part (links,
    /// problems): a segment whose parts have none is passed over whole.
    var weight: Int { get }
    /// Whether what the part holds read reference definitions' texts (a
    /// chunk's reference-form spans, for tokens): the parts a changed
    /// definition can make stale, which segments keep a note of.
    var readsDefinitions: Bool { get }
}

extension ChunkPart {
    var readsDefinitions: Bool { false }
}

/// A table's parts, one per chunk of a tree in document order, kept in
/// segments of up to `maximumSegment` parts that versions share by
/// reference, with each segment's first index and first byte beside them.
///
/// A keystroke's tree shares all its chunks but one or two with the tree
/// before it, so the next version of a table is this one with a range of
/// parts replaced (`replacing(_:with:)`): the segment or two around the
/// range are made again, and only the segments' sums are rewritten — no
/// part of an unchanged chunk is copied, retained or shifted (a flat array
/// of parts, rebuilt per table per keystroke, cost a little for every chunk
/// of the document).
/// A chunk's start is found from the sums (a search), and a walk in order
/// adds the lengths as it goes.
struct ChunkParts<Part: ChunkPart>: Sendable {
    /// Up to this many parts a segment; a replaced range's segment is cut
    /// again above it and joined with a neighbour below a quarter of it.
    static var maximumSegment: Int { 128 }

    final class Segment: Sendable {
        let parts: [Part]
        /// The chunks' identities, in a row of their own: what comparing a
        /// table with a tree reads, a pointer a chunk.
        let identities: [ObjectIdentifier]
        let length: Int
        let weight: Int
        /// Whether one of the parts reads definitions.
        let readsDefinitions: Bool

        init(_ parts: ArraySlice<Part>) {
            self.parts = Array(parts)
            identities = parts.map(\.chunkIdentity)
            var length = 0
            var weight = 0
            var readsDefinitions = false
            for part in parts {
                length += part.length
                weight += part.weight
                if part.readsDefinitions { readsDefinitions = true }
            }
            self.length = length
            self.weight = weight
            self.readsDefinitions = readsDefinitions
        }
    }

    private(set) var segments: [Segment]
    /// Per segment, the index of its first part; then the count.
    private var firstIndices: [Int]
    /// Per segment, the byte its first chunk starts at; then the length of all.
    private var firstOffsets: [Int]

    init() {
        segments = []
        firstIndices = [0]
        firstOffsets = [0]
    }

    init(_ parts: [Part]) {
        self.init(segments: Self.segments(of: parts[...]))
    }

    private init(segments: [Segment]) {
        self.segments = segments
        var indices = [0]
        var offsets = [0]
        indices.reserveCapacity(segments.count + 1)
        offsets.reserveCapacity(segments.count + 1)
        for segment in segments {
            indices.append(indices[indices.count - 1] + segment.parts.count)
            offsets.append(offsets[offsets.count - 1] + segment.length)
        }
        firstIndices = indices
        firstOffsets = offsets
    }

    /// How many parts (chunks) the table has.
    var count: Int { firstIndices[firstIndices.count - 1] }
    /// The bytes of all the chunks: the document's length.
    var length: Int { firstOffsets[firstOffsets.count - 1] }
    /// The sum of the parts' weights.
    var weight: Int { segments.reduce(0) { $0 + $1.weight } }

    /// Part `index`.
    subscript(index: Int) -> Part {
        let segment = segment(containing: index)
        return segments[segment].parts[index - firstIndices[segment]]
    }

    /// Where chunk `index` starts.
    func start(of index: Int) -> Int {
        let segment = segment(containing: index)
        var offset = firstOffsets[segment]
        for part in segments[segment].parts[..<(index - firstIndices[segment])] { offset += part.length }
        return offset
    }

    /// The parts of `range`, in order.
    func parts(in range: Range<Int>) -> [Part] {
        guard !range.isEmpty else { return [] }
        var parts: [Part] = []
        parts.reserveCapacity(range.count)
        var segment = segment(containing: range.lowerBound)
        while segment < segments.count, firstIndices[segment] < range.upperBound {
            let first = firstIndices[segment]
            let local = max(range.lowerBound, first) - first..<min(range.upperBound, firstIndices[segment + 1]) - first
            parts.append(contentsOf: segments[segment].parts[local])
            segment += 1
        }
        return parts
    }

    /// Every part, in order.
    var allParts: [Part] { parts(in: 0..<count) }

    /// Calls `body` with each part of a segment with weight and where its
    /// chunk starts, in order: segments without weight are passed over whole.
    func forEachWeighted(_ body: (Part, Int) -> Void) {
        for (index, segment) in segments.enumerated() where segment.weight > 0 {
            var offset = firstOffsets[index]
            for part in segment.parts {
                body(part, offset)
                offset += part.length
            }
        }
    }

    /// Calls `body` with each part of `range` and where its chunk starts, in order.
    func forEach(in range: Range<Int>, _ body: (Part, Int) -> Void) {
        guard !range.isEmpty else { return }
        var segment = segment(containing: range.lowerBound)
        var offset = start(of: range.lowerBound)
        var index = range.lowerBound
        while index < range.upperBound {
            let parts = segments[segment].parts
            for part in parts[(index - firstIndices[segment])..<(min(range.upperBound, firstIndices[segment + 1]) - firstIndices[segment])] {
                body(part, offset)
                offset += part.length
                index += 1
            }
            segment += 1
        }
    }

    /// The last part before `index` with weight, and where its chunk
    /// starts: segments without weight are passed over whole.
    func lastWeighted(before index: Int) -> (part: Part, start: Int)? {
        guard index > 0, !segments.isEmpty else { return nil }
        var segment = segment(containing: index - 1)
        var end = index - firstIndices[segment]
        while segment >= 0 {
            if segments[segment].weight > 0 {
                let parts = segments[segment].parts
                if let last = parts[..<end].lastIndex(where: { $0.weight > 0 }) {
                    var offset = firstOffsets[segment]
                    for part in parts[..<last] { offset += part.length }
                    return (parts[last], offset)
                }
            }
            segment -= 1
            if segment >= 0 { end = segments[segment].parts.count }
        }
        return nil
    }

    /// The first part at or after `index` with weight, with its index and
    /// where its chunk starts.
    func firstWeighted(from index: Int) -> (index: Int, part: Part, start: Int)? {
        guard index < count else { return nil }
        var segment = segment(containing: index)
        var local = index - firstIndices[segment]
        var offset = start(of: index)
        while segment < segments.count {
            let parts = segments[segment].parts
            if segments[segment].weight > 0 {
                for position in local..<parts.count {
                    if parts[position].weight > 0 { return (firstIndices[segment] + position, parts[position], offset) }
                    offset += parts[position].length
                }
            } else {
                offset = firstOffsets[segment + 1]
            }
            segment += 1
            local = 0
        }
        return nil
    }

    /// The indices outside `range` of the parts that read definitions and
    /// for which `isStale` holds, in order: segments where no part reads
    /// one are passed over whole.
    func indicesReadingDefinitions(outside range: Range<Int>, where isStale: (Part) -> Bool) -> [Int] {
        var found: [Int] = []
        for (segment, entry) in segments.enumerated() where entry.readsDefinitions {
            for (position, part) in entry.parts.enumerated() where part.readsDefinitions {
                let index = firstIndices[segment] + position
                if !range.contains(index), isStale(part) { found.append(index) }
            }
        }
        return found
    }

    /// The sum of the weights of the parts before `index`.
    func weight(before index: Int) -> Int {
        guard index > 0, !segments.isEmpty else { return 0 }
        let segment = segment(containing: index)
        var weight = segments[..<segment].reduce(0) { $0 + $1.weight }
        for part in segments[segment].parts[..<(index - firstIndices[segment])] { weight += part.weight }
        return weight
    }

    /// How many parts this table and `other` share (the same objects) at
    /// the front and at the back, never overlapping: the segments two
    /// versions share are skipped whole, then the parts compared one by one.
    func sharedEnds(with other: ChunkParts) -> (front: Int, back: Int) {
        let shorter = Swift.min(count, other.count)
        var front = 0
        var segment = 0
        while segment < Swift.min(segments.count, other.segments.count), segments[segment] === other.segments[segment],
            front + segments[segment].parts.count <= shorter
        {
            front += segments[segment].parts.count
            segment += 1
        }
        while front < shorter, self[front] === other[front] { front += 1 }
        var back = 0
        segment = 0
        while segment < Swift.min(segments.count, other.segments.count),
            segments[segments.count - 1 - segment] === other.segments[other.segments.count - 1 - segment],
            back + segments[segments.count - 1 - segment].parts.count <= shorter - front
        {
            back += segments[segments.count - 1 - segment].parts.count
            segment += 1
        }
        while back < shorter - front, self[count - 1 - back] === other[other.count - 1 - back] { back += 1 }
        return (front, back)
    }

    /// How many parts at the front and at the back are for the same chunks
    /// as a sequence of `count` chunks whose identities `identity` gives
    /// (a tree's, or another table's), the two never overlapping: what lies
    /// between is what a new version replaces. A pointer compared a chunk,
    /// and none past the first difference at either end.
    func commonEnds(count: Int, identity: (Int) -> ObjectIdentifier) -> (front: Int, back: Int) {
        let shorter = Swift.min(self.count, count)
        var front = 0
        frontWalk: for segment in segments {
            for id in segment.identities {
                guard front < shorter, id == identity(front) else { break frontWalk }
                front += 1
            }
        }
        var back = 0
        backWalk: for segment in segments.reversed() {
            for id in segment.identities.reversed() {
                guard back < shorter - front, id == identity(count - 1 - back) else { break backWalk }
                back += 1
            }
        }
        return (front, back)
    }

    /// This table with the parts of `range` replaced by `new`: the segments
    /// `range` meets are made again with `new` in place (cut again when
    /// too long, joined with a neighbour when too short), every other
    /// segment is shared.
    func replacing(_ range: Range<Int>, with new: [Part]) -> ChunkParts {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "a replaced range lies within the table")
        guard !segments.isEmpty else { return ChunkParts(new) }
        var first = segment(containing: Swift.min(range.lowerBound, count - 1))
        var last = range.isEmpty ? first : segment(containing: range.upperBound - 1)
        // An insertion at a segment's start goes at the end of the one
        // before, as well as at the start of this one: either is right.
        var merged = Array(segments[first].parts[..<(range.lowerBound - firstIndices[first])])
        merged += new
        merged += segments[last].parts[Swift.max(0, range.upperBound - firstIndices[last])...]
        // A short segment takes in a neighbour, so that deletions do not
        // leave many small ones.
        if merged.count < Self.maximumSegment / 4 {
            if last + 1 < segments.count {
                last += 1
                merged += segments[last].parts
            } else if first > 0 {
                first -= 1
                merged = segments[first].parts + merged
            }
        }
        var replaced = Array(segments[..<first])
        replaced += Self.segments(of: merged[...])
        replaced += segments[(last + 1)...]
        return ChunkParts(segments: replaced)
    }

    /// The segment holding part `index` (the last one for `index == count`).
    private func segment(containing index: Int) -> Int {
        // The last segment whose first index is at or before `index` (not
        // the total after the last segment, which `firstIndices` ends with).
        firstIndices.dropLast().lastIndex(atOrBefore: index)
    }

    /// `parts` cut into segments of equal size, none longer than `maximumSegment`.
    private static func segments(of parts: ArraySlice<Part>) -> [Segment] {
        guard !parts.isEmpty else { return [] }
        let pieces = (parts.count + maximumSegment - 1) / maximumSegment
        var segments: [Segment] = []
        segments.reserveCapacity(pieces)
        var start = parts.startIndex
        for piece in 0..<pieces {
            let end = parts.startIndex + parts.count * (piece + 1) / pieces
            segments.append(Segment(parts[start..<end]))
            start = end
        }
        return segments
    }
}

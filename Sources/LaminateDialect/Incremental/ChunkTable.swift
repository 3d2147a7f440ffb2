/// What a `ChunkTable` holds of one chunk of a tree: an object shared by
/// reference by every version of the table that shares the chunk.
public protocol ChunkPart: AnyObject, Sendable {
    /// The identity of the chunk it was made for (`ChunkKey.identity`; a
    /// part keeps its `ChunkKey`, so that the identity is never another
    /// chunk's while the part lives).
    var chunkIdentity: ObjectIdentifier { get }
    /// The chunk's length, in the table's unit (bytes for most tables,
    /// line starts for tokens): the same in every tree that shares the
    /// chunk (its bytes are the same), so a chunk's start is the sum of the
    /// lengths before it and moves with no part rewritten.
    var length: Int { get }
    /// How many items a reader of the table visits in the part (links,
    /// problems): a segment whose parts have none is passed over whole.
    var weight: Int { get }
    /// Whether what the part holds read reference definitions' texts (a
    /// chunk's reference-form spans): the parts a changed definition can
    /// make stale, which segments keep a note of.
    var readsDefinitions: Bool { get }
}

extension ChunkPart {
    public var readsDefinitions: Bool { false }
}

/// The one way a result computed per chunk of a tree is kept and reused:
/// a part per chunk, in document order, kept by chunk identity, so that the
/// table of an edited version is the previous one with only the parts of
/// the chunks the edit made new made again (`updated(for:keep:make:)`).
/// Attribute lists, validation findings, link tables, link problems and
/// semantic tokens are each such a table.
///
/// The parts are kept in segments of up to `maximumSegment` that versions
/// share by reference, with each segment's first index and first offset
/// beside them. A keystroke's tree shares all its chunks but one or two
/// with the tree before it, so the next version of a table is this one with
/// a range of parts replaced (`replacing(_:with:)`): the segment or two
/// around the range are made again, and only the segments' sums are
/// rewritten — no part of an unchanged chunk is copied, retained or shifted
/// (a flat array of parts, rebuilt per table per keystroke, cost a little
/// for every chunk of the document). A chunk's start is found from the sums
/// (a search), and a walk in order adds the lengths as it goes.
///
/// Inlinable throughout, so that it is specialized for each table's parts
/// in the modules above: run generically, every part of a walk goes
/// through its witness table.
public struct ChunkTable<Part: ChunkPart>: Sendable {
    /// Up to this many parts a segment; a replaced range's segment is cut
    /// again above it and joined with a neighbour below a quarter of it.
    @inlinable public static var maximumSegment: Int { 128 }

    @usableFromInline final class Segment: Sendable {
        @usableFromInline let parts: [Part]
        /// The chunks' identities, in a row of their own: what comparing a
        /// table with a tree reads, a pointer a chunk.
        @usableFromInline let identities: [ObjectIdentifier]
        @usableFromInline let length: Int
        @usableFromInline let weight: Int
        /// Whether one of the parts reads definitions.
        @usableFromInline let readsDefinitions: Bool

        @inlinable init(_ parts: ArraySlice<Part>) {
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

    @usableFromInline var segments: [Segment]
    /// Per segment, the index of its first part; then the count.
    @usableFromInline var firstIndices: [Int]
    /// Per segment, the byte its first chunk starts at; then the length of all.
    @usableFromInline var firstOffsets: [Int]

    @inlinable public init() {
        segments = []
        firstIndices = [0]
        firstOffsets = [0]
    }

    @inlinable public init(_ parts: [Part]) {
        self.init(segments: Self.segments(of: parts[...]))
    }

    @inlinable init(segments: [Segment]) {
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
    @inlinable public var count: Int { firstIndices[firstIndices.count - 1] }
    /// The bytes of all the chunks: the document's length.
    @inlinable public var length: Int { firstOffsets[firstOffsets.count - 1] }
    /// The sum of the parts' weights.
    @inlinable public var weight: Int { segments.reduce(0) { $0 + $1.weight } }

    /// Part `index`.
    @inlinable public subscript(index: Int) -> Part {
        let segment = segment(containing: index)
        return segments[segment].parts[index - firstIndices[segment]]
    }

    /// Where chunk `index` starts.
    @inlinable public func start(of index: Int) -> Int {
        let segment = segment(containing: index)
        var offset = firstOffsets[segment]
        for part in segments[segment].parts[..<(index - firstIndices[segment])] { offset += part.length }
        return offset
    }

    /// The parts of `range`, in order.
    @inlinable public func parts(in range: Range<Int>) -> [Part] {
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
    @inlinable public var allParts: [Part] { parts(in: 0..<count) }

    /// Calls `body` with each part of a segment with weight and where its
    /// chunk starts, in order: segments without weight are passed over whole.
    @inlinable public func forEachWeighted(_ body: (Part, Int) -> Void) {
        for (index, segment) in segments.enumerated() where segment.weight > 0 {
            var offset = firstOffsets[index]
            for part in segment.parts {
                body(part, offset)
                offset += part.length
            }
        }
    }

    /// `forEachWeighted(_:)` with each part's index too.
    @inlinable public func forEachWeightedIndexed(_ body: (Int, Part, Int) -> Void) {
        for (segmentIndex, segment) in segments.enumerated() where segment.weight > 0 {
            var offset = firstOffsets[segmentIndex]
            var index = firstIndices[segmentIndex]
            for part in segment.parts {
                body(index, part, offset)
                offset += part.length
                index += 1
            }
        }
    }

    /// Calls `body` with each part of `range` and where its chunk starts, in order.
    @inlinable public func forEach(in range: Range<Int>, _ body: (Part, Int) -> Void) {
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
    @inlinable public func lastWeighted(before index: Int) -> (part: Part, start: Int)? {
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
    @inlinable public func firstWeighted(from index: Int) -> (index: Int, part: Part, start: Int)? {
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
    /// for which `isStale` holds (given the part and its index), in order:
    /// segments where no part reads one are passed over whole.
    @inlinable public func indicesReadingDefinitions(outside range: Range<Int>, where isStale: (Part, Int) -> Bool) -> [Int] {
        var found: [Int] = []
        for (segment, entry) in segments.enumerated() where entry.readsDefinitions {
            for (position, part) in entry.parts.enumerated() where part.readsDefinitions {
                let index = firstIndices[segment] + position
                if !range.contains(index), isStale(part, index) { found.append(index) }
            }
        }
        return found
    }

    /// The sum of the weights of the parts before `index`.
    @inlinable public func weight(before index: Int) -> Int {
        guard index > 0, !segments.isEmpty else { return 0 }
        let segment = segment(containing: index)
        var weight = segments[..<segment].reduce(0) { $0 + $1.weight }
        for part in segments[segment].parts[..<(index - firstIndices[segment])] { weight += part.weight }
        return weight
    }

    /// How many parts this table and `other` share (the same objects) at
    /// the front and at the back, never overlapping: the segments two
    /// versions share are skipped whole, then the parts compared one by one.
    @inlinable public func sharedEnds(with other: ChunkTable) -> (front: Int, back: Int) {
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
    @inlinable public func commonEnds(count: Int, identity: (Int) -> ObjectIdentifier) -> (front: Int, back: Int) {
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
    @inlinable public func replacing(_ range: Range<Int>, with new: [Part]) -> ChunkTable {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "a replaced range lies within the table")
        guard !segments.isEmpty else { return ChunkTable(new) }
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
        return ChunkTable(segments: replaced)
    }

    /// What `updated(count:identity:keep:make:)` did: the new table, the
    /// range of this table's parts it replaced and the range of the new
    /// table's parts in their place, with the parts removed and added.
    public struct Update {
        public let table: ChunkTable
        public let oldRange: Range<Int>
        public let newRange: Range<Int>
        public let removed: [Part]
        public let added: [Part]

        @inlinable init(table: ChunkTable, oldRange: Range<Int>, newRange: Range<Int>, removed: [Part], added: [Part]) {
            self.table = table
            self.oldRange = oldRange
            self.newRange = newRange
            self.removed = removed
            self.added = added
        }
    }

    /// The table of a version whose `count` chunks have the identities
    /// `identity` gives (a tree's: `updated(for:keep:make:)`), made from
    /// this one, an earlier version's: the parts shared at the front and at
    /// the back are found by comparing identities, a pointer a chunk; the
    /// chunks between are looked up among this table's parts there (a
    /// definition's change can re-read chunks far apart), kept when `keep`
    /// says they still hold (given the part and its new index), and the
    /// rest are made by `make`, given their indices all at once (so that a
    /// caller may make them on every core). One replacement puts them in
    /// place: every other segment is shared.
    @inlinable public func updated(
        count: Int, identity: (Int) -> ObjectIdentifier, keep: (Part, Int) -> Bool = { _, _ in true },
        make: ([Int]) -> [Part]
    ) -> Update {
        let ends = commonEnds(count: count, identity: identity)
        let oldRange = ends.front..<(self.count - ends.back)
        let newRange = ends.front..<(count - ends.back)
        let removed = parts(in: oldRange)
        var added = Self.matching(removed, count: newRange.count) { identity(newRange.lowerBound + $0) }
        for (index, part) in added.enumerated() {
            if let part, !keep(part, newRange.lowerBound + index) { added[index] = nil }
        }
        let missing = added.indices.filter { added[$0] == nil }
        let made = make(missing.map { newRange.lowerBound + $0 })
        precondition(made.count == missing.count, "a part is made for every chunk asked for")
        for (index, part) in zip(missing, made) { added[index] = part }
        let new = added.map { $0! }
        return Update(
            table: replacing(oldRange, with: new), oldRange: oldRange, newRange: newRange, removed: removed, added: new)
    }

    /// The parts of `range` of this table for each of `count` chunks
    /// (`identity` gives the identity of chunk `index`; another table's
    /// chunks, or a tree's), or nil where it has none.
    @inlinable public func matching(in range: Range<Int>, count: Int, identity: (Int) -> ObjectIdentifier) -> [Part?] {
        Self.matching(parts(in: range), count: count, identity: identity)
    }

    /// For each of `count` chunks, the part of `previous` made for the same
    /// chunk, or nil where the chunk is new.
    ///
    /// A keystroke's tree shares every chunk but the edited few with the
    /// tree before it, in the same order, so both are walked together and
    /// matched by identity: no table of thousands of keys is hashed per
    /// keystroke. Where the walk loses step (the edit replaced more chunks
    /// than a short look ahead covers, or `previous` belongs to an older
    /// version), the rest is looked up by identity, so any parts give the
    /// right answer.
    @inlinable static func matching(_ previous: [Part], count: Int, identity: (Int) -> ObjectIdentifier) -> [Part?] {
        var matched = [Part?](repeating: nil, count: count)
        guard !previous.isEmpty else { return matched }
        // The edited chunks are new (a miss or two in a row); more misses
        // than that mean the walk lost step, and from then on a miss (and
        // the misses just before it) is looked up by identity.
        let lookAhead = 8
        let missesBeforeLookingUp = 4
        var cursor = 0
        var misses: [Int] = []
        var byIdentity: [ObjectIdentifier: Int]?
        for index in 0..<count {
            let wanted = identity(index)
            var found: Int?
            var position = cursor
            while position < Swift.min(previous.count, cursor + lookAhead) {
                if previous[position].chunkIdentity == wanted {
                    found = position
                    break
                }
                position += 1
            }
            if found == nil {
                misses.append(index)
                if byIdentity == nil, misses.count >= missesBeforeLookingUp {
                    var table: [ObjectIdentifier: Int] = [:]
                    for (position, part) in previous.enumerated() { table[part.chunkIdentity] = position }
                    byIdentity = table
                    for missed in misses.dropLast() {
                        if let position = table[identity(missed)] { matched[missed] = previous[position] }
                    }
                }
                found = byIdentity?[wanted]
            }
            if let found {
                matched[index] = previous[found]
                cursor = found + 1
                misses.removeAll(keepingCapacity: true)
            }
        }
        return matched
    }

    /// The segment holding part `index` (the last one for `index == count`).
    @inlinable func segment(containing index: Int) -> Int {
        // The last segment whose first index is at or before `index` (not
        // the total after the last segment, which `firstIndices` ends with).
        firstIndices.dropLast().lastIndex(atOrBefore: index)
    }

    /// `parts` cut into segments of equal size, none longer than `maximumSegment`.
    @inlinable static func segments(of parts: ArraySlice<Part>) -> [Segment] {
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

extension ChunkTable {
    /// `updated(count:identity:keep:make:)` for the chunks of `tree`.
    @inlinable public func updated(
        for tree: SyntaxTree, keep: (Part, Int) -> Bool = { _, _ in true }, make: ([Int]) -> [Part]
    ) -> Update {
        updated(count: tree.chunkCount, identity: { tree.chunkIdentity($0) }, keep: keep, make: make)
    }
}

extension SyntaxTree {
    /// The identity of chunk `index` (`chunkKey(index).identity`) without
    /// making its key: a table comparing its chunks with the tree's, one
    /// pointer each, reads thousands per keystroke.
    @inlinable
    public func chunkIdentity(_ index: Int) -> ObjectIdentifier { ObjectIdentifier(chunks[index]) }

    /// How many bytes chunk `index` holds (the same in every tree that
    /// shares it).
    public func chunkLength(_ index: Int) -> Int { chunks[index].length }
}

import Testing

@testable import LaminateDialect

/// `ChunkTable`, the segmented table of per-chunk parts, after seeded random
/// replacements (typing's one-for-one, insertions, deletions, long runs,
/// at either end) equals a flat array with the same replacements, and one
/// built from scratch: parts in order, starts, lengths, weights, ranges,
/// and the common ends it finds against another sequence.
@Suite struct ChunkTableTests {
    final class Part: ChunkPart {
        let key: ChunkKey
        let length: Int
        let weight: Int
        let readsDefinitions: Bool

        var chunkIdentity: ObjectIdentifier { key.identity }

        init(key: ChunkKey, length: Int, weight: Int, readsDefinitions: Bool) {
            self.key = key
            self.length = length
            self.weight = weight
            self.readsDefinitions = readsDefinitions
        }
    }

    /// Distinct chunk keys: a tree cut into a chunk per paragraph.
    static let keys: [ChunkKey] = {
        let text = Array((0..<1_500).map { "Paragraph \($0).\n" }.joined(separator: "\n").utf8)
        let tree = MarkdownParser.parse(text, chunkSize: 1)
        return (0..<tree.chunkCount).map(tree.chunkKey)
    }()

    @Test(arguments: [(0, 1), (1, 40), (2, 300), (3, 1_000)])
    func replacementsEqualAFlatArray(seed: Int, initialCount: Int) {
        var random = SplitMix64(seed: UInt64(seed) &+ 0xC4A5)
        var nextKey = 0
        func part() -> Part {
            defer { nextKey = (nextKey + 1) % Self.keys.count }
            // Most chunks have nothing a reader visits, as most have no problem.
            return Part(
                key: Self.keys[nextKey], length: Int(random.next() % 5_000) + 1,
                weight: random.next() % 7 == 0 ? Int(random.next() % 3) + 1 : 0,
                readsDefinitions: random.next() % 5 == 0)
        }
        var flat = (0..<initialCount).map { _ in part() }
        var parts = ChunkTable(flat)
        for step in 0..<400 {
            let lower = Int(random.next() % UInt64(flat.count + 1))
            let removed: Int
            let added: Int
            switch random.next() % 6 {
            case 0, 1: (removed, added) = (1, 1)  // a keystroke
            case 2: (removed, added) = (0, Int(random.next() % 3) + 1)
            case 3: (removed, added) = (Int(random.next() % 4), 0)
            case 4: (removed, added) = (Int(random.next() % 200), Int(random.next() % 200))
            default: (removed, added) = (Int(random.next() % 3), Int(random.next() % 3))
            }
            let range = lower..<min(flat.count, lower + removed)
            let new = (0..<added).map { _ in part() }
            let before = (parts: parts, flat: flat)
            flat.replaceSubrange(range, with: new)
            parts = parts.replacing(range, with: new)
            Self.expectEqual(parts, flat, "seed \(seed), step \(step)")
            // What two versions share, found through their segments, is what comparing every part finds.
            let shared = parts.sharedEnds(with: before.parts)
            var front = 0
            while front < min(flat.count, before.flat.count), flat[front] === before.flat[front] { front += 1 }
            var back = 0
            while back < min(flat.count, before.flat.count) - front,
                flat[flat.count - 1 - back] === before.flat[before.flat.count - 1 - back]
            { back += 1 }
            #expect(shared.front == front && shared.back == back, "seed \(seed), step \(step)")
            #expect(parts.segments.allSatisfy { $0.parts.count <= ChunkTable<Part>.maximumSegment })
        }
        Self.expectEqual(ChunkTable(flat), flat, "seed \(seed), from scratch")
        // Common ends against a copy with one run replaced.
        for _ in 0..<50 where !flat.isEmpty {
            var other = flat.map { $0.key.identity }
            let at = Int(random.next() % UInt64(other.count))
            let count = min(other.count - at, Int(random.next() % 5))
            other.replaceSubrange(at..<(at + count), with: (0..<Int(random.next() % 5)).map { _ in part().key.identity })
            let ends = parts.commonEnds(count: other.count) { other[$0] }
            let identities = flat.map { $0.key.identity }
            var front = 0
            while front < min(other.count, identities.count), other[front] == identities[front] { front += 1 }
            var back = 0
            while back < min(other.count, identities.count) - front,
                other[other.count - 1 - back] == identities[identities.count - 1 - back]
            { back += 1 }
            #expect(ends.front == front && ends.back == back)
        }
    }

    static func expectEqual(_ parts: ChunkTable<Part>, _ flat: [Part], _ comment: Comment) {
        #expect(parts.count == flat.count, comment)
        #expect(parts.allParts.map(ObjectIdentifier.init) == flat.map(ObjectIdentifier.init), comment)
        #expect(parts.length == flat.reduce(0) { $0 + $1.length }, comment)
        #expect(parts.weight == flat.reduce(0) { $0 + $1.weight }, comment)
        var starts: [Int] = []
        var offset = 0
        for part in flat {
            starts.append(offset)
            offset += part.length
        }
        for index in flat.indices where index % 17 == 0 || index == flat.count - 1 {
            #expect(parts[index] === flat[index] && parts.start(of: index) == starts[index], comment)
        }
        var weighted: [(ObjectIdentifier, Int)] = []
        parts.forEachWeighted { part, start in if part.weight > 0 { weighted.append((ObjectIdentifier(part), start)) } }
        let expected = flat.indices.filter { flat[$0].weight > 0 }.map { (ObjectIdentifier(flat[$0]), starts[$0]) }
        #expect(weighted.map(\.0) == expected.map(\.0) && weighted.map(\.1) == expected.map(\.1), comment)
        for index in [0, 1, flat.count / 3, flat.count / 2, flat.count - 1, flat.count] where index >= 0 && index <= flat.count {
            let last = flat[..<index].lastIndex { $0.weight > 0 }
            let found = parts.lastWeighted(before: index)
            #expect(
                found.map { ObjectIdentifier($0.part) } == last.map { ObjectIdentifier(flat[$0]) }
                    && found?.start == last.map { starts[$0] }, comment)
            let next = flat[index...].firstIndex { $0.weight > 0 }
            let foundNext = parts.firstWeighted(from: index)
            #expect(
                foundNext?.index == next && foundNext.map { ObjectIdentifier($0.part) } == next.map { ObjectIdentifier(flat[$0]) }
                    && foundNext?.start == next.map { starts[$0] }, comment)
            #expect(parts.weight(before: index) == flat[..<index].reduce(0) { $0 + $1.weight }, comment)
            var visited: [(ObjectIdentifier, Int)] = []
            parts.forEach(in: (index / 2)..<index) { visited.append((ObjectIdentifier($0), $1)) }
            #expect(
                visited.map(\.0) == flat[(index / 2)..<index].map(ObjectIdentifier.init)
                    && visited.map(\.1) == Array(starts[(index / 2)..<index]), comment)
        }
        let outside = (flat.count / 3)..<(flat.count / 2)
        #expect(
            parts.indicesReadingDefinitions(outside: outside) { _, _ in true }
                == flat.indices.filter { flat[$0].readsDefinitions && !outside.contains($0) }, comment)
        if flat.count > 3 {
            let range = 1..<(flat.count - 1)
            #expect(parts.parts(in: range).map(ObjectIdentifier.init) == flat[range].map(ObjectIdentifier.init), comment)
        }
    }
}

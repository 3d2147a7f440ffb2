import LaminateAttributes
import Testing

@testable import LaminateFeatures

/// The bit-parallel distance "did you mean" measures with (`WordDistance`)
/// against the row-by-row one it replaced (`Suggestions.editDistance`):
/// the same answer, within every limit, on words made to be near one
/// another (swaps, doubled and dropped letters, non-ASCII scalars, the 64-scalar edge).
@Suite struct WordDistanceTests {
    static let alphabet: [Unicode.Scalar] = ["a", "b", "c", "-", "é", "日", "😀", "1"]

    static func word(_ random: inout SplitMix64, length: Int) -> [Unicode.Scalar] {
        (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
    }

    static func edited(_ word: [Unicode.Scalar], _ random: inout SplitMix64) -> [Unicode.Scalar] {
        var scalars = word
        for _ in 0...(random.next() % 4) {
            let at = scalars.isEmpty ? 0 : Int(random.next() % UInt64(scalars.count))
            switch random.next() % 4 {
            case 0 where !scalars.isEmpty: scalars[at] = alphabet[Int(random.next() % UInt64(alphabet.count))]
            case 1 where !scalars.isEmpty: scalars.remove(at: at)
            case 2: scalars.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: at)
            default: if at + 1 < scalars.count { scalars.swapAt(at, at + 1) }
            }
        }
        return scalars
    }

    @Test(arguments: 0..<100)
    func sameAsRowByRow(_ seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed) &+ 0xD15)
        let lengths = [0, 1, 2, 3, 7, 31, 63, 64]
        let length = seed < lengths.count ? lengths[seed] : Int(random.next() % 65)
        let word = Self.word(&random, length: length)
        let distance = try #require(WordDistance(word))
        for _ in 0..<40 {
            let other = random.next() % 5 == 0 ? Self.word(&random, length: Int(random.next() % 70)) : Self.edited(word, &random)
            for limit in [0, 1, 2, 3, 5, 16, 100] {
                let expected = min(Suggestions.editDistance(word, other, limit: limit), limit + 1)
                #expect(distance.distance(to: other[...], limit: limit) == expected, "\(word) to \(other), limit \(limit)")
            }
        }
    }

    @Test func longerThan64ScalarsIsMeasuredElsewhere() {
        #expect(WordDistance(Array(String(repeating: "a", count: 65).unicodeScalars)) == nil)
    }

    /// One distance set to one word after another (as a query's scratch
    /// keeps it), shorter and longer, ASCII and not, and past 64 scalars:
    /// each measures as one made for its word alone.
    @Test func setToOneWordAfterAnother() throws {
        var random = SplitMix64(seed: 0x5E7)
        var kept = WordDistance()
        for round in 0..<200 {
            let word = Self.word(&random, length: round % 9 == 0 ? 65 + Int(random.next() % 10) : Int(random.next() % 65))
            guard kept.set(word) else {
                #expect(word.count > 64)
                continue
            }
            let fresh = try #require(WordDistance(word))
            for _ in 0..<10 {
                let other = Self.edited(word, &random)
                for limit in [1, 3, 16] {
                    #expect(kept.distance(to: other[...], limit: limit) == fresh.distance(to: other[...], limit: limit), "\(word) to \(other)")
                }
            }
        }
    }
}

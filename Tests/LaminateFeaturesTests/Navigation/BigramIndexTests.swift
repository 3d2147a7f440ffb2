import Testing

@testable import LaminateFeatures

/// The forms "did you mean" scans past one edit (`BigramIndex`): by length,
/// and by bigram and length, each list in the order of the forms, against
/// the forms read one by one, on words made to share letters, with
/// repeated letters, non-ASCII scalars and lengths far apart.
@Suite struct BigramIndexTests {
    static let alphabet: [Unicode.Scalar] = ["a", "b", "-", "1", "é", "\u{301}", "日", "😀"]

    @Test(arguments: 0..<20)
    func listsAsReadOneByOne(_ seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) &+ 0xB16)
        var scalars: [Unicode.Scalar] = []
        var starts = [0]
        var words: [[Unicode.Scalar]] = []
        for _ in 0..<(1 + Int(random.next() % 300)) {
            let length = random.next() % 10 == 0 ? 30 + Int(random.next() % 30) : 1 + Int(random.next() % 8)
            let word = (0..<length).map { _ in Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))] }
            words.append(word)
            scalars += word
            starts.append(scalars.count)
        }
        let index = BigramIndex(formScalars: scalars, formStarts: starts, formLetters: words.map { LetterSet($0) })
        var bigrams: [UInt64] = []
        func holds(_ word: [Unicode.Scalar], _ bigram: UInt64) -> Bool {
            AnchorSuggestions.distinctBigrams(of: word, into: &bigrams)
            return bigrams.contains(bigram)
        }
        let lengths = 0...62
        for length in lengths {
            #expect(index.forms(ofLength: length).map { Int($0.form) } == words.indices.filter { words[$0].count == length })
            for radius in [0, 2] {
                #expect(index.count(near: length, radius: radius) == words.count { abs($0.count - length) <= radius })
            }
        }
        for _ in 0..<30 {
            let first = Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))]
            let second = Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))]
            let bigram = UInt64(first.value) << 32 | UInt64(second.value)
            let holding = words.indices.filter { holds(words[$0], bigram) }
            guard let runs = index.runs(of: bigram) else {
                #expect(holding.isEmpty)
                continue
            }
            for length in lengths {
                #expect(index.forms(in: runs, ofLength: length).map { Int($0.form) } == holding.filter { words[$0].count == length })
                #expect(index.count(in: runs, near: length, radius: 2) == holding.count { abs(words[$0].count - length) <= 2 })
            }
        }
    }
}

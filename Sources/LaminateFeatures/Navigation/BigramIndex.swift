/// The forms of a "did you mean" index (`AnchorSuggestions`) by length, and
/// by each distinct pair of neighbouring scalars (bigram) they hold and
/// then by length: what a query past one edit scans. Each kind in one flat
/// array, so that a query reads a few places of a few arrays, not an array
/// a list.
struct BigramIndex: Sendable {
    /// A form as a list of candidates holds it: with its letters, so that
    /// a query rules most out reading the list alone.
    struct Posting: Sendable {
        let letters: LetterSet
        let form: Int32
    }

    /// The forms of one length among one bigram's, from `start` to the
    /// next run's start (each bigram's runs by length, ascending, and one
    /// more run at the end of them all).
    struct Run: Sendable {
        let length: Int
        let start: Int
    }

    /// One bigram's runs (`runs[first..<end]`), found by its hash.
    private struct Slot: Sendable {
        /// The bigram plus one (0: an empty slot).
        var key: UInt64 = 0
        var first = 0
        var end = 0
    }

    /// The forms of each length, in order: length `l`'s at
    /// `byLength[lengthStarts[l]..<lengthStarts[l + 1]]` (one more: past the longest).
    private let lengthStarts: [Int]
    private let byLength: [Posting]
    /// Every bigram's runs, and their forms.
    private let runs: [Run]
    private let postings: [Posting]
    /// The bigrams, open-addressed by a hash of their value: at most half the slots used.
    private let slots: [Slot]
    private let slotBits: Int

    /// The forms `formStarts` cuts `formScalars` into, with their letters.
    init(formScalars: [Unicode.Scalar], formStarts: [Int], formLetters: [LetterSet]) {
        let formCount = formStarts.count - 1
        let lengths = (0..<formCount).map { formStarts[$0 + 1] - formStarts[$0] }
        // Forms by length: counted, then placed in order.
        var lengthStarts = [Int](repeating: 0, count: (lengths.max() ?? 0) + 2)
        for length in lengths { lengthStarts[length + 1] += 1 }
        for length in lengthStarts.indices.dropFirst() { lengthStarts[length] += lengthStarts[length - 1] }
        var next = lengthStarts
        var byLength = [Posting](repeating: Posting(letters: LetterSet([]), form: 0), count: formCount)
        for form in 0..<formCount {
            byLength[next[lengths[form]]] = Posting(letters: formLetters[form], form: Int32(form))
            next[lengths[form]] += 1
        }
        // Each (bigram, form) once, the forms by length and in order (read
        // from `byLength`), each bigram numbered as first met.
        var bits = 4
        var keys = [UInt64](repeating: 0, count: 1 << bits)
        var numbers = [Int](repeating: 0, count: 1 << bits)
        var bigramCount = 0
        // Each (bigram, form): the bigram's number in the high half, the form in the low.
        var held: [UInt64] = []
        var bigrams: [UInt64] = []
        for posting in byLength {
            let form = Int(posting.form)
            AnchorSuggestions.distinctBigrams(of: formScalars[formStarts[form]..<formStarts[form + 1]], into: &bigrams)
            for bigram in bigrams {
                var slot = Self.home(of: bigram, bits: bits)
                while keys[slot] != 0, keys[slot] != bigram &+ 1 { slot = (slot + 1) & ((1 << bits) - 1) }
                if keys[slot] == 0 {
                    keys[slot] = bigram &+ 1
                    numbers[slot] = bigramCount
                    bigramCount += 1
                    if bigramCount * 2 > 1 << bits {
                        (keys, numbers) = Self.grown(keys: keys, numbers: numbers, bits: bits + 1)
                        bits += 1
                        slot = Self.home(of: bigram, bits: bits)
                        while keys[slot] != bigram &+ 1 { slot = (slot + 1) & ((1 << bits) - 1) }
                    }
                }
                held.append(UInt64(numbers[slot]) << 32 | UInt64(UInt32(posting.form)))
            }
        }
        // By bigram (a counting sort, keeping each bigram's by length and in order).
        var bigramStarts = [Int](repeating: 0, count: bigramCount + 1)
        for entry in held { bigramStarts[Int(entry >> 32) + 1] += 1 }
        for number in bigramStarts.indices.dropFirst() { bigramStarts[number] += bigramStarts[number - 1] }
        var placed = bigramStarts
        var postings = [Posting](repeating: Posting(letters: LetterSet([]), form: 0), count: held.count)
        for entry in held {
            let number = Int(entry >> 32)
            let form = Int32(truncatingIfNeeded: entry)
            postings[placed[number]] = Posting(letters: formLetters[Int(form)], form: form)
            placed[number] += 1
        }
        // Each bigram's runs of one length.
        var runs: [Run] = []
        var firstRun = [Int](repeating: 0, count: bigramCount + 1)
        for number in 0..<bigramCount {
            firstRun[number] = runs.count
            for position in bigramStarts[number]..<bigramStarts[number + 1] {
                let length = lengths[Int(postings[position].form)]
                if position == bigramStarts[number] || runs[runs.count - 1].length != length {
                    runs.append(Run(length: length, start: position))
                }
            }
        }
        firstRun[bigramCount] = runs.count
        runs.append(Run(length: Int.max, start: postings.count))
        var slots = [Slot](repeating: Slot(), count: 1 << bits)
        for slot in keys.indices where keys[slot] != 0 {
            let number = numbers[slot]
            slots[slot] = Slot(key: keys[slot], first: firstRun[number], end: firstRun[number + 1])
        }
        self.lengthStarts = lengthStarts
        self.byLength = byLength
        self.runs = runs
        self.postings = postings
        self.slots = slots
        slotBits = bits
    }

    private static func home(of bigram: UInt64, bits: Int) -> Int {
        Int(truncatingIfNeeded: (bigram &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
    }

    /// The table of `keys` and `numbers` in `1 << bits` slots.
    private static func grown(keys: [UInt64], numbers: [Int], bits: Int) -> (keys: [UInt64], numbers: [Int]) {
        var grownKeys = [UInt64](repeating: 0, count: 1 << bits)
        var grownNumbers = [Int](repeating: 0, count: 1 << bits)
        for slot in keys.indices where keys[slot] != 0 {
            var place = home(of: keys[slot] &- 1, bits: bits)
            while grownKeys[place] != 0 { place = (place + 1) & ((1 << bits) - 1) }
            grownKeys[place] = keys[slot]
            grownNumbers[place] = numbers[slot]
        }
        return (grownKeys, grownNumbers)
    }

    /// The forms of length `length`, in order.
    func forms(ofLength length: Int) -> ArraySlice<Posting> {
        guard length >= 0, length + 1 < lengthStarts.count else { return [] }
        return byLength[lengthStarts[length]..<lengthStarts[length + 1]]
    }

    /// How many forms are within `radius` of `length`.
    func count(near length: Int, radius: Int) -> Int {
        let low = min(max(0, length - radius), lengthStarts.count - 1)
        let high = min(max(0, length + radius + 1), lengthStarts.count - 1)
        return lengthStarts[high] - lengthStarts[low]
    }

    /// Where `bigram`'s runs are (`first..<end`), or nil when no form holds it.
    func runs(of bigram: UInt64) -> Range<Int>? {
        let mask = (1 << slotBits) - 1
        var slot = Self.home(of: bigram, bits: slotBits)
        while true {
            let held = slots[slot]
            if held.key == bigram &+ 1 { return held.first..<held.end }
            if held.key == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// How many of the forms of `runs` (one bigram's) are within `radius` of `length`.
    func count(in runs: Range<Int>, near length: Int, radius: Int) -> Int {
        var count = 0
        for run in runs {
            let other = self.runs[run].length
            if other > length + radius { break }
            if other >= length - radius { count += self.runs[run + 1].start - self.runs[run].start }
        }
        return count
    }

    /// The forms of `runs` (one bigram's) of length `length`, in order.
    func forms(in runs: Range<Int>, ofLength length: Int) -> ArraySlice<Posting> {
        for run in runs {
            let other = self.runs[run].length
            if other > length { break }
            if other == length { return postings[self.runs[run].start..<self.runs[run + 1].start] }
        }
        return []
    }
}

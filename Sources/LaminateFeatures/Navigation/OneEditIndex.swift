/// The forms of a "did you mean" index filed under their one-edit
/// neighbourhood: each form under itself and under each word that deleting
/// one of its scalars makes. Two words one edit apart (insertion, deletion,
/// change, or swap of neighbours) always share an entry: the shorter one
/// is a deletion of the longer; a change at `i` deletes to the same word at
/// `i`; a swap `ab`/`ba` deletes `a` from both. So the forms within one
/// edit of a word are among those filed under the word and its own
/// deletions, found with a look-up each, however many forms there are.
///
/// Entries are kept by a hash of the word they stand for (a polynomial
/// modulo the prime 2⁶¹ − 1) in an open-addressed table: two words that
/// share a slot only make a query measure a form it need not, never miss one.
struct OneEditIndex: Sendable {
    /// How many bits a slot number has (the table holds `1 << bits` slots).
    private let bits: Int
    /// Per slot, and one more: part of the hash of the word filed there (0
    /// for none) in the high half, where its forms start in `forms` in the
    /// low half: a look-up reads one place of the table.
    private let slots: [UInt64]
    /// The forms filed in each slot, in order.
    private let forms: [Int32]
    /// A bit per hash of each word filed (its low bits), in a table small
    /// enough to stay in the cache: most of a query's deletions are filed
    /// nowhere, and it says so without reading `slots`.
    private let filter: [UInt64]

    /// The index of the forms `formStarts` cuts `formScalars` into (form
    /// `f` at `formStarts[f]..<formStarts[f + 1]`).
    init(formScalars: [Unicode.Scalar], formStarts: [Int]) {
        var hashes: [UInt64] = []
        var owners: [Int32] = []
        var hasher = Hasher()
        for form in 0..<(formStarts.count - 1) {
            let before = hashes.count
            hasher.entries(of: formScalars[formStarts[form]..<formStarts[form + 1]], into: &hashes)
            owners += repeatElement(Int32(form), count: hashes.count - before)
        }
        self.init(hashes: hashes, owners: owners)
    }

    /// The index of entries already hashed (`Hasher.entries(of:into:)`),
    /// each filed for the form `owners` gives it, the forms in order.
    init(hashes: [UInt64], owners: [Int32]) {
        var bits = 4
        while (1 << bits) * 3 < hashes.count * 4 { bits += 1 }
        let capacity = 1 << bits
        // Each slot's fingerprint and, in the low half, first how many
        // entries it has, then where its forms end, then (filled from the
        // back) where they start.
        var slots = [UInt64](repeating: 0, count: capacity + 1)
        var slotOfEntry = [Int32](repeating: 0, count: hashes.count)
        var filter = [UInt64](repeating: 0, count: Self.filterWords(entries: hashes.count))
        for (entry, hash) in hashes.enumerated() {
            let slot = Self.slot(of: hash, bits: bits) { UInt32(truncatingIfNeeded: slots[$0] >> 32) }
            slots[slot] = (UInt64(Self.fingerprint(of: hash)) << 32) | ((slots[slot] & 0xFFFF_FFFF) + 1)
            slotOfEntry[entry] = Int32(slot)
            let bit = Self.filterBit(of: hash, words: filter.count)
            filter[bit >> 6] |= 1 << UInt64(bit & 63)
        }
        var end: UInt64 = 0
        for slot in 0...capacity {
            end += slots[slot] & 0xFFFF_FFFF
            slots[slot] = (slots[slot] & ~0xFFFF_FFFF) | end
        }
        var forms = [Int32](repeating: 0, count: hashes.count)
        for entry in hashes.indices.reversed() {
            let slot = Int(slotOfEntry[entry])
            slots[slot] -= 1
            forms[Int(slots[slot] & 0xFFFF_FFFF)] = owners[entry]
        }
        self.bits = bits
        self.slots = slots
        self.forms = forms
        self.filter = filter
    }

    /// The forms filed under the word whose hash (from `Hasher`) is `hash`,
    /// in order (and perhaps some filed under another word).
    func forms(filedUnder hash: UInt64) -> ArraySlice<Int32> {
        let bit = Self.filterBit(of: hash, words: filter.count)
        guard filter[bit >> 6] & (1 << UInt64(bit & 63)) != 0 else { return [] }
        let slot = Self.slot(of: hash, bits: bits) { UInt32(truncatingIfNeeded: slots[$0] >> 32) }
        guard slots[slot] >> 32 != 0 else { return [] }
        return forms[Int(UInt32(truncatingIfNeeded: slots[slot]))..<Int(UInt32(truncatingIfNeeded: slots[slot + 1]))]
    }

    /// Appends the forms filed under each of `hashes` (a word's entries,
    /// from `Hasher`), in order, as `forms(filedUnder:)` gives them a hash
    /// at a time: the filter's bits of every hash are read first, then the
    /// slots of those it lets through, so that the places of the table a
    /// word's look-ups read are fetched together, not one after another.
    /// `passed` is a buffer kept from call to call.
    func appendForms(filedUnder hashes: [UInt64], to found: inout [Int32], passed: inout [UInt64]) {
        passed.removeAll(keepingCapacity: true)
        let words = filter.count
        for hash in hashes {
            let bit = Self.filterBit(of: hash, words: words)
            if filter[bit >> 6] & (1 << UInt64(bit & 63)) != 0 { passed.append(hash) }
        }
        // The home slot of each, read before any is probed.
        var held: UInt64 = 0
        for hash in passed { held |= slots[Self.home(of: hash, bits: bits)] }
        guard held != 0 else { return }
        for hash in passed {
            let slot = Self.slot(of: hash, bits: bits) { UInt32(truncatingIfNeeded: slots[$0] >> 32) }
            guard slots[slot] >> 32 != 0 else { continue }
            found += forms[Int(UInt32(truncatingIfNeeded: slots[slot]))..<Int(UInt32(truncatingIfNeeded: slots[slot + 1]))]
        }
    }

    private static func home(of hash: UInt64, bits: Int) -> Int {
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
    }

    private static func fingerprint(of hash: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: hash >> 29) | 1 }

    /// Eight bits of filter an entry, at least 64 (a power of two of them).
    private static func filterWords(entries: Int) -> Int {
        var words = 1
        while words * 64 < entries * 8 { words *= 2 }
        return words
    }

    private static func filterBit(of hash: UInt64, words: Int) -> Int { Int(truncatingIfNeeded: hash) & (words * 64 - 1) }

    /// The slot of `hash`: the first from its home slot on that holds its
    /// fingerprint or is empty (`fingerprint(at:)`: the one a slot holds).
    /// The table is never full: at most three in four slots are used.
    private static func slot(of hash: UInt64, bits: Int, fingerprint fingerprintAt: (Int) -> UInt32) -> Int {
        let mask = (1 << bits) - 1
        var slot = home(of: hash, bits: bits)
        let fingerprint = fingerprint(of: hash)
        while true {
            let held = fingerprintAt(slot)
            if held == 0 || held == fingerprint { return slot }
            slot = (slot + 1) & mask
        }
    }

    /// Hashes a word and its deletions, with buffers reused from word to word.
    struct Hasher {
        private static let prime: UInt64 = (1 << 61) - 1
        private static let base: UInt64 = 0x1F3D_5B79_A2C4_E687 & ((1 << 61) - 1)
        private var prefixes: [UInt64] = []
        private var powers: [UInt64] = [1]

        /// Appends the hash of `word`, then those of the distinct words one
        /// deletion makes of it (deleting either of two equal neighbours
        /// makes the same word, hashed once).
        mutating func entries(of word: some Collection<Unicode.Scalar>, into hashes: inout [UInt64]) {
            prefixes.removeAll(keepingCapacity: true)
            var hash: UInt64 = 0
            prefixes.append(hash)
            for scalar in word {
                hash = Self.add(Self.multiply(hash, Self.base), UInt64(scalar.value) + 1)
                prefixes.append(hash)
            }
            let count = prefixes.count - 1
            while powers.count < count + 1 { powers.append(Self.multiply(powers[powers.count - 1], Self.base)) }
            hashes.append(hash)
            // Deleting scalar `i`: the prefix before it shifted one place
            // less than in the word, the rest as it is: the word's hash
            // plus power(count - 1 - i) × (prefix(i) - prefix(i + 1)).
            var previous: Unicode.Scalar?
            for (position, scalar) in word.enumerated() {
                defer { previous = scalar }
                if scalar == previous { continue }
                let difference = Self.add(prefixes[position], Self.prime - prefixes[position + 1])
                hashes.append(Self.add(hash, Self.multiply(powers[count - 1 - position], difference)))
            }
        }

        /// `value` (less than 2⁶²) modulo the prime, always the same
        /// number for the same word however it was reached: its low 61 bits
        /// plus the rest, as 2⁶¹ ≡ 1.
        private static func reduced(_ value: UInt64) -> UInt64 {
            let folded = (value & prime) + (value >> 61)
            return folded >= prime ? folded - prime : folded
        }

        private static func add(_ a: UInt64, _ b: UInt64) -> UInt64 { reduced(a + b) }

        private static func multiply(_ a: UInt64, _ b: UInt64) -> UInt64 {
            let (high, low) = a.multipliedFullWidth(by: b)
            return reduced((low & prime) + ((high << 3) | (low >> 61)))
        }
    }
}

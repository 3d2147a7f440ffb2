import LaminateAttributes

extension AnchorSuggestions {
    struct OutOfBudget: Error {}

    /// One search, edit by edit (see `AnchorSuggestions`), working in the
    /// caller's `Scratch`.
    struct Query {
        let index: AnchorSuggestions
        let word: String
        /// The word lower-cased, as a string (how its own form is looked
        /// up); as scalars it is in the scratch (what is compared).
        let lowered: String
        /// Whether the word is ASCII (see `Form.ascii`).
        let isASCII: Bool
        /// Its length in scalars.
        let length: Int
        let letters: LetterSet
        /// Whether the word's bits (`Scratch.wordDistance`) are made: they
        /// are when a first candidate is measured, unless it is too long for them.
        var distanceMade = false
        var hasBits = false
        /// The level being searched: candidates within this many edits are measured now.
        var level = 0
        let limit: Int
        var work = 0
        var budget: Int
        /// The best so far: its distance, its candidate's index, and
        /// whether another candidate is as near.
        var best: (distance: Int, candidate: Int, isTied: Bool)?

        /// A bigram of the word: how many forms near the word's length
        /// hold it and where its forms are (nil: none holds it).
        struct Rare: Sendable {
            let count: Int
            let runs: Range<Int>?
        }

        /// The `position`th rarest of the word's bigrams.
        func rare(_ position: Int, _ scratch: Scratch) -> Rare {
            scratch.rarest[Int(truncatingIfNeeded: scratch.order[position] & 0xFFFF_FFFF)]
        }

        init(index: AnchorSuggestions, word: String, limit: Int, budget: Int, scratch: inout Scratch) {
            self.index = index
            self.word = word
            self.limit = limit
            self.budget = budget
            scratch.scalars.removeAll(keepingCapacity: true)
            // An ASCII word is lower-cased a byte at a time (a fragment
            // usually is already, and is then its own lower-cased string).
            var isASCII = true
            var hasUpper = false
            for byte in word.utf8 {
                if byte >= 0x80 {
                    isASCII = false
                    break
                }
                if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") {
                    hasUpper = true
                    scratch.scalars.append(Unicode.Scalar(byte + 32))
                } else {
                    scratch.scalars.append(Unicode.Scalar(byte))
                }
            }
            if isASCII {
                lowered = hasUpper ? word.lowercased() : word
            } else {
                lowered = word.lowercased()
                scratch.scalars.removeAll(keepingCapacity: true)
                scratch.scalars += lowered.unicodeScalars
            }
            self.isASCII = isASCII
            length = scratch.scalars.count
            letters = LetterSet(scratch.scalars)
        }

        mutating func run(_ scratch: inout Scratch) -> (distance: Int, candidate: Int, isTied: Bool)? {
            guard limit >= 0 else { return nil }
            scratch.begin(count: index.formCount, limit: limit)
            do {
                // No edit: the word's own form (the word in another case).
                if let form = index.formByLowered[lowered] {
                    try consider(form, letters: index.forms[form].letters, length: length, &scratch)
                }
                if let best, best.distance == 0 { return best }
                guard limit >= 1 else { return best }
                // One edit: every form within it is filed under the word or
                // one of its deletions. All are looked up, and what is read
                // of their forms gathered, before any is considered (in the
                // same order): the memory each reads is fetched together.
                level = 1
                scratch.hashes.removeAll(keepingCapacity: true)
                scratch.hasher.entries(of: scratch.scalars, into: &scratch.hashes)
                scratch.filed.removeAll(keepingCapacity: true)
                index.oneEdit.appendForms(filedUnder: scratch.hashes, to: &scratch.filed, passed: &scratch.passed)
                scratch.filedForms.removeAll(keepingCapacity: true)
                for form in scratch.filed { scratch.filedForms.append(index.forms[Int(form)]) }
                for position in scratch.filed.indices {
                    try spend(1)
                    let form = scratch.filedForms[position]
                    try consider(Int(scratch.filed[position]), letters: form.letters, length: Int(form.length), &scratch)
                }
                if let best, best.distance <= 1 { return best }
            } catch {
                return nil
            }
            guard limit >= 2 else { return best }
            // Past one edit, little more is done: a fragment that far from
            // every anchor would otherwise cost the whole allowance for nothing.
            budget = min(budget, work + budget / 8)
            let n = length
            // The word's distinct bigrams, rarest first (one no candidate holds costs nothing to scan).
            // Rare among the forms within two of the word's length, where most answers are.
            // (Sorted by count and then by bigram: the bigrams come
            // ascending, so by count and then by place, one number each.)
            AnchorSuggestions.distinctBigrams(of: scratch.scalars, into: &scratch.bigrams)
            scratch.rarest.removeAll(keepingCapacity: true)
            scratch.order.removeAll(keepingCapacity: true)
            for (place, bigram) in scratch.bigrams.enumerated() {
                let runs = index.bigrams.runs(of: bigram)
                let count = runs.map { index.bigrams.count(in: $0, near: n, radius: 2) } ?? 0
                scratch.rarest.append(Rare(count: count, runs: runs))
                scratch.order.append(UInt64(count) << 32 | UInt64(place))
            }
            scratch.order.sort()
            let bigramCount = scratch.rarest.count
            // Two edits away the search reads at least every form near the
            // word's length holding one of its rarest bigrams before it can
            // answer: when those alone are more than is left of the
            // allowance, it would run out with no answer, so it stops now.
            let mustRead =
                3 * 2 + 1 <= bigramCount
                ? (0..<(3 * 2 + 1)).reduce(0) { $0 + rare($1, scratch).count }
                : index.bigrams.count(near: n, radius: 2)
            guard work + mustRead <= budget else { return nil }
            scratch.scannedRadius.removeAll(keepingCapacity: true)
            scratch.scannedRadius += repeatElement(-1, count: bigramCount)
            var lengthRadius = -1
            do {
                for t in 2...limit {
                    level = t
                    var position = 0
                    while position < scratch.deferred[t].count {
                        try measure(Int(scratch.deferred[t][position]), &scratch)
                        position += 1
                    }
                    if 3 * t + 1 <= bigramCount {
                        // The forms within `t` of the word's length holding one of its `3t + 1` rarest bigrams.
                        for position in 0..<(3 * t + 1) {
                            while scratch.scannedRadius[position] < t {
                                scratch.scannedRadius[position] += 1
                                let radius = scratch.scannedRadius[position]
                                guard let runs = rare(position, scratch).runs else { continue }
                                for length in stride(from: n - radius, through: n + radius, by: max(1, 2 * radius)) where length > 0 {
                                    for posting in index.bigrams.forms(in: runs, ofLength: length) {
                                        try spend(1)
                                        try consider(Int(posting.form), letters: posting.letters, length: length, &scratch)
                                    }
                                }
                            }
                        }
                    } else {
                        // Too few bigrams to rule anything out: every form near in length.
                        while lengthRadius < t {
                            lengthRadius += 1
                            for length in stride(from: n - lengthRadius, through: n + lengthRadius, by: max(1, 2 * lengthRadius))
                            where length > 0 {
                                for posting in index.bigrams.forms(ofLength: length) {
                                    try spend(1)
                                    try consider(Int(posting.form), letters: posting.letters, length: length, &scratch)
                                }
                            }
                        }
                    }
                    if let best, best.distance <= t { return best }
                }
            } catch {
                return nil
            }
            return best
        }

        mutating func spend(_ amount: Int) throws {
            work += amount
            if work > budget { throw OutOfBudget() }
        }

        /// Measures `form` (at most once a query), now or once the search
        /// is as many edits away as its letters and length put it.
        mutating func consider(_ form: Int, letters formLetters: LetterSet, length: Int, _ scratch: inout Scratch) throws {
            // A candidate farther than the best so far is of no use.
            let reach = min(limit, best?.distance ?? limit)
            let apart = max(abs(length - self.length), letters.editsApart(from: formLetters))
            guard apart <= reach, !scratch.measure(form) else { return }
            if apart > level {
                scratch.deferred[apart].append(Int32(form))
                return
            }
            try measure(form, &scratch)
        }

        /// Measures `form` (only as far as the best so far) and keeps it if it is the best so far.
        mutating func measure(_ form: Int, _ scratch: inout Scratch) throws {
            let reach = min(limit, best?.distance ?? limit)
            let held = index.forms[form]
            let start = Int(held.start)
            let other = index.formScalars[start..<(start + Int(held.length))]
            guard abs(other.count - length) <= reach else { return }
            if !distanceMade {
                distanceMade = true
                hasBits = scratch.wordDistance.set(scratch.scalars)
            }
            let distance: Int
            if hasBits {
                try spend(max(1, other.count))
                distance = scratch.wordDistance.distance(to: other, limit: reach)
            } else {
                try spend(max(1, length * other.count))
                distance = Suggestions.editDistance(scratch.scalars, Array(other), limit: reach)
            }
            guard distance <= reach else { return }
            // The candidates that lower-case to the form, other than the word itself.
            let candidate: Int
            let several: Bool
            if distance > 0, isASCII, held.flags & Form.ascii != 0 {
                candidate = Int(held.candidate)
                several = held.flags & Form.several != 0
            } else {
                let word = self.word
                let candidates = index.candidates
                let all = index.formCandidates[index.formCandidateStarts[form]..<index.formCandidateStarts[form + 1]]
                let eligible = all.lazy.map { Int($0) }.filter { candidates[$0] != word }
                guard let first = eligible.first else { return }
                candidate = first
                several = eligible.dropFirst().first != nil
            }
            if let current = best, current.distance < distance { return }
            if let current = best, current.distance == distance {
                best = (distance, min(current.candidate, candidate), true)
            } else {
                best = (distance, candidate, several)
            }
        }
    }
}

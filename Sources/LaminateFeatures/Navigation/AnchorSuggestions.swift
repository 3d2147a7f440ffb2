import LaminateAttributes

/// "Did you mean" for a `#fragment` (LAM026) or a file name (LAM025), found
/// without comparing the broken name with every candidate: the candidates
/// are indexed by length and by the pairs of letters (bigrams) they hold,
/// and a query widens its search one edit at a time.
///
/// The answer is the one `Suggestions.nearest(to:in:maximumDistance:)` gives
/// (the nearest candidate by edit distance, case ignored, the earliest of
/// equally near ones, never the word itself), or nil when the work a query
/// may do (`budget`) runs out before that answer is proven: no suggestion
/// rather than a slow one. A query costs what its candidates near in length
/// and letters cost, never a pass over all of them.
///
/// Why the search can stop early: an edit (insertion, deletion, change, or
/// swap of neighbours) breaks at most three of the word's bigrams, so a
/// candidate within `t` edits holds at least one of any `3t + 1` distinct
/// bigrams of the word, and is within `t` of its length. Scanning the
/// candidates of those lengths holding one of the rarest `3t + 1` finds
/// every candidate within `t` edits; once one of them is within `t`,
/// nothing unseen is nearer. A word too short for that (fewer distinct bigrams than `3t + 1`)
/// falls back to the candidates whose length is within `t` of its own.
public final class AnchorSuggestions: Sendable {
    /// The candidates as given (empty ones are never suggested).
    let candidates: [String]
    /// Each distinct lower-cased candidate, as scalars: what is compared.
    let forms: [[Unicode.Scalar]]
    /// For each form, the candidates that lower-case to it, in order.
    let formCandidates: [[Int]]
    let formByLowered: [String: Int]
    /// Forms by length (in scalars), each list in order.
    let formsByLength: [Int: [Int]]
    /// Forms by each distinct bigram they hold and their length, each list in order.
    let formsByBigram: [BigramOfLength: [Int]]
    /// How many forms hold each bigram: which of a word's bigrams are rare.
    let bigramCounts: [UInt64: Int]

    struct BigramOfLength: Hashable {
        let bigram: UInt64
        let length: Int
    }

    /// How much a query may do, in postings read and edit-distance cells:
    /// enough for thousands of candidates that look alike (headings
    /// numbered `-1`, `-2`, …), small enough that a document of tens of
    /// thousands of broken links is checked in a blink.
    public static let defaultBudget = 1 << 15

    public init(_ candidates: [String]) {
        self.candidates = candidates
        var forms: [[Unicode.Scalar]] = []
        var formCandidates: [[Int]] = []
        var formByLowered: [String: Int] = [:]
        var formsByLength: [Int: [Int]] = [:]
        var formsByBigram: [BigramOfLength: [Int]] = [:]
        var bigramCounts: [UInt64: Int] = [:]
        for (index, candidate) in candidates.enumerated() where !candidate.isEmpty {
            let lowered = candidate.lowercased()
            if let form = formByLowered[lowered] {
                formCandidates[form].append(index)
                continue
            }
            let form = forms.count
            let scalars = Array(lowered.unicodeScalars)
            forms.append(scalars)
            formCandidates.append([index])
            formByLowered[lowered] = form
            formsByLength[scalars.count, default: []].append(form)
            for bigram in Set(Self.bigrams(of: scalars)) {
                formsByBigram[BigramOfLength(bigram: bigram, length: scalars.count), default: []].append(form)
                bigramCounts[bigram, default: 0] += 1
            }
        }
        self.forms = forms
        self.formCandidates = formCandidates
        self.formByLowered = formByLowered
        self.formsByLength = formsByLength
        self.formsByBigram = formsByBigram
        self.bigramCounts = bigramCounts
    }

    public var isEmpty: Bool { forms.isEmpty }

    static func bigrams(of scalars: [Unicode.Scalar]) -> [UInt64] {
        guard scalars.count > 1 else { return [] }
        return (1..<scalars.count).map { UInt64(scalars[$0 - 1].value) << 32 | UInt64(scalars[$0].value) }
    }

    /// The candidate nearest to `word` within `limit` edits (see the type),
    /// or nil: none is, or finding out would cost more than `budget`.
    /// `scratch` is reused from query to query (one per caller).
    public func nearest(
        to word: String, maximumDistance limit: Int, budget: Int = defaultBudget,
        scratch: inout Scratch
    ) -> String? {
        nearestWithDistance(to: word, maximumDistance: limit, budget: budget, scratch: &scratch)?.anchor
    }

    /// The same, with how many edits away it is, and whether another
    /// candidate is as near (then the order of the candidates chose).
    public func nearestWithDistance(
        to word: String, maximumDistance limit: Int, budget: Int = defaultBudget,
        scratch: inout Scratch
    ) -> (anchor: String, distance: Int, isTied: Bool)? {
        guard !word.isEmpty, !forms.isEmpty, word.count <= 256 else { return nil }
        var query = Query(index: self, word: word, limit: limit, budget: budget)
        return query.run(&scratch).map { (candidates[$0.candidate], $0.distance, $0.isTied) }
    }

    /// Marks of the forms a query has measured, kept between queries so
    /// that a query does not pay for clearing a mark a candidate.
    public struct Scratch: Sendable {
        var measured: [UInt32] = []
        var stamp: UInt32 = 0

        public init() {}

        mutating func begin(count: Int) {
            if measured.count < count || stamp == UInt32.max {
                measured = [UInt32](repeating: 0, count: max(count, measured.count))
                stamp = 0
            }
            stamp += 1
        }

        /// Whether `form` was already measured in this query (marking it measured).
        mutating func measure(_ form: Int) -> Bool {
            if measured[form] == stamp { return true }
            measured[form] = stamp
            return false
        }
    }

    struct OutOfBudget: Error {}

    /// One search, edit by edit.
    struct Query {
        let index: AnchorSuggestions
        let word: String
        let scalars: [Unicode.Scalar]
        let limit: Int
        var work = 0
        let budget: Int
        /// The best so far: its distance, its candidate's index, and
        /// whether another candidate is as near.
        var best: (distance: Int, candidate: Int, isTied: Bool)?

        init(index: AnchorSuggestions, word: String, limit: Int, budget: Int) {
            self.index = index
            self.word = word
            scalars = Array(word.lowercased().unicodeScalars)
            self.limit = limit
            self.budget = budget
        }

        mutating func run(_ scratch: inout Scratch) -> (distance: Int, candidate: Int, isTied: Bool)? {
            guard limit >= 0 else { return nil }
            scratch.begin(count: index.forms.count)
            let n = scalars.count
            // The word's distinct bigrams, rarest first (one no candidate holds costs nothing to scan).
            let bigrams = Array(Set(AnchorSuggestions.bigrams(of: scalars)))
                .sorted { (index.bigramCounts[$0] ?? 0, $0) < (index.bigramCounts[$1] ?? 0, $1) }
            // How far from the word's length each bigram's forms were scanned.
            var scannedRadius = [Int](repeating: -1, count: bigrams.count)
            var lengthRadius = -1
            do {
                for t in 0...limit {
                    if 3 * t + 1 <= bigrams.count {
                        // The forms within `t` of the word's length holding one of its `3t + 1` rarest bigrams.
                        for position in 0..<(3 * t + 1) {
                            while scannedRadius[position] < t {
                                scannedRadius[position] += 1
                                let radius = scannedRadius[position]
                                for length in Set([n - radius, n + radius]) where length > 0 {
                                    let key = BigramOfLength(bigram: bigrams[position], length: length)
                                    for form in index.formsByBigram[key] ?? [] {
                                        try spend(1)
                                        try consider(form, &scratch)
                                    }
                                }
                            }
                        }
                    } else {
                        // Too few bigrams to rule anything out: every form near in length.
                        while lengthRadius < t {
                            lengthRadius += 1
                            for length in Set([n - lengthRadius, n + lengthRadius]) where length > 0 {
                                for form in index.formsByLength[length] ?? [] {
                                    try spend(1)
                                    try consider(form, &scratch)
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

        /// Measures `form` (at most once a query) and keeps it if it is the best so far.
        mutating func consider(_ form: Int, _ scratch: inout Scratch) throws {
            guard !scratch.measure(form) else { return }
            let other = index.forms[form]
            guard abs(other.count - scalars.count) <= limit else { return }
            try spend(max(1, scalars.count * other.count))
            let distance = Suggestions.editDistance(scalars, other, limit: limit)
            let word = self.word
            let candidates = index.candidates
            let eligible = index.formCandidates[form].lazy.filter { candidates[$0] != word }
            guard distance <= limit, let candidate = eligible.first else { return }
            let several = eligible.dropFirst().first != nil
            if let current = best, current.distance < distance { return }
            if let current = best, current.distance == distance {
                best = (distance, min(current.candidate, candidate), true)
            } else {
                best = (distance, candidate, several)
            }
        }
    }
}

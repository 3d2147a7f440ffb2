import LaminateAttributes
import LaminateConcurrency

/// "Did you mean" for a `#fragment` (LAM026) or a file name (LAM025), found
/// without comparing the broken name with every candidate: the candidates
/// within one edit (a typo) are looked up in their one-edit neighbourhood
/// (`OneEditIndex`), a look-up for each scalar of the word; further ones
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
/// The one-edit neighbourhood finds every candidate within one edit, so
/// this search starts at two.
///
/// A candidate is measured (`WordDistance`) only once the search is as
/// many edits away as its letters alone put it (`LetterSet`): most
/// candidates a fragment far from every anchor meets are never measured.
public final class AnchorSuggestions: Sendable {
    /// The candidates as given (empty ones are never suggested).
    let candidates: [String]
    /// Each distinct lower-cased candidate (a form), as scalars: what is
    /// compared. All forms in one buffer, form `f` at
    /// `formStarts[f]..<formStarts[f + 1]`: a query reads thousands of them,
    /// and one array each would cost a cache miss each.
    let formScalars: [Unicode.Scalar]
    let formStarts: [Int]
    /// For each form, the candidates that lower-case to it, in order.
    let formCandidates: [[Int]]
    /// Each form's letters.
    let formLetters: [LetterSet]
    let formByLowered: [String: Int]
    /// Forms by length (in scalars), each list in order.
    let formsByLength: [Int: [Posting]]
    /// Forms by each distinct bigram they hold, by length: where in
    /// `bigramPostings` each bigram's are (a query looks up a few dozen
    /// bigrams and copies none of their lists).
    let formsByBigram: [UInt64: Int32]
    let bigramPostings: [Postings]
    /// Forms by their one-edit neighbourhood: those within one edit of a word, found a look-up a scalar.
    let oneEdit: OneEditIndex

    /// A form as a list of candidates holds it: with its letters, so that
    /// a query rules most out reading the list alone.
    struct Posting {
        let form: Int32
        let letters: LetterSet
    }

    /// One bigram's forms, by length and, of one length, in order: which
    /// of a word's bigrams are rare among the forms near its length, and
    /// those forms, from one look-up a bigram.
    struct Postings {
        /// The lengths, ascending, and where each one's forms start in `postings` (one more: the end).
        var lengths: [Int] = []
        var starts: [Int] = []
        var postings: [Posting] = []

        /// The forms of length `length`.
        func forms(ofLength length: Int) -> ArraySlice<Posting> {
            guard let position = lengths.firstIndex(of: length) else { return [] }
            return postings[starts[position]..<starts[position + 1]]
        }

        /// How many forms are within `radius` of `length`.
        func count(near length: Int, radius: Int) -> Int {
            var count = 0
            for (position, other) in lengths.enumerated() where abs(other - length) <= radius {
                count += starts[position + 1] - starts[position]
            }
            return count
        }
    }

    /// How much a query may do, in postings read and scalars measured (a
    /// word longer than `WordDistance` holds: edit-distance cells). A typo
    /// (one edit) is found in the one-edit neighbourhood within the whole
    /// allowance, even among thousands of numbered repeats; past that, a
    /// query has an eighth of it left to search the candidates sharing its
    /// rare letter pairs: a fragment near no anchor (a renamed page) would be
    /// compared with every anchor of about its length to prove it, and
    /// gives up instead.
    public static let defaultBudget = 1 << 11

    public init(_ candidates: [String]) {
        self.candidates = candidates
        var formScalars: [Unicode.Scalar] = []
        var formStarts = [0]
        var formLetters: [LetterSet] = []
        var formCandidates: [[Int]] = []
        var formByLowered: [String: Int] = [:]

        for (index, candidate) in candidates.enumerated() where !candidate.isEmpty {
            let lowered = candidate.lowercased()
            if let form = formByLowered[lowered] {
                formCandidates[form].append(index)
                continue
            }
            let form = formStarts.count - 1
            let scalars = Array(lowered.unicodeScalars)
            formScalars += scalars
            formStarts.append(formScalars.count)
            formLetters.append(LetterSet(scalars))
            formCandidates.append([index])
            formByLowered[lowered] = form
        }
        self.formScalars = formScalars
        self.formStarts = formStarts
        self.formCandidates = formCandidates
        self.formLetters = formLetters
        self.formByLowered = formByLowered
        // The lists by length and bigram (the first task) are made while
        // the one-edit neighbourhoods are hashed (the others, a share of
        // the forms each).
        let shares = LinkDiagnostics.shares(of: formStarts.count - 1)
        let parts = ParallelMap.map(shares.count + 1) { [formScalars, formStarts, formLetters] task -> IndexPart in
            guard task > 0 else { return .lists(Lists(formScalars: formScalars, formStarts: formStarts, formLetters: formLetters)) }
            var hasher = OneEditIndex.Hasher()
            var hashes: [UInt64] = []
            var owners: [Int32] = []
            for form in shares[task - 1] {
                let before = hashes.count
                hasher.entries(of: formScalars[formStarts[form]..<formStarts[form + 1]], into: &hashes)
                owners += repeatElement(Int32(form), count: hashes.count - before)
            }
            return .entries(hashes: hashes, owners: owners)
        }
        var hashes: [UInt64] = []
        var owners: [Int32] = []
        var lists: Lists?
        for part in parts {
            switch part {
            case .lists(let made): lists = made
            case .entries(let someHashes, let someOwners):
                hashes += someHashes
                owners += someOwners
            }
        }
        oneEdit = OneEditIndex(hashes: hashes, owners: owners)
        guard let lists else { preconditionFailure("the first task makes the lists") }
        formsByLength = lists.formsByLength
        formsByBigram = lists.formsByBigram
        bigramPostings = lists.bigramPostings
    }

    /// What a task of `init` made.
    private enum IndexPart: Sendable {
        case lists(Lists)
        /// A share of the forms' one-edit entries (`OneEditIndex.Hasher`), with the form of each.
        case entries(hashes: [UInt64], owners: [Int32])
    }

    /// The forms by length and by bigram.
    private struct Lists: Sendable {
        var formsByLength: [Int: [Posting]] = [:]
        var formsByBigram: [UInt64: Int32] = [:]
        var bigramPostings: [Postings] = []

        init(formScalars: [Unicode.Scalar], formStarts: [Int], formLetters: [LetterSet]) {
            var byBigram: [UInt64: [Int: [Posting]]] = [:]
            for form in 0..<(formStarts.count - 1) {
                let scalars = Array(formScalars[formStarts[form]..<formStarts[form + 1]])
                let posting = Posting(form: Int32(form), letters: formLetters[form])
                formsByLength[scalars.count, default: []].append(posting)
                for bigram in AnchorSuggestions.distinctBigrams(of: scalars) {
                    byBigram[bigram, default: [:]][scalars.count, default: []].append(posting)
                }
            }
            var bigramPostings: [Postings] = []
            formsByBigram = byBigram.mapValues { byLength in
                var postings = Postings()
                for (length, forms) in byLength.sorted(by: { $0.key < $1.key }) {
                    postings.lengths.append(length)
                    postings.starts.append(postings.postings.count)
                    postings.postings += forms
                }
                postings.starts.append(postings.postings.count)
                bigramPostings.append(postings)
                return Int32(bigramPostings.count - 1)
            }
            self.bigramPostings = bigramPostings
        }
    }

    var formCount: Int { formStarts.count - 1 }

    public var isEmpty: Bool { formCount == 0 }

    static func bigrams(of scalars: [Unicode.Scalar]) -> [UInt64] {
        guard scalars.count > 1 else { return [] }
        return (1..<scalars.count).map { UInt64(scalars[$0 - 1].value) << 32 | UInt64(scalars[$0].value) }
    }

    /// The distinct bigrams of `scalars`, ascending (a word has a few
    /// dozen: sorting them is cheaper than hashing them into a set).
    static func distinctBigrams(of scalars: [Unicode.Scalar]) -> [UInt64] {
        var bigrams = bigrams(of: scalars)
        bigrams.sort()
        var kept = 0
        for position in bigrams.indices where kept == 0 || bigrams[kept - 1] != bigrams[position] {
            bigrams[kept] = bigrams[position]
            kept += 1
        }
        bigrams.removeLast(bigrams.count - kept)
        return bigrams
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
        guard !word.isEmpty, !isEmpty, word.count <= 256 else { return nil }
        var query = Query(index: self, word: word, limit: limit, budget: budget)
        return query.run(&scratch).map { (candidates[$0.candidate], $0.distance, $0.isTied) }
    }

    /// Marks of the forms a query has measured, kept between queries so
    /// that a query does not pay for clearing a mark a candidate.
    public struct Scratch: Sendable {
        var measured: [UInt32] = []
        var stamp: UInt32 = 0
        /// The word's one-edit neighbourhood, hashed.
        var hasher = OneEditIndex.Hasher()
        var hashes: [UInt64] = []

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
        /// The word lower-cased, as a string (how its own form is looked up) and as scalars (what is compared).
        let lowered: String
        let scalars: [Unicode.Scalar]
        /// The word as bits, when it is short enough (nil: measured row by
        /// row), made when a first candidate is measured.
        lazy var distance: WordDistance? = WordDistance(scalars)
        let letters: LetterSet
        /// The level being searched: candidates within this many edits are measured now.
        var level = 0
        /// Candidates seen whose letters put them more than `level` edits
        /// away, by how many at least: measured when the search gets there.
        var deferred: [[Int]]
        let limit: Int
        var work = 0
        var budget: Int
        /// The best so far: its distance, its candidate's index, and
        /// whether another candidate is as near.
        var best: (distance: Int, candidate: Int, isTied: Bool)?

        init(index: AnchorSuggestions, word: String, limit: Int, budget: Int) {
            self.index = index
            self.word = word
            lowered = word.lowercased()
            scalars = Array(lowered.unicodeScalars)
            letters = LetterSet(scalars)
            deferred = [[Int]](repeating: [], count: max(0, limit) + 1)
            self.limit = limit
            self.budget = budget
        }

        mutating func run(_ scratch: inout Scratch) -> (distance: Int, candidate: Int, isTied: Bool)? {
            guard limit >= 0 else { return nil }
            scratch.begin(count: index.formCount)
            do {
                // No edit: the word's own form (the word in another case).
                if let form = index.formByLowered[lowered] {
                    try consider(form, letters: index.formLetters[form], length: scalars.count, &scratch)
                }
                if let best, best.distance == 0 { return best }
                guard limit >= 1 else { return best }
                // One edit: every form within it is filed under the word or one of its deletions.
                level = 1
                scratch.hashes.removeAll(keepingCapacity: true)
                scratch.hasher.entries(of: scalars, into: &scratch.hashes)
                for hash in scratch.hashes {
                    for form in index.oneEdit.forms(filedUnder: hash) {
                        try spend(1)
                        let form = Int(form)
                        let length = index.formStarts[form + 1] - index.formStarts[form]
                        try consider(form, letters: index.formLetters[form], length: length, &scratch)
                    }
                }
                if let best, best.distance <= 1 { return best }
            } catch {
                return nil
            }
            guard limit >= 2 else { return best }
            // Past one edit, little more is done: a fragment that far from
            // every anchor would otherwise cost the whole allowance for nothing.
            budget = min(budget, work + budget / 8)
            let n = scalars.count
            // The word's distinct bigrams, rarest first (one no candidate holds costs nothing to scan).
            // Rare among the forms within two of the word's length, where most answers are.
            let rarest = AnchorSuggestions.distinctBigrams(of: scalars)
                .map { bigram in
                    // -1: no form holds it.
                    guard let list = index.formsByBigram[bigram] else { return (count: 0, bigram: bigram, list: -1) }
                    return (count: index.bigramPostings[Int(list)].count(near: n, radius: 2), bigram: bigram, list: Int(list))
                }
                .sorted { ($0.count, $0.bigram) < ($1.count, $1.bigram) }
            let bigrams = rarest.map(\.list)
            let counts = rarest.map(\.count)
            // Two edits away the search reads at least every form near the
            // word's length holding one of its rarest bigrams before it can
            // answer: when those alone are more than is left of the
            // allowance, it would run out with no answer, so it stops now.
            let mustRead =
                3 * 2 + 1 <= bigrams.count
                ? counts.prefix(3 * 2 + 1).reduce(0, +)
                : (n - 2...n + 2).reduce(0) { $0 + ($1 > 0 ? index.formsByLength[$1]?.count ?? 0 : 0) }
            guard work + mustRead <= budget else { return nil }
            // How far from the word's length each bigram's forms were scanned.
            var scannedRadius = [Int](repeating: -1, count: bigrams.count)
            var lengthRadius = -1
            do {
                for t in 2...limit {
                    level = t
                    for form in deferred[t] { try measure(form) }
                    if 3 * t + 1 <= bigrams.count {
                        // The forms within `t` of the word's length holding one of its `3t + 1` rarest bigrams.
                        for position in 0..<(3 * t + 1) {
                            while scannedRadius[position] < t {
                                scannedRadius[position] += 1
                                let radius = scannedRadius[position]
                                guard bigrams[position] >= 0 else { continue }
                                for length in stride(from: n - radius, through: n + radius, by: max(1, 2 * radius)) where length > 0 {
                                    for posting in index.bigramPostings[bigrams[position]].forms(ofLength: length) {
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
                                for posting in index.formsByLength[length] ?? [] {
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
            let apart = max(abs(length - scalars.count), letters.editsApart(from: formLetters))
            guard apart <= reach, !scratch.measure(form) else { return }
            if apart > level {
                deferred[apart].append(form)
                return
            }
            try measure(form)
        }

        /// Measures `form` (only as far as the best so far) and keeps it if it is the best so far.
        mutating func measure(_ form: Int) throws {
            let reach = min(limit, best?.distance ?? limit)
            let bounds = index.formStarts[form]..<index.formStarts[form + 1]
            guard abs(bounds.count - scalars.count) <= reach else { return }
            let other = index.formScalars[bounds]
            let distance: Int
            if let bits = self.distance {
                try spend(max(1, other.count))
                distance = bits.distance(to: other, limit: reach)
            } else {
                try spend(max(1, scalars.count * other.count))
                distance = Suggestions.editDistance(scalars, Array(other), limit: reach)
            }
            let word = self.word
            let candidates = index.candidates
            let eligible = index.formCandidates[form].lazy.filter { candidates[$0] != word }
            guard distance <= reach, let candidate = eligible.first else { return }
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

/// Which scalars a word holds, as bits: an ASCII scalar by its value, any
/// other by its value modulo 128 (two sharing a bit only make the sets look
/// nearer). An edit adds or removes at most two of a word's scalars (a
/// change: one out, one in; a swap of neighbours: none), so two words whose
/// sets differ in `d` bits are at least `d / 2` edits apart: how a search
/// puts off the candidates it need not measure yet.
struct LetterSet: Sendable {
    var low: UInt64 = 0
    var high: UInt64 = 0

    init(_ scalars: some Sequence<Unicode.Scalar>) {
        for scalar in scalars {
            let bit = scalar.value % 128
            if bit < 64 { low |= 1 << UInt64(bit) } else { high |= 1 << UInt64(bit - 64) }
        }
    }

    /// The fewest edits that can turn a word with these scalars into one with `other`'s.
    func editsApart(from other: LetterSet) -> Int {
        ((low ^ other.low).nonzeroBitCount + (high ^ other.high).nonzeroBitCount + 1) / 2
    }
}

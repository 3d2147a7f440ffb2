import LaminateConcurrency

/// "Did you mean" for a `#fragment` (LAM026) or a file name (LAM025), found
/// without comparing the broken name with every candidate: the candidates
/// within one edit (a typo) are looked up in their one-edit neighbourhood
/// (`OneEditIndex`), a look-up for each scalar of the word; further ones
/// are indexed by length and by the pairs of letters (bigrams) they hold
/// (`BigramIndex`), and a query widens its search one edit at a time.
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
    /// What a query reads of each form, in one place.
    let forms: [Form]
    /// For each form, the candidates that lower-case to it, in order:
    /// form `f`'s at `formCandidates[formCandidateStarts[f]..<formCandidateStarts[f + 1]]`.
    let formCandidates: [Int32]
    let formCandidateStarts: [Int]
    let formByLowered: [String: Int]
    /// Forms by length, and by bigram and length.
    let bigrams: BigramIndex
    /// Forms by their one-edit neighbourhood: those within one edit of a word, found a look-up a scalar.
    let oneEdit: OneEditIndex

    /// What a query reads of a form to rule it out or measure it (one
    /// place, where separate arrays would cost a cache miss each).
    struct Form: Sendable {
        let letters: LetterSet
        /// Where its scalars start in `formScalars`, and how many there are.
        let start: Int32
        let length: Int32
        /// The first candidate that lower-cases to it.
        let candidate: Int32
        /// `several` and `ascii`.
        let flags: UInt32

        /// More than one candidate lower-cases to it.
        static let several: UInt32 = 1
        /// Every candidate that lower-cases to it is ASCII: one of them is
        /// the same string as an ASCII word only if its scalars are the
        /// word's lower-cased (a string compares canonically equivalent
        /// spellings equal, and an ASCII string has only one).
        static let ascii: UInt32 = 2
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
        var candidatesOfForm: [[Int32]] = []
        var formByLowered: [String: Int] = [:]

        for (index, candidate) in candidates.enumerated() where !candidate.isEmpty {
            let lowered = candidate.lowercased()
            if let form = formByLowered[lowered] {
                candidatesOfForm[form].append(Int32(index))
                continue
            }
            let form = formStarts.count - 1
            formScalars += lowered.unicodeScalars
            formStarts.append(formScalars.count)
            formLetters.append(LetterSet(formScalars[formStarts[form]...]))
            candidatesOfForm.append([Int32(index)])
            formByLowered[lowered] = form
        }
        var forms: [Form] = []
        forms.reserveCapacity(candidatesOfForm.count)
        var formCandidates: [Int32] = []
        var formCandidateStarts = [0]
        for (form, held) in candidatesOfForm.enumerated() {
            let ascii = held.allSatisfy { candidates[Int($0)].utf8.allSatisfy { $0 < 0x80 } }
            forms.append(
                Form(
                    letters: formLetters[form], start: Int32(formStarts[form]), length: Int32(formStarts[form + 1] - formStarts[form]),
                    candidate: held[0], flags: (held.count > 1 ? Form.several : 0) | (ascii ? Form.ascii : 0)))
            formCandidates += held
            formCandidateStarts.append(formCandidates.count)
        }
        self.formScalars = formScalars
        self.formStarts = formStarts
        self.forms = forms
        self.formCandidates = formCandidates
        self.formCandidateStarts = formCandidateStarts
        self.formByLowered = formByLowered
        // The lists by length and bigram (the first task) are made while
        // the one-edit neighbourhoods are hashed (the others, a share of
        // the forms each).
        let shares = LinkDiagnostics.shares(of: formStarts.count - 1)
        let parts = ParallelMap.map(shares.count + 1) { [formScalars, formStarts, formLetters] task -> IndexPart in
            guard task > 0 else { return .bigrams(BigramIndex(formScalars: formScalars, formStarts: formStarts, formLetters: formLetters)) }
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
        var bigrams: BigramIndex?
        for part in parts {
            switch part {
            case .bigrams(let made): bigrams = made
            case .entries(let someHashes, let someOwners):
                hashes += someHashes
                owners += someOwners
            }
        }
        oneEdit = OneEditIndex(hashes: hashes, owners: owners)
        guard let bigrams else { preconditionFailure("the first task makes the lists") }
        self.bigrams = bigrams
    }

    /// What a task of `init` made.
    private enum IndexPart: Sendable {
        case bigrams(BigramIndex)
        /// A share of the forms' one-edit entries (`OneEditIndex.Hasher`), with the form of each.
        case entries(hashes: [UInt64], owners: [Int32])
    }

    var formCount: Int { forms.count }

    public var isEmpty: Bool { formCount == 0 }

    /// Replaces `bigrams` by the distinct bigrams of `scalars` (each pair of
    /// neighbours, the first in the high half), ascending (a word has a few
    /// dozen: sorting them is cheaper than hashing them into a set).
    static func distinctBigrams(of scalars: some Collection<Unicode.Scalar>, into bigrams: inout [UInt64]) {
        bigrams.removeAll(keepingCapacity: true)
        var previous: Unicode.Scalar?
        for scalar in scalars {
            if let previous { bigrams.append(UInt64(previous.value) << 32 | UInt64(scalar.value)) }
            previous = scalar
        }
        bigrams.sort()
        var kept = 0
        for position in bigrams.indices where kept == 0 || bigrams[kept - 1] != bigrams[position] {
            bigrams[kept] = bigrams[position]
            kept += 1
        }
        bigrams.removeLast(bigrams.count - kept)
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
        // At most 256 characters: counted no further than that.
        guard !word.isEmpty, !isEmpty, word.utf8.count <= 256 || word.dropFirst(256).isEmpty else { return nil }
        var query = Query(index: self, word: word, limit: limit, budget: budget, scratch: &scratch)
        return query.run(&scratch).map { (candidates[$0.candidate], $0.distance, $0.isTied) }
    }

    /// What a query works in, kept from query to query (one per caller) so
    /// that a query allocates nothing once its caller has made a few: the
    /// marks of the forms it has measured (never cleared a form at a time),
    /// the word as scalars and as bits, its one-edit entries and the forms
    /// filed under them, its bigrams, and the forms it put off.
    public struct Scratch: Sendable {
        var measured: [UInt32] = []
        var stamp: UInt32 = 0
        /// The word lower-cased, as scalars.
        var scalars: [Unicode.Scalar] = []
        var wordDistance = WordDistance()
        /// The word's one-edit neighbourhood, hashed, those of its entries
        /// the index's filter lets through, and the forms filed under them.
        var hasher = OneEditIndex.Hasher()
        var hashes: [UInt64] = []
        var passed: [UInt64] = []
        var filed: [Int32] = []
        var filedForms: [Form] = []
        /// The word's distinct bigrams, ascending; each with its forms; and
        /// the order of their counts (rarest first), each its count in the
        /// high half and its place in the low.
        var bigrams: [UInt64] = []
        var rarest: [Query.Rare] = []
        var order: [UInt64] = []
        /// How far from the word's length each of the rarest bigrams' forms were scanned.
        var scannedRadius: [Int] = []
        /// Forms seen whose letters put them more than the search's level
        /// away, by how many at least: measured when the search gets there.
        var deferred: [[Int32]] = []

        public init() {}

        mutating func begin(count: Int, limit: Int) {
            if measured.count < count || stamp == UInt32.max {
                measured = [UInt32](repeating: 0, count: max(count, measured.count))
                stamp = 0
            }
            stamp += 1
            let levels = max(0, limit) + 1
            if deferred.count < levels { deferred += repeatElement([], count: levels - deferred.count) }
            for level in 0..<levels where !deferred[level].isEmpty { deferred[level].removeAll(keepingCapacity: true) }
        }

        /// Whether `form` was already measured in this query (marking it measured).
        mutating func measure(_ form: Int) -> Bool {
            if measured[form] == stamp { return true }
            measured[form] = stamp
            return false
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

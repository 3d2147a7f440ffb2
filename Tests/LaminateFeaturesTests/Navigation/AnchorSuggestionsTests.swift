import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import Testing

/// "Did you mean" from the index (`AnchorSuggestions`) against the search
/// it replaced, kept here only: `Suggestions.nearest(to:in:maximumDistance:)`
/// over every anchor. With no budget the two agree on every generated
/// case; with the default budget the index answers the same or, where its
/// budget ran out, nothing — never another anchor.
@Suite struct AnchorSuggestionsTests {
    /// The search LAM026 made before the index: every non-empty anchor compared.
    static func oldNearest(to key: String, in anchors: [String]) -> String? {
        Suggestions.nearest(to: key, in: anchors.filter { !$0.isEmpty }, maximumDistance: max(2, min(16, key.count / 2)))
    }

    static func newNearest(to key: String, in index: AnchorSuggestions, budget: Int) -> String? {
        var scratch = AnchorSuggestions.Scratch()
        return index.nearest(to: key, maximumDistance: max(2, min(16, key.count / 2)), budget: budget, scratch: &scratch)
    }

    /// Anchors and broken fragments made from a small alphabet and a few
    /// words, so that many are near one another: typos (a letter changed,
    /// dropped, doubled, swapped), case changes, numbered repeats.
    static func generatedCase(_ seed: UInt64) -> (anchors: [String], keys: [String]) {
        var random = SplitMix64(seed: seed &+ 0xA11C)
        let words = ["sauce", "butter", "crêpe", "install", "usage", "a", "ab", "über", "日本", "😀", "x-y", "-1", "notes"]
        func word() -> String { words[Int(random.next() % UInt64(words.count))] }
        func phrase() -> String { (0...(random.next() % 3)).map { _ in word() }.joined(separator: "-") }
        func typo(_ text: String) -> String {
            var scalars = Array(text.unicodeScalars)
            guard !scalars.isEmpty else { return "q" }
            let at = Int(random.next() % UInt64(scalars.count))
            switch random.next() % 6 {
            case 0: scalars[at] = "q"
            case 1: scalars.remove(at: at)
            case 2: scalars.insert(scalars[at], at: at)
            case 3: if at + 1 < scalars.count { scalars.swapAt(at, at + 1) }
            case 4: return text.uppercased()
            default: scalars.append(contentsOf: "zz".unicodeScalars)
            }
            var result = ""
            result.unicodeScalars.append(contentsOf: scalars)
            return result
        }
        var slugger = HeadingSlugger()
        let anchors = (0..<(1 + Int(random.next() % 40))).map { _ in
            random.next() % 8 == 0 ? "" : slugger.slug(base: phrase())
        }
        let keys = (0..<30).map { _ in
            let base = anchors.isEmpty || random.next() % 4 == 0 ? phrase() : anchors[Int(random.next() % UInt64(anchors.count))]
            return (0...(random.next() % 3)).reduce(base) { text, _ in typo(text) }.lowercased()
        }
        return (anchors, keys)
    }

    @Test(arguments: 0..<200)
    func sameAnswerAsComparingEveryAnchor(_ seed: Int) {
        let (anchors, keys) = Self.generatedCase(UInt64(seed))
        let index = AnchorSuggestions(anchors)
        for key in keys {
            let old = Self.oldNearest(to: key, in: anchors)
            #expect(Self.newNearest(to: key, in: index, budget: .max) == old, "seed \(seed): \(key) in \(anchors)")
            // With the default allowance and small ones (where the search
            // gives up early, even before reading the anchors sharing the
            // fragment's rare letter pairs): the same answer, or nothing.
            for budget in [AnchorSuggestions.defaultBudget, 0, 8, 24, 64, 256] {
                let bounded = Self.newNearest(to: key, in: index, budget: budget)
                #expect(bounded == nil || bounded == old, "seed \(seed), budget \(budget): \(key)")
            }
        }
    }

    /// A typo (one edit from its nearest anchor) is always found within
    /// the default allowance: the one-edit neighbourhood holds every anchor
    /// that near, a look-up a scalar away.
    @Test(arguments: 0..<200)
    func oneEditAwayIsFoundWithinTheBudget(_ seed: Int) {
        let (anchors, keys) = Self.generatedCase(UInt64(seed))
        let index = AnchorSuggestions(anchors)
        for key in keys {
            let scalars = Array(key.lowercased().unicodeScalars)
            let near = anchors.contains { anchor in
                !anchor.isEmpty && anchor != key && Suggestions.editDistance(scalars, Array(anchor.lowercased().unicodeScalars), limit: 1) <= 1
            }
            guard near else { continue }
            #expect(
                Self.newNearest(to: key, in: index, budget: AnchorSuggestions.defaultBudget) == Self.oldNearest(to: key, in: anchors),
                "seed \(seed): \(key) in \(anchors)")
        }
    }

    /// Thousands of numbered repeats of one heading, as the broken-links
    /// benchmark writes them: a typo of a repeat and a number past the last
    /// (one edit from a repeat with fewer digits) get the anchor comparing
    /// every anchor gives, within the default allowance.
    @Test func typosAmongNumberedRepeats() {
        var slugger = HeadingSlugger()
        let anchors = (0..<3_000).map { _ in slugger.slug(base: "troubleshooting") }
        let index = AnchorSuggestions(anchors)
        var random = SplitMix64(seed: 30)
        for _ in 0..<12 {
            var scalars = Array(anchors[Int(random.next() % 3_000)].unicodeScalars)
            let at = Int(random.next() % UInt64(scalars.count - 1))
            if random.next() % 2 == 0 { scalars.swapAt(at, at + 1) } else { scalars.remove(at: at) }
            var typo = ""
            typo.unicodeScalars.append(contentsOf: scalars)
            let past = "troubleshooting-\(9_000 + random.next() % 1_000)"
            for key in [typo, past] where !anchors.contains(key) {
                let found = Self.newNearest(to: key, in: index, budget: AnchorSuggestions.defaultBudget)
                #expect(found != nil && found == Self.oldNearest(to: key, in: anchors), "\(key)")
            }
        }
    }

    /// Thousands of anchors one deletion makes the same word of (`x` and
    /// one more scalar each): a fragment one edit from all of them costs
    /// no more than the allowance, and gets their first or nothing.
    @Test func manyAnchorsShareADeletion() {
        let anchors = (0..<5_000).map { "x" + String(Unicode.Scalar(0x4E00 + $0)!) }
        let index = AnchorSuggestions(anchors)
        for key in ["xy", "yx", "x", "xx" + String(Unicode.Scalar(0x4E00)!)] {
            let found = Self.newNearest(to: key, in: index, budget: AnchorSuggestions.defaultBudget)
            #expect(found == nil || found == Self.oldNearest(to: key, in: anchors), "\(key)")
        }
    }

    /// The fixtures' documents: every broken fragment of this document gets the same suggestion.
    @Test func sameAnswerOnTheFixtures() {
        for testCase in LinkDiagnosticsTests.cases {
            let workspaceCase = WorkspaceCase(testCase.document)
            for (path, _) in workspaceCase.files where path.hasSuffix(".md") {
                guard let summary = workspaceCase.workspace[path] else { continue }
                let anchors = summary.headings.map(\.anchor)
                let index = AnchorSuggestions(anchors)
                for link in summary.links {
                    guard case .local(_, let fragment?)? = link.destination else { continue }
                    let key = FileSummary.anchorKey(fragment)
                    #expect(Self.newNearest(to: key, in: index, budget: .max) == Self.oldNearest(to: key, in: anchors), "\(key)")
                }
            }
        }
    }

    /// Thousands of anchors alike (one heading repeated, numbered): a near
    /// fragment still gets its anchor within the budget, a far one gets
    /// none, and a word too long to be a typo is not searched.
    @Test func repeatedHeadings() {
        var slugger = HeadingSlugger()
        let anchors = (0..<5_000).map { _ in slugger.slug(base: "introduction") }
        let index = AnchorSuggestions(anchors)
        let budget = AnchorSuggestions.defaultBudget
        #expect(Self.newNearest(to: "introductoin", in: index, budget: budget) == "introduction")
        // Thousands of anchors one edit away: the budget may run out first, and then nothing is said.
        let past = Self.newNearest(to: "introduction-4999x", in: index, budget: budget)
        #expect(past == nil || past == Self.oldNearest(to: "introduction-4999x", in: anchors))
        #expect(Self.newNearest(to: "qwertyuiopasdfgh", in: index, budget: budget) == nil)
        #expect(Self.newNearest(to: String(repeating: "introduction", count: 10_000), in: index, budget: budget) == nil)
    }

    /// Enough anchors that the index is made on every core (the one-edit
    /// neighbourhoods hashed a share of the anchors each): the same answer
    /// as comparing every anchor.
    @Test func manyAnchors() {
        var cases = (0..<100).map { Self.generatedCase(UInt64($0)) }
        var seen = Set<String>()
        let anchors = cases.flatMap(\.anchors).enumerated().map { "\($0.element)-\($0.offset % 7)" }.filter { seen.insert($0).inserted }
        cases = Array(cases.prefix(4))
        let index = AnchorSuggestions(anchors)
        #expect(anchors.count > 1_024)
        for key in cases.flatMap(\.keys) + anchors.prefix(40).map({ $0.dropLast() + "x" }) {
            #expect(Self.newNearest(to: key, in: index, budget: .max) == Self.oldNearest(to: key, in: anchors), "\(key)")
        }
    }

    /// Case and canonical equivalence: an anchor that differs from the
    /// fragment only in case is the one suggested, as before.
    @Test func caseOnly() {
        let anchors = ["usage", "Usage-Notes", "crème"]
        let index = AnchorSuggestions(anchors)
        for key in ["USAGE-NOTES", "usage-note", "crèmé", "cre\u{300}me"] {
            #expect(Self.newNearest(to: key, in: index, budget: .max) == Self.oldNearest(to: key, in: anchors), "\(key)")
        }
    }

    /// One scratch kept from query to query, as a checker keeps one, across
    /// two indexes (the larger first), words of every kind (ASCII, upper
    /// case, accents, longer than 64 scalars) and limits: each query gets
    /// what it gets with a scratch of its own.
    @Test func oneScratchForManyQueries() {
        var slugger = HeadingSlugger()
        let large = AnchorSuggestions((0..<2_000).map { _ in slugger.slug(base: "crème-brûlée") } + ["Notes", String(repeating: "ab", count: 50)])
        let small = AnchorSuggestions(["usage", "Usage-Notes", "crème", "日本-1", String(repeating: "ab", count: 40) + "c"])
        let words = [
            "crème-brûlée-1999", "creme-brulee-12", "NOTES", "notes", "usage-note", "crme", "日本-2", "日本語",
            String(repeating: "ab", count: 41), String(repeating: "ab", count: 50) + "x", "Usage-Notes", "x", "crème-brûlée-99999",
        ]
        var shared = AnchorSuggestions.Scratch()
        for index in [large, small, large] {
            for word in words {
                for limit in [0, 1, 2, 5, 16] {
                    for budget in [AnchorSuggestions.defaultBudget, 64, .max] {
                        var own = AnchorSuggestions.Scratch()
                        let alone = index.nearestWithDistance(to: word, maximumDistance: limit, budget: budget, scratch: &own)
                        let kept = index.nearestWithDistance(to: word, maximumDistance: limit, budget: budget, scratch: &shared)
                        #expect(
                            alone?.anchor == kept?.anchor && alone?.distance == kept?.distance && alone?.isTied == kept?.isTied,
                            "\(word), \(limit), \(budget)")
                    }
                }
            }
        }
    }

    /// Candidates that lower-case to one form, spelt with other scalars
    /// or in another case (`;` and the Greek question mark, which a string
    /// compares equal; `K` and the Kelvin sign, which lower-case alike): a
    /// candidate is never suggested for itself, and its other spellings
    /// are, as comparing every candidate says.
    @Test func spellingsOfOneForm() {
        let anchors = ["x;y", "X;Y", "k-1", "\u{212A}-1", "ab", "AB", "Ab", "ab-cd", "abc-d"]
        let index = AnchorSuggestions(anchors)
        for key in ["x;y", "X;Y", "k-1", "K-1", "\u{212A}-1", "ab", "aB", "AB", "abc", "ab-c", "ABC-D"] {
            #expect(Self.newNearest(to: key, in: index, budget: .max) == Self.oldNearest(to: key, in: anchors), "\(key)")
        }
    }

    /// Known wrong: a fragment that is an anchor but for case and for how
    /// an accent is written (`cre\u{300}me` and `Crème`) finds its anchor
    /// as its own form (a string compares the two spellings equal), puts it
    /// off by its letters to the one-edit level, and never measures it
    /// there (that level measures only what it looks up): no suggestion,
    /// where comparing every anchor gives `Crème`, two edits away. Kept as
    /// it is until the search is changed on purpose (the golden answers
    /// hold it too).
    @Test func anAnchorSpeltOtherwiseAndInAnotherCase() {
        let anchors = ["Crème"]
        let index = AnchorSuggestions(anchors)
        #expect(Self.oldNearest(to: "cre\u{300}me", in: anchors) == "Crème")
        withKnownIssue("the word's own form, put off past the one-edit level, is never measured") {
            #expect(Self.newNearest(to: "cre\u{300}me", in: index, budget: .max) == "Crème")
        }
    }
}

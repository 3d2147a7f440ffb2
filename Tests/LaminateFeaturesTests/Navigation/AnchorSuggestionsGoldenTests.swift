import Foundation
import LaminateFeatures
import Testing

/// Every answer of "did you mean" (`AnchorSuggestions`) against a golden
/// file: the suggestion, how many edits away it is and whether another
/// candidate is as near, for each fragment under several allowances
/// (`budget`), so that where a search runs out of its allowance is pinned
/// too. How the index finds an answer may change; which answer it gives
/// may not. The cases: `AnchorSuggestionsTests`' generated ones, thousands
/// of numbered repeats, phrases near and far from thousands of anchors
/// (typos one, two and three edits away, renamed pages), identical
/// headings, and case and Unicode normalization.
///
/// `RECORD_SNAPSHOTS=1 swift test --filter AnchorSuggestionsGoldenTests`
/// rewrites the golden file and then fails, so that nobody records by accident.
@Suite struct AnchorSuggestionsGoldenTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/anchor-suggestions.txt")

    static let budgets = [Int.max, AnchorSuggestions.defaultBudget, 0, 8, 24, 64, 256, 1_024]

    struct Case {
        let name: String
        let anchors: [String]
        let keys: [String]
    }

    static func numberedRepeats() -> Case {
        var slugger = HeadingSlugger()
        let anchors = (0..<3_000).map { _ in slugger.slug(base: "troubleshooting") }
        var random = SplitMix64(seed: 31)
        var keys: [String] = []
        for _ in 0..<40 {
            let anchor = anchors[Int(random.next() % 3_000)]
            keys.append(edited(anchor, edits: 1 + Int(random.next() % 3), &random))
            keys.append("troubleshooting-\(3_000 + random.next() % 7_000)")
        }
        return Case(name: "numbered repeats", anchors: anchors, keys: keys + ["troubleshooting", "qwertyuiopasdfgh", "t"])
    }

    /// Phrases of a few words, as a wiki's headings (often repeated, then
    /// numbered), and fragments near them or renamed.
    static func phrases() -> Case {
        let words = [
            "soups", "dark", "chocolate", "stir", "vegetables", "apples", "silky", "breads", "thyme", "carrots",
            "remove", "black", "pepper", "find", "drinks", "cream", "melt", "crêpes", "season", "notes", "日本", "x",
        ]
        var random = SplitMix64(seed: 32)
        func phrase() -> String {
            (0...(random.next() % 3)).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: "-")
        }
        var slugger = HeadingSlugger()
        let anchors = (0..<4_000).map { _ in slugger.slug(base: phrase()) }
        var keys: [String] = []
        for _ in 0..<120 {
            let anchor = anchors[Int(random.next() % UInt64(anchors.count))]
            keys.append(edited(anchor, edits: 1 + Int(random.next() % 4), &random))
            keys.append(phrase() + "-" + phrase())
        }
        return Case(name: "phrases", anchors: anchors, keys: keys)
    }

    static func identicalHeadings() -> Case {
        var slugger = HeadingSlugger()
        let anchors = (0..<2_000).map { _ in slugger.slug(base: "step") }
        let keys = stride(from: 0, to: 2_000, by: 37).flatMap { ["stpe-\($0)", "step-\($0 + 2_000)", "Step-\($0)x"] }
        return Case(name: "identical headings", anchors: anchors, keys: keys)
    }

    /// Anchors that differ from the fragment only in case or in how an
    /// accent is written (one scalar or two), and keys near them.
    static func caseAndNormalization() -> Case {
        let anchors = ["Crème", "crème-brûlée", "café", "CAFÉ-2", "cafe\u{301}-3", "usage", "Usage-Notes", "ﬁle", "straße", "Ω-ohm", "\u{2126}-ohm"]
        let keys = [
            "cre\u{300}me", "crème", "CRÈME", "creme", "crème-brulee", "cre\u{300}me-bru\u{302}lee", "café", "cafe\u{301}",
            "café-2", "cafe\u{301}-2", "cafe-3", "usage-notes", "USAGE", "file", "fiIe", "strasse", "straẞe", "ω-ohm", "Ω-ohm",
        ]
        return Case(name: "case and normalization", anchors: anchors, keys: keys)
    }

    static func cases() -> [Case] {
        let generated = (0..<40).map { seed in
            let (anchors, keys) = AnchorSuggestionsTests.generatedCase(UInt64(seed))
            return Case(name: "generated \(seed)", anchors: anchors, keys: keys)
        }
        return generated + [numberedRepeats(), phrases(), identicalHeadings(), caseAndNormalization()]
    }

    /// `text` with `edits` typos: a scalar changed, dropped, doubled, or swapped with the next.
    static func edited(_ text: String, edits: Int, _ random: inout SplitMix64) -> String {
        var scalars = Array(text.unicodeScalars)
        for _ in 0..<edits where scalars.count > 1 {
            let at = Int(random.next() % UInt64(scalars.count - 1))
            switch random.next() % 4 {
            case 0: scalars[at] = "q"
            case 1: scalars.remove(at: at)
            case 2: scalars.insert(scalars[at], at: at)
            default: scalars.swapAt(at, at + 1)
            }
        }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }

    /// A case's answers, a line a key: the key, then for each budget the
    /// answer (`-` for none; else the anchor, its distance, `=` when another is as near).
    static func answers(_ testCase: Case) -> String {
        let index = AnchorSuggestions(testCase.anchors)
        // One scratch for every query, as a checker keeps one.
        var scratch = AnchorSuggestions.Scratch()
        var lines = ["## \(testCase.name) (\(testCase.anchors.count) anchors)"]
        for key in testCase.keys {
            let limit = LinkDiagnostics.fragmentDistance(key)
            let answers = budgets.map { budget -> String in
                guard let found = index.nearestWithDistance(to: key, maximumDistance: limit, budget: budget, scratch: &scratch) else {
                    return "-"
                }
                return "\(found.anchor) \(found.distance)\(found.isTied ? " =" : "")"
            }
            lines.append(([key] + answers).joined(separator: "\t"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func sameAnswersAsRecorded() throws {
        let actual = Self.cases().map(Self.answers).joined(separator: "\n")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try actual.write(to: Self.file, atomically: true, encoding: .utf8)
            Issue.record("recorded \(Self.file.lastPathComponent); run again without RECORD_SNAPSHOTS")
            return
        }
        let expected = try String(contentsOf: Self.file, encoding: .utf8)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(actualLines.count == expectedLines.count)
        var differences = 0
        for (actualLine, expectedLine) in zip(actualLines, expectedLines) where actualLine != expectedLine {
            differences += 1
            if differences <= 10 { Issue.record("got \(actualLine)\nexpected \(expectedLine)") }
        }
        #expect(differences == 0, "\(differences) lines differ from \(Self.file.lastPathComponent)")
    }
}

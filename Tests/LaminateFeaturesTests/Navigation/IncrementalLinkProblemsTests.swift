import Foundation
import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import Testing

/// Link problems kept per chunk (`LinkProblems`, each version reusing what
/// the one before found) equal a fresh check of the whole text, after every
/// edit of seeded random sessions that add, remove and rename headings,
/// repeat them (so the `-1`, `-2` numbering of later repeats shifts), and
/// write links to their fragments, to other files and to nothing; the
/// other files come and go and change their headings between checks.
@Suite struct IncrementalLinkProblemsTests {
    static let pieces = [
        "# Sauce\n\n", "## Sauce\n\n", "### Sauce 1\n\n", "# Other\n\n", "Sauce\n=====\n\n", "# 😀\n\n",
        "See [a](#sauce) and [b](#sauce-1), [c](#sauce-2).\n\n", "[d](#SAUCE-3) [e](#sauc) [f](#other) [g](#-1)\n\n",
        "[m](#sauce-5) [n](#sauce-7) [o](#other-1) [p](#q-1) [t](#sauce-1-1)\n\n",
        "[h](b.md#top) [i](b.md#tpo) ![j](img.png) [k](gone.md)\n\n", "[r]: #sauce-1\n\n", "[s]: b.md#sauce\n\n",
        "`[no](#nothing)` <https://x.y>\n\n", "> [q](#q)\n> # Q\n\n", "- [l](#sauce-4)\n- # Sauce\n\n", "Just words.\n\n",
    ]
    /// Small edits inside headings and links: renames, a heading turned into text and back.
    static let snippets = ["#", "# ", "a", "-1", " ", "\n", "\n\n", "S", "[x](#sauce)", "](#", ")", "=\n", "😀"]

    static let path = "/w/doc.md"

    /// What the other files are at one step: `b.md` with headings or
    /// gone, `img.png` there or not.
    static func targets(_ random: inout SplitMix64) -> LinkTargets {
        var targets = LinkTargets(roots: ["/w"])
        switch random.next() % 3 {
        case 0: targets.anchors["/w/b.md"] = ["top", "sauce"]
        case 1: targets.anchors["/w/b.md"] = ["tpo"]
        default: break
        }
        if random.next() % 2 == 0 { targets.existing.insert("/w/img.png") }
        return targets
    }

    /// The last case has some 300 chunks, so its tables have several segments (`ChunkTable`).
    @Test(arguments: [(0, 32, 1_200), (1, 32, 1_200), (2, 200, 1_200), (3, 4096, 1_200), (4, 1, 6_000)])
    func incrementalEqualsFull(seed: Int, chunkSize: Int, size: Int) {
        let steps = ProcessInfo.processInfo.environment["LAMINATE_INCREMENTAL_EDITS"].flatMap(Int.init) ?? 60
        var random = SplitMix64(seed: UInt64(seed) &+ 0x5EED)
        var text: [UInt8] = []
        while text.count < size { text += Array(Self.pieces[Int(random.next() % UInt64(Self.pieces.count))].utf8) }
        var analysis = DocumentAnalysis(tree: MarkdownParser.parse(text, chunkSize: chunkSize), lineIndex: LineIndex(text))
        var table = LinkTable(analysis, path: Self.path, roots: ["/w"])
        var targets = Self.targets(&random)
        var problems = LinkProblems(table, targets: targets)
        for step in 0..<steps {
            let at = Int(random.next() % UInt64(text.count + 1))
            let insertion =
                random.next() % 2 == 0
                ? Self.pieces[Int(random.next() % UInt64(Self.pieces.count))]
                : Self.snippets[Int(random.next() % UInt64(Self.snippets.count))]
            let deleted = random.next() % 3 == 0 ? min(Int(random.next() % 30), text.count - at) : 0
            text.replaceSubrange(at..<(at + deleted), with: Array(insertion.utf8))
            analysis = DocumentAnalysis(
                tree: MarkdownParser.parse(text, editing: analysis.tree), lineIndex: LineIndex(text),
                reusing: analysis)
            // A table made afresh now and then: the check then finds what
            // changed by comparing chunks, not from the table's splice.
            let fresh = LinkTable(analysis, path: Self.path, roots: ["/w"])
            table = random.next() % 5 == 0 ? fresh : LinkTable(analysis, path: Self.path, roots: ["/w"], reusing: table)
            #expect(
                Array(table.resolvedLinks.map(\.link)) == Array(fresh.links) && table.targets == fresh.targets
                    && table.resolvedLinks.map(\.file) == fresh.resolvedLinks.map(\.file), "seed \(seed), step \(step)")
            // Half the checks see the other files as the one before did.
            if random.next() % 2 == 0 { targets = Self.targets(&random) }
            problems = LinkProblems(table, targets: targets, reusing: problems)
            let full = LinkDiagnostics.check(FileSummary(text: text), path: Self.path, targets: targets)
            #expect(problems.diagnostics == full, "seed \(seed), step \(step): \(String(decoding: text, as: UTF8.self).debugDescription)")
            #expect(table.anchors == FileSummary(text: text).headings.map(\.anchor), "seed \(seed), step \(step)")
        }
    }

    /// A document of more chunks than one core checks alone (its chunks
    /// checked a share on each core, its broken fragments looked up in
    /// buckets on each core) has the problems of the whole check, made
    /// whole when asked for, and the same again when asked twice; typing in
    /// it then reuses them. In ThreadSanitizer's run.
    @Test func aDocumentOfManyChunksIsCheckedOnEveryCore() {
        var random = SplitMix64(seed: 0x0C0E)
        var text: [UInt8] = []
        while text.count < 40_000 { text += Array(Self.pieces[Int(random.next() % UInt64(Self.pieces.count))].utf8) }
        let analysis = DocumentAnalysis(tree: MarkdownParser.parse(text, chunkSize: 1), lineIndex: LineIndex(text))
        #expect(analysis.tree.chunkCount >= 1_024)
        let targets = LinkTargets(anchors: ["/w/b.md": ["top", "sauce"]], roots: ["/w"])
        let table = LinkTable(analysis, path: Self.path, roots: ["/w"])
        let problems = LinkProblems(table, targets: targets)
        let full = LinkDiagnostics.check(FileSummary(text: text), path: Self.path, targets: targets)
        #expect(!full.isEmpty)
        #expect(problems.diagnostics == full)
        #expect(problems.diagnostics == full)
        #expect(problems.leading(10).diagnostics == Array(full.prefix(problems.leading(10).diagnostics.count)))

        text.insert(contentsOf: Array("[z](#sacue) ".utf8), at: text.count / 2)
        let edited = DocumentAnalysis(text: text, reusing: analysis)
        let next = LinkProblems(LinkTable(edited, path: Self.path, roots: ["/w"], reusing: table), targets: targets, reusing: problems)
        #expect(next.diagnostics == LinkDiagnostics.check(FileSummary(text: text), path: Self.path, targets: targets))
        #expect(next.linksChecked < problems.linksChecked / 10)
    }

    /// Typing in a paragraph keeps the anchors array itself (so comparing
    /// it is cheap) and checks the links of one chunk only.
    @Test func typingOutsideHeadingsKeepsTheAnchors() throws {
        let recipes = (0..<200).map { "# Recipe \($0)\n\n## Ingredients\n\nSee [the list](#ingredients-\($0)) and [top](#recipe-0).\n" }
        var text = Array(recipes.joined(separator: "\n").utf8)
        var analysis = DocumentAnalysis(tree: MarkdownParser.parse(text, chunkSize: 256), lineIndex: LineIndex(text))
        let table = LinkTable(analysis, path: Self.path, roots: ["/w"])
        let problems = LinkProblems(table, targets: LinkTargets(roots: ["/w"]))
        #expect(problems.diagnostics.map(\.code) == [.unknownLinkFragment])  // #ingredients-0: the first is #ingredients
        let offset = text.count / 2
        let paragraph = try #require(text[offset...].firstIndex(of: UInt8(ascii: "S")))
        text.insert(UInt8(ascii: "x"), at: paragraph)
        analysis = DocumentAnalysis(tree: MarkdownParser.parse(text, editing: analysis.tree), lineIndex: LineIndex(text), reusing: analysis)
        let next = LinkTable(analysis, path: Self.path, roots: ["/w"], reusing: table)
        #expect(next.anchors.withUnsafeBufferPointer { $0.baseAddress } == table.anchors.withUnsafeBufferPointer { $0.baseAddress })
        let nextProblems = LinkProblems(next, targets: LinkTargets(roots: ["/w"]), reusing: problems)
        #expect(nextProblems.diagnostics == LinkDiagnostics.check(FileSummary(text: text), path: Self.path, targets: LinkTargets(roots: ["/w"])))
    }

    /// Editing a document full of broken links re-checks only the links an
    /// edit can change (counted, not timed): typing in a paragraph, those
    /// of its chunk; renaming a heading, those of its chunk and the broken
    /// fragments the old or new anchor is nearest to, out of 1,200; adding
    /// a repeat renumbers the later ones, which changes the order of the
    /// anchors, so the broken fragments with two equally near anchors
    /// (`#recipe-15x`: `#recipe-15`, `#recipe-150`, …) are checked too.
    @Test(arguments: [
        ("typing in a paragraph", "See [", "See x[", 40),
        ("renaming a heading", "# Recipe 150\n", "# Recipe 150b\n", 40),
        ("removing a heading", "# Recipe 150\n", "Recipe 150\n", 40),
        (
            "adding a repeat of a heading", "## Ingredients\n\nSee [the list](#ingredients-150)",
            "## Ingredients\n\n## Ingredients\n\nSee [the list](#ingredients-150)", 200
        ),
    ])
    func editsRecheckOnlyTheLinksTheyCanChange(name: String, before: String, after: String, most: Int) throws {
        let recipes = (0..<300).map {
            "# Recipe \($0)\n\n## Ingredients\n\nSee [the list](#ingredients-\($0)), [a typo](#recipe-\($0)x), "
                + "[gone](#chapter-\($0)-sauce-zz) and [far](#qqqqqqqqqqqqqqqqqqq).\n"
        }
        var text = recipes.joined(separator: "\n")
        var analysis = DocumentAnalysis(tree: MarkdownParser.parse(Array(text.utf8), chunkSize: 256), lineIndex: LineIndex(Array(text.utf8)))
        let table = LinkTable(analysis, path: Self.path, roots: ["/w"])
        let targets = LinkTargets(roots: ["/w"])
        let problems = LinkProblems(table, targets: targets)
        #expect(problems.linksChecked == 1_200)
        // Edit the 150th recipe.
        let recipe = try #require(text.range(of: "# Recipe 150\n"))
        let range = try #require(text.range(of: before, range: recipe.lowerBound..<text.endIndex))
        text.replaceSubrange(range, with: after)
        let bytes = Array(text.utf8)
        analysis = DocumentAnalysis(tree: MarkdownParser.parse(bytes, editing: analysis.tree), lineIndex: LineIndex(bytes), reusing: analysis)
        let next = LinkProblems(LinkTable(analysis, path: Self.path, roots: ["/w"], reusing: table), targets: targets, reusing: problems)
        #expect(next.diagnostics == LinkDiagnostics.check(FileSummary(text: bytes), path: Self.path, targets: targets), "\(name)")
        #expect(next.linksChecked <= most, "\(name): \(next.linksChecked) links checked")
    }

    /// Another file's headings renamed (an open document edited, or the
    /// index reading it again): only the chunks with a link to it are
    /// checked again, out of 1,200 links of which 12 lead to it; and when
    /// nothing it links to changed (another document opened), none is.
    @Test func anotherFilesHeadingsRecheckOnlyTheLinksToIt() {
        let recipes = (0..<300).map { index in
            let link = index % 25 == 0 ? "[other](b.md#usage)" : "[own](#recipe-\(index))"
            return "# Recipe \(index)\n\nSee \(link), [a typo](#recipe-\(index)x), [gone](#chapter-\(index)-sauce-zz) and [far](#qqq).\n"
        }
        let text = Array(recipes.joined(separator: "\n").utf8)
        let analysis = DocumentAnalysis(tree: MarkdownParser.parse(text, chunkSize: 256), lineIndex: LineIndex(text))
        let table = LinkTable(analysis, path: Self.path, roots: ["/w"])
        var targets = LinkTargets(roots: ["/w"])
        targets.anchors["/w/b.md"] = ["usage", "install"]
        let problems = LinkProblems(table, targets: targets)
        #expect(problems.linksChecked == 1_200)
        // The same targets again (another document was opened): nothing is checked.
        let again = LinkProblems(table, targets: targets, reusing: problems)
        #expect(again.linksChecked == 0)
        #expect(again.diagnostics == problems.diagnostics)
        // `b.md`'s heading renamed: the links of the 12 chunks with a link
        // to it (a few recipes each: 144 links), not the 1,200.
        targets.anchors["/w/b.md"] = ["usage-notes", "install"]
        let renamed = LinkProblems(table, targets: targets, reusing: problems)
        #expect(renamed.diagnostics == LinkDiagnostics.check(FileSummary(text: text), path: Self.path, targets: targets))
        #expect(renamed.linksChecked <= 150, "\(renamed.linksChecked) links checked")
        #expect(renamed.diagnostics.count == problems.diagnostics.count + 12)
    }

    /// The problems near a selection (what quick fixes read) give the same
    /// fixes as all of them, for selections empty and not, at chunk
    /// boundaries, past the end, and several at once.
    @Test func theProblemsNearASelectionGiveTheSameQuickFixes() {
        let text = Array(Self.pieces.joined().utf8) + Array(Self.pieces.reversed().joined().utf8)
        for chunkSize in [1, 64, 4096] {
            let analysis = DocumentAnalysis(tree: MarkdownParser.parse(text, chunkSize: chunkSize), lineIndex: LineIndex(text))
            var targets = LinkTargets(roots: ["/w"])
            targets.anchors["/w/b.md"] = ["tpo"]
            let problems = LinkProblems(LinkTable(analysis, path: Self.path, roots: ["/w"]), targets: targets)
            let all = problems.diagnostics
            #expect(!all.isEmpty)
            var random = SplitMix64(seed: UInt64(chunkSize))
            for _ in 0..<200 {
                let start = Int(random.next() % UInt64(text.count + 2))
                let end = min(start + Int(random.next() % 40), text.count + 2)
                let selection = random.next() % 4 == 0 ? [ByteRange(start, end), ByteRange(0, 0)] : [ByteRange(start, end)]
                #expect(
                    CodeActions.quickFixes(for: problems.diagnostics(meeting: selection), selection: selection)
                        == CodeActions.quickFixes(for: all, selection: selection), "chunks of \(chunkSize), \(selection)")
            }
        }
    }
}

import Foundation
import Testing

@testable import LaminateDialect

/// The incremental parser must give exactly the tree a full parse gives:
/// seeded random edit sequences over the fixtures, compared after every edit.
@Suite struct IncrementalParseTests {
    /// Documents to edit: the CommonMark examples (grouped, when `../shared`
    /// is there), the dialect's fixture files read as Markdown, and the
    /// example project.
    static let documents: [[UInt8]] = {
        var documents: [[UInt8]] = []
        if let examples = BlockTestData.specExamples {
            let markdown = examples.map(\.markdown)
            stride(from: 0, to: markdown.count, by: 40).forEach { start in
                documents.append(Array(markdown[start..<min(markdown.count, start + 40)].joined(separator: "\n").utf8))
            }
        }
        let root = BlockTestData.packageRoot
        let files = [
            "Tests/BlockFixtures/block-html.txt", "Tests/BlockFixtures/gfm-tables.txt",
            "Tests/InlineFixtures/AttributeSpanFixtures.txt", "Tests/InlineFixtures/AttributeSpanBlockFixtures.txt",
            "Tests/InlineFixtures/InlineTreeFixtures.txt", "editors/example/recipe.md", "editors/example/mistakes.md",
        ]
        for file in files {
            if let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path) { documents.append(Array(data)) }
        }
        documents.append(Array(Self.handWritten.utf8))
        return documents
    }()

    static let handWritten = """
        # Pancakes

        [milk]: https://example.com/milk "Milk"
        ^[dairy]: ingredient: 4, foregroundColor: "green"

        Whisk ^[two eggs](ingredient: 1) with [milk] and ^[butter][dairy].

        > A quote
        continued lazily
        > - with a list
        >   1. nested

        ```swift
        let x = 1
        ```

        | a | b |
        |---|:-:|
        | ^[c](ingredient: 2) | d |

        <div>
        html block
        </div>

        Setext
        ===

            indented code

        * * *
        1) one
        2) two

        Last paragraph with **strong** and *em* and ~~strike~~ and `code`.
        """

    /// Pieces typed, pasted or deleted: the syntax that reaches across
    /// lines and blocks, plus line endings, emoji, NUL and invalid UTF-8.
    static let snippets: [[UInt8]] =
        [
            "a", " ", "\n", "\n\n", "\r\n", "\r", "#", "# ", "> ", ">", "- ", "* ", "+ ", "1. ", "2) ", "    ", "\t",
            "```", "```\n", "~~~", "---", "===", "***", "|", "| a | b |\n|---|---|\n", "<div>", "</div>\n", "<!--", "-->",
            "<pre>", "[", "]", "(", ")", "^[", "](", "](ingredient: 1)", "^[x](", "[ref]", "[ref]: /url\n", "[milk]: /m\n",
            "^[dairy]: ingredient: 9\n", "^[dairy]", "[dairy]: /d\n", "\\", "`", "*", "_", "~~", "&amp;", "<https://x.y>",
            "😀", "é", "\u{301}", "漢字", "שלום", "\0",
        ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x82]]

    struct Edit: CustomStringConvertible {
        var range: ByteRange
        var replacement: [UInt8]
        var description: String { "replace \(range) with \(String(decoding: replacement, as: UTF8.self).debugDescription)" }
    }

    /// A random edit of `text`, sometimes at the start of one of `chunkStarts`
    /// (a chunk's first line decides how the chunk before it ends, unless
    /// every block before it is closed).
    static func randomEdit(in text: [UInt8], chunkStarts: [Int], using random: inout SplitMix64) -> Edit {
        var start = text.isEmpty ? 0 : Int(random.next() % UInt64(text.count + 1))
        if random.next() % 8 == 0, !chunkStarts.isEmpty {
            start = min(text.count, chunkStarts[Int(random.next() % UInt64(chunkStarts.count))] + Int(random.next() % 3))
        }
        switch random.next() % 10 {
        case 0, 1, 2:
            // Delete a few bytes (sometimes a whole line or more).
            let length = Int(random.next() % (random.next() % 4 == 0 ? 80 : 6))
            return Edit(range: ByteRange(start, min(text.count, start + length)), replacement: [])
        case 3:
            // Replace a range with a snippet.
            let length = Int(random.next() % 12)
            return Edit(
                range: ByteRange(start, min(text.count, start + length)),
                replacement: snippets[Int(random.next() % UInt64(snippets.count))])
        default:
            return Edit(range: ByteRange(start, start), replacement: snippets[Int(random.next() % UInt64(snippets.count))])
        }
    }

    /// How many edits each document gets; `LAMINATE_INCREMENTAL_EDITS` asks for more.
    static var editsPerDocument: Int {
        ProcessInfo.processInfo.environment["LAMINATE_INCREMENTAL_EDITS"].flatMap(Int.init) ?? 60
    }

    @Test(arguments: [1, 64, 4096])
    func incrementalEqualsFull(chunkSize: Int) {
        var failures = 0
        for (documentIndex, document) in Self.documents.enumerated() {
            var random = SplitMix64(seed: UInt64(documentIndex * 7919 + chunkSize))
            var text = document
            var tree = MarkdownParser.parse(text, chunkSize: chunkSize)
            var history: [Edit] = []
            for _ in 0..<Self.editsPerDocument {
                let edit = Self.randomEdit(in: text, chunkStarts: (0..<tree.chunkCount).map(tree.chunkStart), using: &random)
                history.append(edit)
                text.replaceSubrange(edit.range.range, with: edit.replacement)
                tree = MarkdownParser.parse(text, editing: tree, change: TextChange(oldRange: edit.range, newCount: edit.replacement.count))
                let full = MarkdownParser.parse(text)
                let incremental = TreeFingerprint.of(tree)
                let expected = TreeFingerprint.of(full)
                if incremental != expected || HTMLRenderer().render(tree) != HTMLRenderer().render(full) {
                    failures += 1
                    Issue.record(
                        """
                        document \(documentIndex), chunk size \(chunkSize), after \(history.count) edits, last \(edit):
                        \(String(decoding: text, as: UTF8.self).debugDescription)
                        first difference: \(Self.firstDifference(incremental, expected))
                        """)
                    // Go on from a correct tree, so one bug is reported once.
                    tree = full
                    if failures > 3 { return }
                }
            }
        }
    }

    @Test(arguments: [1, 7, 300])
    func chunkingIsInvisible(chunkSize: Int) {
        for (index, document) in Self.documents.enumerated() {
            let chunked = MarkdownParser.parse(document, chunkSize: chunkSize)
            let whole = MarkdownParser.parse(document, chunkSize: Int.max)
            #expect(TreeFingerprint.of(chunked) == TreeFingerprint.of(whole), "document \(index)")
            #expect(HTMLRenderer().render(chunked) == HTMLRenderer().render(whole), "document \(index)")
        }
    }

    static func firstDifference(_ lhs: String, _ rhs: String) -> String {
        let left = lhs.split(separator: "\n", omittingEmptySubsequences: false)
        let right = rhs.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            let l = index < left.count ? String(left[index]) : "<none>"
            let r = index < right.count ? String(right[index]) : "<none>"
            if l != r { return "line \(index):\n  incremental: \(l)\n  full:        \(r)" }
        }
        return "none"
    }
}

@Suite struct IncrementalReuseTests {
    /// An edit in one paragraph of many re-parses a chunk or two and shares
    /// every other chunk with the old tree (the same object, not a copy).
    @Test func anEditReusesTheChunksItDoesNotTouch() {
        let paragraphs = (0..<400).map { "Paragraph \($0) with ^[an egg](ingredient: \($0)) and *words*." }
        var text = Array(paragraphs.joined(separator: "\n\n").utf8)
        let old = MarkdownParser.parse(text, chunkSize: 200)
        let offset = text.count / 2
        text.insert(UInt8(ascii: "x"), at: offset)
        let new = MarkdownParser.parse(text, editing: old, change: TextChange(oldRange: ByteRange(offset, offset), newCount: 1))
        let oldChunks = Set(old.chunks.map(ObjectIdentifier.init))
        let shared = new.chunks.filter { oldChunks.contains(ObjectIdentifier($0)) }.count
        #expect(old.chunks.count > 50)
        #expect(shared >= new.chunks.count - 3, "\(shared) of \(new.chunks.count) chunks shared")
        #expect(TreeFingerprint.of(new) == TreeFingerprint.of(MarkdownParser.parse(text)))
    }

    /// An edit after a chunk's first line re-reads that chunk alone (only
    /// its first line could have changed how the chunk before it ends); an
    /// edit in its first line re-reads the chunk before it too.
    @Test func anEditAfterAChunksFirstLineRereadsThatChunkAlone() {
        let paragraphs = (0..<400).map { "Paragraph \($0) with *words*\nand a second line \($0)." }
        let text = Array(paragraphs.joined(separator: "\n\n").utf8)
        let old = MarkdownParser.parse(text, chunkSize: 200)
        let chunk = old.chunkCount / 2
        let start = old.chunkStart(chunk)
        let secondLine = text[start...].firstIndex(of: UInt8(ascii: "\n"))! + 1
        for (offset, rebuiltAtMost) in [(secondLine + 3, 1), (start + 3, 2)] {
            var edited = text
            edited.insert(UInt8(ascii: "x"), at: offset)
            let new = MarkdownParser.parse(edited, editing: old, change: TextChange(oldRange: ByteRange(offset, offset), newCount: 1))
            let oldChunks = Set(old.chunks.map(ObjectIdentifier.init))
            let rebuilt = new.chunks.filter { !oldChunks.contains(ObjectIdentifier($0)) }.count
            #expect(rebuilt <= rebuiltAtMost, "\(rebuilt) chunks rebuilt for an edit at \(offset - start) in its chunk")
            #expect(TreeFingerprint.of(new) == TreeFingerprint.of(MarkdownParser.parse(edited)))
        }
    }

    /// Large blocks, each ten times a chunk's least size (200 bytes here).
    static let largeBlocks: [String] = [
        "```swift\n" + String(repeating: "let value = compute(1, 2, 3) // a line of code\n", count: 45) + "```\n",
        String(repeating: "- an item of a long list, with ^[an egg](ingredient: egg)\n", count: 40),
        "| a | b |\n|---|---|\n" + String(repeating: "| cell with words | another cell |\n", count: 60),
        String(repeating: "> a quoted line that goes on for a while\n", count: 50),
        "<div>\n" + String(repeating: "<p>html in a block</p>\n", count: 90) + "</div>\n",
        String(repeating: "    indented code, line after line\n", count: 60),
    ]

    /// A large block is a chunk of its own (wherever it is in the
    /// document), so typing in the small paragraph beside it re-reads that
    /// paragraph's chunk, not the large block.
    @Test(arguments: largeBlocks, [true, false])
    func typingBesideALargeBlockLeavesItAlone(block: String, isLast: Bool) throws {
        let paragraph = "A small paragraph to type into.\n\n"
        let text = Array((paragraph + block + (isLast ? "" : "\nAnother small paragraph.\n")).utf8)
        let old = MarkdownParser.parse(text, chunkSize: 200)
        let blockStart = paragraph.utf8.count
        let blockChunk = try #require(
            (0..<old.chunkCount).first { old.chunkStart($0) == blockStart },
            "the large block starts a chunk")
        if !isLast { #expect(blockChunk + 1 < old.chunkCount, "and the paragraph after it starts the next") }
        var edited = text
        edited.insert(UInt8(ascii: "x"), at: 8)
        let new = MarkdownParser.parse(edited, editing: old, change: TextChange(oldRange: ByteRange(8, 8), newCount: 1))
        #expect(new.chunks.contains { $0 === old.chunks[blockChunk] }, "the large block's chunk is reused")
        #expect(TreeFingerprint.of(new) == TreeFingerprint.of(MarkdownParser.parse(edited)))
    }

    /// Edits of the first line of the paragraph after a large block: typed
    /// in, replaced by a line that would continue or change the block above
    /// if it were open, or the blank line before it deleted (by `start`, an
    /// offset from the paragraph's start, and the bytes removed).
    static let firstLineEdits: [(start: Int, removed: Int, replacement: String)] = [
        (3, 0, "x"), (0, 0, "x"), (0, 0, "\n"), (0, 0, "- item\n"), (0, 31, "- item"), (0, 31, "    indented"),
        (0, 31, "==="), (0, 31, "> quote"), (0, 31, "|---|"), (0, 31, "```"), (0, 31, "</div>"), (0, 31, ""), (0, 32, ""),
        (-1, 1, ""), (-1, 1, "x"),
    ]

    /// Whether each of `largeBlocks` is closed by the blank line after it
    /// (a list and indented code stay open across it).
    static let largeBlockIsClosed = [true, false, true, true, true, false]

    /// The paragraph after a large block starts a chunk. When every block
    /// before it was closed by earlier lines, an edit in its first line
    /// cannot change them, so the large block's chunk is reused; when one
    /// was still open (a list or indented code across a blank line), it is
    /// read again. Either way the tree is a fresh parse's, whatever the line
    /// becomes, in each line ending (a `\n` typed after a `\r` joins the two).
    @Test(arguments: 0..<largeBlocks.count, ["\n", "\r", "\r\n"])
    func editingTheFirstLineAfterALargeBlock(block: Int, lineEnding: String) throws {
        let before = "An opening paragraph.\n\n" + Self.largeBlocks[block] + "\n"
        let document = before + "A small paragraph to type into.\n\nAnother small paragraph.\n"
        let text = Array(document.replacingOccurrences(of: "\n", with: lineEnding).utf8)
        let paragraphStart = before.replacingOccurrences(of: "\n", with: lineEnding).utf8.count
        let old = MarkdownParser.parse(text, chunkSize: 200)
        let blockChunk = try #require(
            (0..<old.chunkCount).first { old.chunkStart($0) == 23 + 2 * (lineEnding.utf8.count - 1) },
            "the large block starts a chunk")
        #expect(old.chunkStart(blockChunk + 1) == paragraphStart, "and the paragraph after it the next")
        let closed = Self.largeBlockIsClosed[block]
        #expect(old.chunkFollowsClosedBlocks(blockChunk + 1) == closed)
        for edit in Self.firstLineEdits {
            let start = paragraphStart + edit.start
            let end = start + edit.removed + (edit.removed > 1 ? lineEnding.utf8.count - 1 : 0)
            let replacement = Array(edit.replacement.utf8)
            var edited = text
            edited.replaceSubrange(start..<end, with: replacement)
            let new = MarkdownParser.parse(
                edited, editing: old, change: TextChange(oldRange: ByteRange(start, end), newCount: replacement.count))
            let reused = new.chunks.contains { $0 === old.chunks[blockChunk] }
            let context = "edit \(edit) of \(String(decoding: edited, as: UTF8.self).debugDescription)"
            if edit.start >= 0 && closed { #expect(reused, "the closed block's chunk is reused: \(context)") }
            if edit.start >= 0 && edit.replacement == "x" {
                if !closed { #expect(!reused, "the open block's chunk is read again: \(context)") }
                #expect(new.chunkFollowsClosedBlocks(blockChunk + 1) == closed, "so is the next keystroke's: \(context)")
            }
            let fresh = MarkdownParser.parse(edited)
            #expect(TreeFingerprint.of(new) == TreeFingerprint.of(fresh), "\(context)")
            #expect(HTMLRenderer().render(new) == HTMLRenderer().render(fresh), "\(context)")
        }
    }

    /// What was open before a chunk is a fact about the text before it. An
    /// edit that opens a list right before a chunk's first line, which
    /// closes the list again, stops its window there (the line reads as
    /// before) and must learn that something is open before that chunk now:
    /// indenting the line next makes it the list item's second paragraph.
    @Test func theChunkAWindowStopsAtLearnsWhatIsOpenBeforeIt() throws {
        let paragraphs = (0..<12).map { "Paragraph \($0) with a few words in it." }
        var text = Array(paragraphs.joined(separator: "\n\n").utf8)
        var tree = MarkdownParser.parse(text, chunkSize: 64)
        let chunk = tree.chunkCount / 2
        let start = tree.chunkStart(chunk)
        #expect(tree.chunkFollowsClosedBlocks(chunk))
        let previousParagraph = start - 2 - paragraphs[0].utf8.count
        for (offset, insertion) in [(previousParagraph, "- "), (start + 2, "  ")] {
            text.insert(contentsOf: Array(insertion.utf8), at: offset)
            tree = MarkdownParser.parse(text, editing: tree, change: TextChange(oldRange: ByteRange(offset, offset), newCount: 2))
            let fresh = MarkdownParser.parse(text)
            #expect(TreeFingerprint.of(tree) == TreeFingerprint.of(fresh), "after inserting \(insertion.debugDescription)")
            #expect(HTMLRenderer().render(tree) == HTMLRenderer().render(fresh), "after inserting \(insertion.debugDescription)")
            if insertion == "- " {
                let moved = try #require((0..<tree.chunkCount).first { tree.chunkStart($0) == start + 2 }, "the chunk is reused")
                #expect(!tree.chunkFollowsClosedBlocks(moved), "a list is open before it now")
            }
        }
    }

    /// A paragraph and a large block pasted together just before a chunk
    /// (so the re-parse stops right after the block): the block becomes a
    /// chunk of its own in the edited tree too, so typing in the pasted
    /// paragraph then leaves it alone.
    @Test(arguments: largeBlocks)
    func aPastedLargeBlockIsAChunkOfItsOwn(block: String) throws {
        let text = Array((0..<30).map { "- item \($0) of a list\n\nParagraph \($0) after the list.\n\n" }.joined().utf8)
        let old = MarkdownParser.parse(text, chunkSize: 200)
        let offset = old.chunkStart(old.chunkCount / 2)
        let paragraph = "A pasted paragraph.\n\n"
        // The last line break of the chunk before, replaced: the edit ends
        // where the old chunk starts, and the re-parse stops right there.
        let pasted = Array(("\n" + paragraph + block + "\n").utf8)
        var edited = text
        edited.replaceSubrange((offset - 1)..<offset, with: pasted)
        let withBlock = MarkdownParser.parse(
            edited, editing: old, change: TextChange(oldRange: ByteRange(offset - 1, offset), newCount: pasted.count))
        #expect(TreeFingerprint.of(withBlock) == TreeFingerprint.of(MarkdownParser.parse(edited)))
        let blockStart = offset + paragraph.utf8.count
        let blockChunk = try #require(
            (0..<withBlock.chunkCount).first { withBlock.chunkStart($0) == blockStart },
            "the pasted block starts a chunk")
        var typed = edited
        typed.insert(UInt8(ascii: "x"), at: offset + 3)
        let new = MarkdownParser.parse(
            typed, editing: withBlock, change: TextChange(oldRange: ByteRange(offset + 3, offset + 3), newCount: 1))
        #expect(new.chunks.contains { $0 === withBlock.chunks[blockChunk] }, "the pasted block's chunk is reused")
        #expect(TreeFingerprint.of(new) == TreeFingerprint.of(MarkdownParser.parse(typed)))
    }

    /// A definition changed in one place re-reads exactly the chunks that use its label.
    @Test func aChangedDefinitionReparsesOnlyItsUsers() {
        var lines = ["[site]: /old", ""]
        for index in 0..<300 { lines.append(index % 50 == 0 ? "Visit [site] now.\n" : "Plain paragraph \(index).\n") }
        var text = Array(lines.joined(separator: "\n").utf8)
        let old = MarkdownParser.parse(text, chunkSize: 100)
        let replacement = Array("/new".utf8)
        text.replaceSubrange(8..<12, with: replacement)
        let new = MarkdownParser.parse(text, editing: old, change: TextChange(oldRange: ByteRange(8, 12), newCount: replacement.count))
        let oldChunks = Set(old.chunks.map(ObjectIdentifier.init))
        let rebuilt = new.chunks.filter { !oldChunks.contains(ObjectIdentifier($0)) }.count
        #expect(rebuilt <= 6 + 2, "\(rebuilt) of \(new.chunks.count) chunks rebuilt")
        #expect(TreeFingerprint.of(new) == TreeFingerprint.of(MarkdownParser.parse(text)))
        #expect(HTMLRenderer().render(new).contains("href=\"/new\""))
    }

    /// Definitions are first-wins: deleting (or adding) the first definition
    /// of a label hands the label to the next one, however far away, and an
    /// edit that changes how many chunks the window has moves every later
    /// definition's chunk. Each step is compared with a fresh parse.
    @Test(arguments: ["[dup]: /first\n", "^[dup]: ingredient: 1\n"])
    func theNextDefinitionTakesOverWhenTheFirstGoes(firstDefinition: String) {
        var lines = [firstDefinition]
        for index in 0..<120 {
            lines.append(index == 80 ? "[dup]: /second\n" : index == 100 ? "^[dup]: ingredient: 2\n" : "")
            lines.append(index % 20 == 0 ? "Use [dup] and ^[this][dup] here.\n" : "Paragraph \(index) of filler words.\n")
        }
        var text = Array(lines.joined(separator: "\n").utf8)
        var tree = MarkdownParser.parse(text, chunkSize: 64)
        let edits: [(range: Range<Int>, replacement: String)] = [
            (0..<firstDefinition.utf8.count, ""),  // the first definition goes
            (0..<0, firstDefinition),  // and comes back
            (0..<0, String(repeating: "New paragraph.\n\n", count: 12)),  // more chunks before the rest
            (0..<(12 * 16), ""),  // and fewer again
        ]
        for (step, edit) in edits.enumerated() {
            let replacement = Array(edit.replacement.utf8)
            text.replaceSubrange(edit.range, with: replacement)
            tree = MarkdownParser.parse(
                text, editing: tree,
                change: TextChange(oldRange: ByteRange(edit.range.lowerBound, edit.range.upperBound), newCount: replacement.count))
            let fresh = MarkdownParser.parse(text)
            #expect(TreeFingerprint.of(tree) == TreeFingerprint.of(fresh), "step \(step)")
            #expect(HTMLRenderer().render(tree) == HTMLRenderer().render(fresh), "step \(step)")
        }
    }
}

/// A `ChunkTable` finds the parts an earlier version made for the chunks a
/// tree shares with it, whether the edit replaced one chunk or many, and
/// makes parts for the others.
@Suite struct ReusedChunksTests {
    static let paragraphs = (0..<400).map { "Paragraph \($0) with *words* in it." }

    final class Entry: ChunkPart {
        let key: ChunkKey
        let index: Int
        var chunkIdentity: ObjectIdentifier { key.identity }
        var length: Int { 1 }
        var weight: Int { 0 }

        init(key: ChunkKey, index: Int) {
            self.key = key
            self.index = index
        }
    }

    /// Each old chunk's part is its index; a new tree must find, for every
    /// chunk it shares, exactly that chunk's part, and none for the chunks
    /// it parsed anew, which `updated(for:make:)` makes.
    @Test(arguments: [(0, 1), (0, 400), (3000, 0), (100, 6000), (0, 40_000)])
    func everySharedChunkFindsItsEntry(offset: Int, removed: Int) {
        var text = Array(Self.paragraphs.joined(separator: "\n\n").utf8)
        let old = MarkdownParser.parse(text, chunkSize: 64)
        let table = ChunkTable((0..<old.chunkCount).map { Entry(key: old.chunkKey($0), index: $0) })
        let start = min(offset, text.count)
        let end = min(start + removed, text.count)
        let replacement = Array("New words.\n\nAnd a paragraph.".utf8)
        text.replaceSubrange(start..<end, with: replacement)
        let new = MarkdownParser.parse(text, editing: old, change: TextChange(oldRange: ByteRange(start, end), newCount: replacement.count))
        let matched = table.matching(in: 0..<table.count, count: new.chunkCount) { new.chunkIdentity($0) }
        let updated = table.updated(for: new) { indices in indices.map { Entry(key: new.chunkKey($0), index: -1) } }.table
        let oldIndex = Dictionary(uniqueKeysWithValues: (0..<old.chunkCount).map { (old.chunkKey($0), $0) })
        #expect(updated.count == new.chunkCount)
        for index in 0..<new.chunkCount {
            #expect(matched[index]?.index == oldIndex[new.chunkKey(index)], "chunk \(index)")
            #expect(updated[index].index == oldIndex[new.chunkKey(index)] ?? -1, "chunk \(index)")
            #expect(updated[index].key == new.chunkKey(index), "chunk \(index)")
        }
    }

    /// A table of an older version, or of another tree, gives no wrong part.
    @Test func entriesOfAnotherTreeAreNeverTaken() {
        let text = Array(Self.paragraphs.joined(separator: "\n\n").utf8)
        let one = MarkdownParser.parse(text, chunkSize: 64)
        let other = MarkdownParser.parse(text, chunkSize: 64)
        let table = ChunkTable((0..<other.chunkCount).map { Entry(key: other.chunkKey($0), index: $0) })
        #expect(table.matching(in: 0..<table.count, count: one.chunkCount) { one.chunkIdentity($0) }.allSatisfy { $0 == nil })
        #expect(ChunkTable<Entry>().matching(in: 0..<0, count: one.chunkCount) { one.chunkIdentity($0) }.count == one.chunkCount)
    }
}

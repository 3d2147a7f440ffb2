import LaminateAttributes
import LaminateDialect

/// Checks an action's edits by parsing the result, so that what is offered
/// is known to parse as meant: CommonMark's delimiter rules have too many
/// interactions (literal runs elsewhere in the paragraph, runs split by a
/// selection, flanking changed by a neighbour) to promise it from local rules alone.
///
/// Only the top-level blocks holding the edits are parsed, before and after
/// the edits, from the start of their first line to the end of their last:
/// the two parses see the same context, so comparing them is fair, and the
/// cost is the blocks' size, not the document's. The parse before is kept,
/// since one request checks several actions on the same block.
///
/// One request parses at most `budget` bytes: a selection over a document
/// that is one huge block (20,000 nested quotes) would otherwise re-parse the
/// whole document once per target, and the request would not end. Past the
/// budget, edits are not confirmed and their actions are not offered: an
/// action withheld is better than one that could break the text.
struct EditVerifier {
    let tree: SyntaxTree
    let topLevel: TopLevelBlocks
    private var readerTextBefore: [ByteRange: String] = [:]
    private var bytesLeft: Int

    init(_ tree: SyntaxTree, topLevel: TopLevelBlocks) {
        self.tree = tree
        self.topLevel = topLevel
        self.bytesLeft = Self.budget(forDocumentOf: tree.source.count)
    }

    /// Enough to check every toggle on every block of a whole-document
    /// selection several times over; bounded for documents that are one block.
    static func budget(forDocumentOf size: Int) -> Int { 16 &* size &+ (1 << 20) }

    /// Whether `edits` leave the reader's text as it was and, when
    /// `matches` is given, make a node that covers exactly `expected`
    /// (a range of the edited document).
    mutating func holds(
        _ edits: [SourceEdit], around range: ByteRange,
        expecting matches: ((NodeKind) -> Bool)? = nil, at expected: ByteRange? = nil
    ) -> Bool {
        let slice = self.slice(around: edits.reduce(range) { ByteRange(min($0.start, $1.range.start), max($0.end, $1.range.end)) })
        let cost = (readerTextBefore[slice] == nil ? 2 : 1) * slice.count
        guard cost <= bytesLeft else { return false }
        bytesLeft -= cost
        let bytes = Array(tree.source[slice.start..<slice.end])
        let before = readerTextBefore[slice] ?? Self.readerText(MarkdownParser.parse(bytes))
        readerTextBefore[slice] = before
        let shifted = edits.map {
            SourceEdit(range: ByteRange($0.range.start - slice.start, $0.range.end - slice.start), replacement: $0.replacement)
        }
        let after = MarkdownParser.parse(bytes.applying(shifted))
        guard Self.readerText(after) == before else { return false }
        guard let matches, let expected else { return true }
        let local = ByteRange(expected.start - slice.start, max(expected.start, expected.end) - slice.start)
        var found = false
        after.walk { event in
            guard case .enter(let id) = event, !found else { return false }
            let node = after[id]
            if node.range == local, matches(node.kind) { found = true }
            return node.range.start <= local.start && local.end <= node.range.end
        }
        return found
    }

    /// The text a reader sees in a whole tree, blocks on lines of their own:
    /// a formatting toggle or an ingredient marking must leave it as it was.
    static func readerText(_ tree: SyntaxTree) -> String { tree.plainText(of: tree.root).text }

    /// The lines of the top-level blocks that `range` touches.
    func slice(around range: ByteRange) -> ByteRange {
        var block = range
        for top in topLevel.touching(range) {
            block = ByteRange(min(block.start, top.range.start), max(block.end, top.range.end))
        }
        let source = tree.source
        var start = min(block.start, source.count)
        while start > 0, source[start - 1] != UInt8(ascii: "\n"), source[start - 1] != UInt8(ascii: "\r") { start -= 1 }
        var end = min(max(block.end, start), source.count)
        while end < source.count, source[end] != UInt8(ascii: "\n"), source[end] != UInt8(ascii: "\r") { end += 1 }
        return ByteRange(start, end)
    }
}

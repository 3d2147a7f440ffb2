import LaminateAttributes
import LaminateDialect

/// Checks an action's edits by parsing the result, so that what is offered
/// is known to parse as meant: CommonMark's delimiter rules have too many
/// interactions (literal runs elsewhere in the paragraph, runs split by a
/// selection, flanking changed by a neighbour) to promise it from local rules alone.
///
/// Only the top-level block holding the target is parsed, before and after
/// the edits, from the start of its first line to the end of its last: the
/// two parses see the same context, so comparing them is fair, and the cost
/// is the block's size, not the document's.
struct EditVerification {
    let tree: SyntaxTree
    /// The lines of the top-level block holding the target.
    let slice: ByteRange
    private let sliceBytes: [UInt8]
    private let readerTextBefore: String

    init(around range: ByteRange, in tree: SyntaxTree) {
        self.tree = tree
        var block = ByteRange(range.start, range.end)
        for child in tree.children(of: tree.root) where tree[child].range.start <= range.end && range.start <= tree[child].range.end {
            block = ByteRange(min(block.start, tree[child].range.start), max(block.end, tree[child].range.end))
        }
        let source = tree.source
        var start = min(block.start, source.count)
        while start > 0, source[start - 1] != UInt8(ascii: "\n"), source[start - 1] != UInt8(ascii: "\r") { start -= 1 }
        var end = min(block.end, source.count)
        while end < source.count, source[end] != UInt8(ascii: "\n"), source[end] != UInt8(ascii: "\r") { end += 1 }
        slice = ByteRange(start, end)
        sliceBytes = Array(source[start..<end])
        readerTextBefore = ReaderText.of(MarkdownParser.parse(sliceBytes))
    }

    /// The block reparsed with `edits` (all inside the slice), offsets relative to the slice.
    func reparsed(_ edits: [SourceEdit]) -> SyntaxTree? {
        guard edits.allSatisfy({ slice.contains($0.range) }) else { return nil }
        let shifted = edits.map { SourceEdit(range: ByteRange($0.range.start - slice.start, $0.range.end - slice.start), replacement: $0.replacement) }
        return MarkdownParser.parse(sliceBytes.applying(shifted))
    }

    /// Whether the edits leave the reader's text as it was and, when
    /// `expecting` is given, make a node that covers exactly `expected`
    /// (a document range in the edited text).
    func holds(_ edits: [SourceEdit], expecting matches: ((NodeKind) -> Bool)? = nil, at expected: ByteRange? = nil) -> Bool {
        guard let after = reparsed(edits), ReaderText.of(after) == readerTextBefore else { return false }
        guard let matches, let expected else { return true }
        let local = ByteRange(expected.start - slice.start, expected.end - slice.start)
        var found = false
        after.walk { event in
            guard case .enter(let id) = event, !found else { return false }
            let node = after[id]
            if node.range == local, matches(node.kind) { found = true }
            return node.range.start <= local.start && local.end <= node.range.end
        }
        return found
    }
}

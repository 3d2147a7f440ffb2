/// Parses Attributed Markdown: CommonMark 0.31.2, GFM strikethrough and pipe
/// tables, and attribute spans.
///
/// Parsing never fails: every input yields a tree, and anything that is not
/// valid syntax is literal text. It never recurses per nesting level and runs
/// in time linear in the input.
public enum MarkdownParser {
    /// The least size of a chunk when none is given.
    package static var defaultChunkSize: Int { BlockParser.defaultChunkSize }

    public static func parse(_ source: [UInt8]) -> SyntaxTree {
        parse(source, chunkSize: BlockParser.defaultChunkSize)
    }

    public static func parse(_ text: String) -> SyntaxTree {
        parse(Array(text.utf8))
    }

    /// Parses with chunks of at least `chunkSize` bytes (tests use tiny ones
    /// to put chunk boundaries everywhere; the tree reads the same). The
    /// chunk size is the package's business (the analysis engine and tests
    /// set it), not the library's: `package`.
    package static func parse(_ source: [UInt8], chunkSize: Int) -> SyntaxTree {
        source.withUnsafeBufferPointer { bytes in
            var parser = BlockParser(bytes: bytes)
            parser.chunkSize = max(1, chunkSize)
            parser.parseLines()
            let chunks = parser.emitChunks(source: source, definitions: parser.definitions, end: bytes.count)
            return SyntaxTree(
                source: source, chunks: chunks, chunkStarts: parser.chunkStarts,
                chunkFollowsClosedBlocks: parser.chunkFollowsClosedBlocks, chunkSize: parser.chunkSize)
        }
    }

    /// The tree of `source`, an edited version of `old.source`, reusing
    /// every chunk of `old` that the edit cannot have changed. `change` is
    /// the edit from `old.source` to `source` when the caller knows it (a
    /// server knows it from the client's edits); without it, or when it
    /// does not fit the two texts, the texts are compared to find it, so any
    /// number of edits in between may be folded in. Reads the same as
    /// `parse(source)` (a property test holds it to that).
    public static func parse(_ source: [UInt8], editing old: SyntaxTree, change: TextChange? = nil) -> SyntaxTree {
        // A change that claims nothing changed is checked too: the tree of
        // the old text is the answer only when the texts are the same.
        let change =
            change.flatMap { !$0.isEmpty && $0.fits(oldCount: old.source.count, newCount: source.count) ? $0 : nil }
            ?? TextChange(from: old.source, to: source)
        if change.isEmpty { return old }
        return IncrementalParse(old: old, source: source, oldRange: change.oldRange, replacementCount: change.newCount).tree()
    }
}

/// Parses Attributed Markdown: CommonMark 0.31.2, GFM strikethrough and pipe
/// tables, and attribute spans.
///
/// Parsing never fails: every input yields a tree, and anything that is not
/// valid syntax is literal text. It never recurses per nesting level and runs
/// in time linear in the input.
public enum MarkdownParser {
    /// The least size of a chunk when none is given.
    public static var defaultChunkSize: Int { BlockParser.defaultChunkSize }

    public static func parse(_ source: [UInt8]) -> SyntaxTree {
        parse(source, chunkSize: BlockParser.defaultChunkSize)
    }

    public static func parse(_ text: String) -> SyntaxTree {
        parse(Array(text.utf8))
    }

    /// Parses with chunks of at least `chunkSize` bytes (tests use tiny ones
    /// to put chunk boundaries everywhere; the tree reads the same).
    public static func parse(_ source: [UInt8], chunkSize: Int) -> SyntaxTree {
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

    /// The tree of `source`, which is `old.source` with the bytes of
    /// `oldRange` replaced by `replacementCount` new ones, reusing every
    /// chunk of `old` that the edit cannot have changed. Reads the same as
    /// `parse(source)` (a property test holds it to that).
    public static func parse(
        _ source: [UInt8], editing old: SyntaxTree, replacing oldRange: ByteRange,
        replacementCount: Int
    ) -> SyntaxTree {
        IncrementalParse(old: old, source: source, oldRange: oldRange, replacementCount: replacementCount).tree()
    }

    /// The tree of `source`, reusing what it can of `old`, the tree of an
    /// earlier version of the same document: the two texts are compared to
    /// find what changed, so any number of edits in between may be folded in.
    public static func parse(_ source: [UInt8], reusing old: SyntaxTree) -> SyntaxTree {
        let change = ChangedRange(from: old.source, to: source)
        if change.oldRange.isEmpty && change.replacementCount == 0 { return old }
        return parse(source, editing: old, replacing: change.oldRange, replacementCount: change.replacementCount)
    }
}

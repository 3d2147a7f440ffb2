/// A node while a chunk is built: 36 bytes of plain values, no references,
/// linked every way (first and last child, next and previous sibling) so
/// that the inline parser can insert, wrap and detach nodes in constant
/// time. `SyntaxTreeBuilder.finishChunk` stores the nodes a reader can reach
/// as `StoredNode`s, in document order, with the links that order implies
/// left out.
///
/// Links are indices into the same builder's arena (-1 for none). The kind is
/// a one-byte tag; the few kinds with a payload that does not fit in
/// `detail` (strings, lists of alignments, attribute texts) keep it in the
/// `payloads` table, found by `payload`. So copying, moving and freeing
/// nodes never retains or releases anything. Offsets and indices are
/// 32-bit: a chunk spans less than 2 GiB (`MarkdownParser` documents the
/// limit).
@usableFromInline
struct BuilderNode: Sendable, BitwiseCopyable {
    @usableFromInline var tag: NodeTag
    /// Heading level and style, or table cell alignment and header flag (see `NodeTag`).
    @usableFromInline var detail: UInt8
    /// Index of the kind's payload in the chunk's `payloads`, or -1.
    @usableFromInline var payload: Int32
    @usableFromInline var start: Int32
    @usableFromInline var end: Int32
    @usableFromInline var parentIndex: Int32 = -1
    @usableFromInline var firstChildIndex: Int32 = -1
    @usableFromInline var lastChildIndex: Int32 = -1
    @usableFromInline var nextSiblingIndex: Int32 = -1
    @usableFromInline var previousSiblingIndex: Int32 = -1

    init(tag: NodeTag, detail: UInt8 = 0, payload: Int32 = -1, range: ByteRange) {
        self.tag = tag
        self.detail = detail
        self.payload = payload
        self.start = Int32(range.start)
        self.end = Int32(range.end)
    }

    @inlinable var range: ByteRange {
        get { ByteRange(Int(start), Int(end)) }
        set {
            start = Int32(newValue.start)
            end = Int32(newValue.end)
        }
    }

    @inlinable var isBlock: Bool { tag.isBlock }
}

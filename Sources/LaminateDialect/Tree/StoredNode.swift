/// A node as a finished chunk stores it: 24 bytes of plain values, no
/// references.
///
/// A chunk stores its nodes in document order (preorder: a node, then its
/// children's subtrees, first to last), so a node's subtree is the run of
/// indices `index ..< subtreeEnd`, and the links a builder keeps follow from
/// that: the first child is `index + 1` when the subtree has more than the
/// node; the next sibling is `subtreeEnd` when that is still inside the
/// parent's subtree; the previous sibling is the ancestor, just below the
/// parent, of `index - 1`, and the last child is found up from
/// `subtreeEnd - 1` and along the children at once (see `lastChildIndex`). Storing only the parent and the
/// subtree's end takes 24 bytes where five links took 36.
///
/// The range is relative to the chunk's start. The kind is a one-byte tag;
/// a payload that does not fit in `detail` is read back from the source and
/// the node's markers (`DerivedPayload`; `payload` is -1, or a list's start
/// number) or, when it cannot be, kept in the chunk's `payloads` table at
/// `payload` (`payloadIsInTable`). Offsets and indices are
/// 32-bit: a chunk spans less than 2 GiB (`MarkdownParser` documents the
/// limit).
@usableFromInline
struct StoredNode: Sendable, BitwiseCopyable {
    @usableFromInline var tag: NodeTag
    /// Heading level and style, or table cell alignment and header flag (see `NodeTag`).
    @usableFromInline var detail: UInt8
    /// Index of the kind's payload in the chunk's `payloads`; -1 when it is
    /// read back from the source; a list's start number (see `DerivedPayload`).
    @usableFromInline var payload: Int32
    @usableFromInline var start: Int32
    @usableFromInline var end: Int32
    /// The parent's index; -1 for the chunk's root.
    @usableFromInline var parentIndex: Int32
    /// One past the last index of the node's subtree.
    @usableFromInline var subtreeEnd: Int32

    init(_ built: BuilderNode, payload: Int32, parentIndex: Int32, subtreeEnd: Int32) {
        tag = built.tag
        detail = built.detail
        self.payload = payload
        start = built.start
        end = built.end
        self.parentIndex = parentIndex
        self.subtreeEnd = subtreeEnd
    }

    @inlinable var range: ByteRange { ByteRange(Int(start), Int(end)) }

    @inlinable var isBlock: Bool { tag.isBlock }
}

extension RandomAccessCollection where Element == StoredNode, Index == Int {
    // The links of node `index` that document order implies (see `StoredNode`), -1 for none.

    @inlinable func firstChildIndex(of index: Int) -> Int32 {
        let next = Int32(truncatingIfNeeded: index &+ 1)
        return self[index].subtreeEnd > next ? next : -1
    }

    @inlinable func nextSiblingIndex(of index: Int) -> Int32 {
        let parent = self[index].parentIndex
        guard parent >= 0 else { return -1 }
        let end = self[index].subtreeEnd
        return end < self[Int(parent)].subtreeEnd ? end : -1
    }

    /// Found two ways at once, stopping at whichever arrives first: up from
    /// the subtree's last node (as many steps as the last child's subtree
    /// is deep) and along the children (as many as there are). Either alone
    /// is quadratic in some tree — 100,000 nested quotes, a paragraph of
    /// 100,000 nodes —, both at once cost the smaller, which over every node
    /// of a tree is at most the number of nodes.
    @inlinable func lastChildIndex(of index: Int) -> Int32 {
        let end = self[index].subtreeEnd
        let target = Int32(truncatingIfNeeded: index)
        var across = target &+ 1
        guard end > across else { return -1 }
        var up = end &- 1
        while true {
            let parent = self[Int(up)].parentIndex
            if parent == target { return up }
            up = parent
            let next = self[Int(across)].subtreeEnd
            if next >= end { return across }
            across = next
        }
    }

    @inlinable func previousSiblingIndex(of index: Int) -> Int32 {
        let parent = self[index].parentIndex
        guard parent >= 0, index &- 1 != Int(parent) else { return -1 }
        return childOnPath(of: Int(parent), from: index &- 1)
    }

    /// The ancestor of `descendant` (or itself) whose parent is `ancestor`.
    /// For the previous sibling this is linear over a whole tree: a node is
    /// on the path up from `index - 1` only for the one ancestor of it that
    /// is not a last child.
    @inlinable func childOnPath(of ancestor: Int, from descendant: Int) -> Int32 {
        var current = Int32(truncatingIfNeeded: descendant)
        let target = Int32(truncatingIfNeeded: ancestor)
        while true {
            let parent = self[Int(current)].parentIndex
            if parent == target || parent < 0 { return current }
            current = parent
        }
    }
}

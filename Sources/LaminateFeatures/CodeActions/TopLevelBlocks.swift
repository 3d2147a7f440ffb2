import LaminateDialect

/// The document's top-level blocks with their ranges, in document order, so
/// that finding the blocks a range touches is a binary search rather than a
/// pass over every block of a long document on each step of a request.
struct TopLevelBlocks {
    struct Block {
        var id: NodeID
        var range: ByteRange
    }

    let blocks: [Block]

    init(_ tree: SyntaxTree) {
        var blocks: [Block] = []
        for child in tree.children(of: tree.root) { blocks.append(Block(id: child, range: tree[child].range)) }
        self.blocks = blocks
    }

    /// The blocks whose ranges meet `range`, ends included.
    func touching(_ range: ByteRange) -> ArraySlice<Block> {
        var low = 0
        var high = blocks.count
        while low < high {
            let middle = (low + high) / 2
            if blocks[middle].range.end < range.start { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < blocks.count, blocks[end].range.start <= range.end { end += 1 }
        return blocks[low..<end]
    }
}

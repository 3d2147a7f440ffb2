extension SyntaxTree {
    /// Visits the nodes under chunk `index`'s top-level blocks in document
    /// order, as `walk` enters them but without the exits, with each node's
    /// tag; `visit` returning `false` passes over the node's subtree.
    ///
    /// A scan of the chunk's stored nodes (document order, each subtree a
    /// run of them: see `StoredNode`), for a reader that looks for a few
    /// kinds of node and needs nothing of what surrounds them: per node it
    /// reads a tag and makes no call through a walk's events.
    public func scanNodes(inChunk index: Int, _ visit: (NodeID, NodeTag) -> Bool) {
        let chunk = Int32(index)
        chunks[index].nodes.withUnsafeBufferPointer { nodes in
            // Node 0 is the chunk's own root (the document's, in chunk 0):
            // every other node lies under one of its top-level blocks.
            var position = 1
            while position < nodes.count {
                if visit(NodeID(chunk: chunk, index: Int32(truncatingIfNeeded: position)), nodes[position].tag) {
                    position &+= 1
                } else {
                    position = max(position &+ 1, Int(nodes[position].subtreeEnd))
                }
            }
        }
    }

    /// Whether `node` lies in the subtree under `ancestor` (not counting
    /// `ancestor` itself): one comparison of positions in a chunk, for a
    /// scan that keeps a stack of the nodes it is inside.
    @inlinable public func isInside(_ node: NodeID, _ ancestor: NodeID) -> Bool {
        if ancestor.index == 0 { return node.index != 0 }
        guard node.chunk == ancestor.chunk, node.index > ancestor.index else { return false }
        return node.index < chunks[Int(ancestor.chunk)].nodes[Int(ancestor.index)].subtreeEnd
    }
}

extension SyntaxTreeBuilder {
    /// Adds a childless node right after `sibling`, under the same parent: how
    /// an empty link or emphasis (`[](url)`) takes its place.
    @discardableResult
    mutating func insertChild(_ kind: NodeKind, range: ByteRange, after sibling: NodeID) -> NodeID {
        let id = NodeID(nodes.count)
        let siblingIndex = Int(sibling.index)
        let parent = nodes[siblingIndex].parentIndex
        var node = SyntaxNode(kind: kind, range: range)
        node.parentIndex = parent
        node.previousSiblingIndex = sibling.index
        node.nextSiblingIndex = nodes[siblingIndex].nextSiblingIndex
        nodes.append(node)
        if node.nextSiblingIndex >= 0 {
            nodes[Int(node.nextSiblingIndex)].previousSiblingIndex = id.index
        } else if parent >= 0 {
            nodes[Int(parent)].lastChildIndex = id.index
        }
        nodes[siblingIndex].nextSiblingIndex = id.index
        return id
    }
}

extension SyntaxTreeBuilder {
    /// Reserves room for the nodes and markers a document of this size
    /// typically has (about one inline node per 8 source bytes), once, so that
    /// the arena does not grow by doubling and copying as the inlines are
    /// appended. Untouched capacity costs address space, not memory.
    mutating func reserveInlineCapacity() {
        let expectedNodes = source.count / 8 &+ 64
        if nodes.capacity < expectedNodes { nodes.reserveCapacity(expectedNodes) }
        let expectedMarkers = source.count / 12 &+ 64
        if markers.capacity < expectedMarkers { markers.reserveCapacity(expectedMarkers) }
    }

    // Links of one node, read without copying the node (and its kind's payload).
    func nextSibling(of id: NodeID) -> NodeID? {
        let index = nodes[Int(id.index)].nextSiblingIndex
        return index < 0 ? nil : NodeID(Int(index))
    }

    func previousSibling(of id: NodeID) -> NodeID? {
        let index = nodes[Int(id.index)].previousSiblingIndex
        return index < 0 ? nil : NodeID(Int(index))
    }

    func lastChild(of id: NodeID) -> NodeID? {
        let index = nodes[Int(id.index)].lastChildIndex
        return index < 0 ? nil : NodeID(Int(index))
    }
}

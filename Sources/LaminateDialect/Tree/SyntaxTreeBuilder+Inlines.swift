extension SyntaxTreeBuilder {
    /// Adds a childless node right after `sibling`, under the same parent: how
    /// an empty link or emphasis (`[](url)`) takes its place.
    @discardableResult
    mutating func insertChild(_ kind: NodeKind, range: ByteRange, after sibling: NodeID) -> NodeID {
        let id = NodeID(nodes.count)
        let siblingIndex = Int(sibling.index)
        let parent = nodes[siblingIndex].parentIndex
        let next = nodes[siblingIndex].nextSiblingIndex
        let stored = storedNode(kind, range: range)
        nodes.append(stored)
        nodes[Int(id.index)].parentIndex = parent
        nodes[Int(id.index)].previousSiblingIndex = sibling.index
        nodes[Int(id.index)].nextSiblingIndex = next
        if next >= 0 {
            nodes[Int(next)].previousSiblingIndex = id.index
        } else if parent >= 0 {
            nodes[Int(parent)].lastChildIndex = id.index
        }
        nodes[siblingIndex].nextSiblingIndex = id.index
        return id
    }
}

extension SyntaxTreeBuilder {
    /// Reserves room for the nodes and markers a document of this size
    /// typically has (one node per 8 source bytes in prose, one per 3 or 4 in
    /// emphasis-heavy text: reserve for one per 5), once, so that
    /// the arena does not grow by doubling and copying as the inlines are
    /// appended. Untouched capacity costs address space, not memory.
    mutating func reserveInlineCapacity() {
        let expectedNodes = expectedLength / 5 &+ 64
        if nodes.capacity < expectedNodes { nodes.reserveCapacity(expectedNodes) }
        let expectedMarkers = expectedLength / 8 &+ 64
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

extension SyntaxTreeBuilder {
    /// Makes the siblings after `id` (through its parent's last child) the
    /// children of `id`: how a bracket's opener node becomes the link or
    /// attribute span that holds the text after it, without a new node.
    mutating func adoptFollowingSiblings(into id: NodeID) {
        let parent = nodes[Int(id.index)].parentIndex
        guard parent >= 0, let last = lastChild(of: NodeID(Int(parent))), last != id else { return }
        adoptSiblings(into: id, through: last)
    }

    /// Makes the siblings after `id` through `last` the children of `id`.
    mutating func adoptSiblings(into id: NodeID, through last: NodeID) {
        let index = Int(id.index)
        let first = nodes[index].nextSiblingIndex
        guard first >= 0 else { return }
        let parent = nodes[index].parentIndex
        let next = nodes[Int(last.index)].nextSiblingIndex
        nodes[index].firstChildIndex = first
        nodes[index].lastChildIndex = last.index
        nodes[index].nextSiblingIndex = next
        if next >= 0 {
            nodes[Int(next)].previousSiblingIndex = id.index
        } else if parent >= 0 {
            nodes[Int(parent)].lastChildIndex = id.index
        }
        nodes[Int(first)].previousSiblingIndex = -1
        nodes[Int(last.index)].nextSiblingIndex = -1
        var child = first
        while child >= 0 {
            nodes[Int(child)].parentIndex = id.index
            child = nodes[Int(child)].nextSiblingIndex
        }
    }
}

extension SyntaxTreeBuilder {
    /// `appendChild`, building the node in place in the arena so that it is
    /// not copied and destroyed on the way (inline nodes are many).
    @discardableResult
    mutating func appendInlineChild(_ kind: NodeKind, range: ByteRange, to parent: NodeID) -> NodeID {
        let id = NodeID(nodes.count)
        let parentIndex = Int(parent.index)
        let last = nodes[parentIndex].lastChildIndex
        let stored = storedNode(kind, range: range)
        nodes.append(stored)
        nodes[Int(id.index)].parentIndex = parent.index
        nodes[Int(id.index)].previousSiblingIndex = last
        if last >= 0 {
            nodes[Int(last)].nextSiblingIndex = id.index
        } else {
            nodes[parentIndex].firstChildIndex = id.index
        }
        nodes[parentIndex].lastChildIndex = id.index
        return id
    }
}

extension SyntaxTreeBuilder {
    /// `wrap(_:through:in:range:)`, building the new node in place in the
    /// arena (no copy and destroy of a local node on the way).
    @discardableResult
    mutating func wrapInline(_ first: NodeID, through last: NodeID, in kind: NodeKind, range: ByteRange) -> NodeID {
        let id = NodeID(nodes.count)
        let parent = nodes[Int(first.index)].parentIndex
        let previous = nodes[Int(first.index)].previousSiblingIndex
        let next = nodes[Int(last.index)].nextSiblingIndex
        let stored = storedNode(kind, range: range)
        nodes.append(stored)
        let index = Int(id.index)
        nodes[index].parentIndex = parent
        nodes[index].previousSiblingIndex = previous
        nodes[index].nextSiblingIndex = next
        nodes[index].firstChildIndex = first.index
        nodes[index].lastChildIndex = last.index
        if previous >= 0 {
            nodes[Int(previous)].nextSiblingIndex = id.index
        } else if parent >= 0 {
            nodes[Int(parent)].firstChildIndex = id.index
        }
        if next >= 0 {
            nodes[Int(next)].previousSiblingIndex = id.index
        } else if parent >= 0 {
            nodes[Int(parent)].lastChildIndex = id.index
        }
        nodes[Int(first.index)].previousSiblingIndex = -1
        nodes[Int(last.index)].nextSiblingIndex = -1
        var child = first.index
        while child >= 0 {
            nodes[Int(child)].parentIndex = id.index
            child = nodes[Int(child)].nextSiblingIndex
        }
        return id
    }
}

extension SyntaxTreeBuilder {
    /// `detach(_:)`, reading the node's links without copying the node.
    mutating func detachInline(_ id: NodeID) {
        let index = Int(id.index)
        let parent = nodes[index].parentIndex
        let previous = nodes[index].previousSiblingIndex
        let next = nodes[index].nextSiblingIndex
        if parent >= 0 && nodes[index].firstChildIndex < 0 { detachedLeaves &+= 1 }
        if previous >= 0 {
            nodes[Int(previous)].nextSiblingIndex = next
        } else if parent >= 0 {
            nodes[Int(parent)].firstChildIndex = next
        }
        if next >= 0 {
            nodes[Int(next)].previousSiblingIndex = previous
        } else if parent >= 0 {
            nodes[Int(parent)].lastChildIndex = previous
        }
        nodes[index].parentIndex = -1
        nodes[index].previousSiblingIndex = -1
        nodes[index].nextSiblingIndex = -1
    }
}

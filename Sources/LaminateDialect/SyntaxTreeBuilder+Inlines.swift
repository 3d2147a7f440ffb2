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

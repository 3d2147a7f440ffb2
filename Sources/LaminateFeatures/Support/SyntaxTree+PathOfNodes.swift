import LaminateDialect

extension SyntaxTree {
    /// The nodes whose ranges contain `offset`, from the document down to the
    /// deepest one. Walks down without recursion, so deep nesting costs only
    /// the length of the path.
    ///
    /// A node contains the offsets `start ..< end`; at a node's very end the
    /// path stops at its parent, as an editor's cursor after a word is no
    /// longer on it.
    func pathOfNodes(containing offset: Int) -> [NodeID] {
        var path = [root]
        guard let top = topLevelNodes(meeting: ByteRange(offset, offset)).first(where: { self[$0].range.contains(offset) }) else {
            return path
        }
        path.append(top)
        var current = top
        while let child = children(of: current).first(where: { self[$0].range.contains(offset) }) {
            path.append(child)
            current = child
        }
        return path
    }

    /// The marker of `kind` owned by `id` that contains `offset`, its end included.
    func marker(_ kind: MarkerKind, of id: NodeID, touching offset: Int) -> Marker? {
        markers(of: id).first { $0.kind == kind && $0.range.start <= offset && offset <= $0.range.end }
    }
}

/// Builds a `SyntaxTree`: the only mutable form of a tree.
///
/// The parser adds nodes and markers here and calls `finish` once; the result
/// is immutable. Nodes are linked as first/last child and next/previous
/// sibling, so inline processing can insert and regroup nodes (wrapping a run
/// of siblings in an emphasis node) in constant time per step.
public struct SyntaxTreeBuilder {
    public let source: [UInt8]
    var nodes: [SyntaxNode]
    var markers: [Marker] = []
    var issues: [SyntaxIssue] = []
    public var definitions = ReferenceDefinitions()

    public init(source: [UInt8]) {
        self.source = source
        self.nodes = [SyntaxNode(kind: .document, range: ByteRange(0, source.count))]
    }

    public var root: NodeID { NodeID(0) }

    public subscript(id: NodeID) -> SyntaxNode { nodes[Int(id.index)] }

    /// Adds a node as the last child of `parent`.
    @discardableResult
    public mutating func appendChild(_ kind: NodeKind, range: ByteRange, to parent: NodeID) -> NodeID {
        let id = NodeID(nodes.count)
        var node = SyntaxNode(kind: kind, range: range)
        node.parentIndex = parent.index
        let parentIndex = Int(parent.index)
        let last = nodes[parentIndex].lastChildIndex
        node.previousSiblingIndex = last
        nodes.append(node)
        if last >= 0 {
            nodes[Int(last)].nextSiblingIndex = id.index
        } else {
            nodes[parentIndex].firstChildIndex = id.index
        }
        nodes[parentIndex].lastChildIndex = id.index
        return id
    }

    /// Adds a new node, not yet in the tree, that takes the place of the
    /// siblings `first ... last` (in order, with the same parent) and becomes
    /// their parent: how emphasis wraps the text between its delimiters.
    @discardableResult
    public mutating func wrap(_ first: NodeID, through last: NodeID, in kind: NodeKind, range: ByteRange) -> NodeID {
        let id = NodeID(nodes.count)
        let parent = nodes[Int(first.index)].parentIndex
        var node = SyntaxNode(kind: kind, range: range)
        node.parentIndex = parent
        node.previousSiblingIndex = nodes[Int(first.index)].previousSiblingIndex
        node.nextSiblingIndex = nodes[Int(last.index)].nextSiblingIndex
        node.firstChildIndex = first.index
        node.lastChildIndex = last.index
        nodes.append(node)
        if node.previousSiblingIndex >= 0 {
            nodes[Int(node.previousSiblingIndex)].nextSiblingIndex = id.index
        } else if parent >= 0 {
            nodes[Int(parent)].firstChildIndex = id.index
        }
        if node.nextSiblingIndex >= 0 {
            nodes[Int(node.nextSiblingIndex)].previousSiblingIndex = id.index
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

    /// Takes `id` out of its parent's children (it stays in the arena, unreachable).
    public mutating func detach(_ id: NodeID) {
        let node = nodes[Int(id.index)]
        if node.previousSiblingIndex >= 0 {
            nodes[Int(node.previousSiblingIndex)].nextSiblingIndex = node.nextSiblingIndex
        } else if node.parentIndex >= 0 {
            nodes[Int(node.parentIndex)].firstChildIndex = node.nextSiblingIndex
        }
        if node.nextSiblingIndex >= 0 {
            nodes[Int(node.nextSiblingIndex)].previousSiblingIndex = node.previousSiblingIndex
        } else if node.parentIndex >= 0 {
            nodes[Int(node.parentIndex)].lastChildIndex = node.previousSiblingIndex
        }
        nodes[Int(id.index)].parentIndex = -1
        nodes[Int(id.index)].previousSiblingIndex = -1
        nodes[Int(id.index)].nextSiblingIndex = -1
    }

    public mutating func setKind(_ kind: NodeKind, of id: NodeID) { nodes[Int(id.index)].kind = kind }
    public mutating func setRange(_ range: ByteRange, of id: NodeID) { nodes[Int(id.index)].range = range }

    public mutating func addMarker(_ kind: MarkerKind, _ range: ByteRange, owner: NodeID) {
        markers.append(Marker(kind: kind, range: range, owner: owner))
    }

    public mutating func addIssue(_ issue: SyntaxIssue) { issues.append(issue) }

    /// Freezes the tree. Markers are grouped by owner in linear time.
    public func finish() -> SyntaxTree {
        var counts = [Int32](repeating: 0, count: nodes.count + 1)
        for marker in markers { counts[Int(marker.owner.index) + 1] += 1 }
        for index in 1..<counts.count { counts[index] += counts[index - 1] }
        var next = counts
        var sorted = markers
        for marker in markers {
            let owner = Int(marker.owner.index)
            sorted[Int(next[owner])] = marker
            next[owner] += 1
        }
        // Within one owner, markers were added in any order; put them in source
        // order (most owners add them in order already: check before sorting).
        for index in 0..<nodes.count where counts[index + 1] - counts[index] > 1 {
            let owned = Int(counts[index])..<Int(counts[index + 1])
            var inOrder = true
            for position in owned.dropFirst() where sorted[position].range < sorted[position - 1].range {
                inOrder = false
                break
            }
            if !inOrder { sorted[owned].sort { $0.range < $1.range } }
        }
        return SyntaxTree(source: source, nodes: nodes, markers: sorted, markerStarts: counts,
                          definitions: definitions, issues: issues)
    }
}

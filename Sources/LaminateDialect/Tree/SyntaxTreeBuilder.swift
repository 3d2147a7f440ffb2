/// Builds a `SyntaxTree`: the only mutable form of a tree.
///
/// The parser adds nodes and markers here and calls `finish` once; the result
/// is immutable. Nodes are linked as first/last child and next/previous
/// sibling, so inline processing can insert and regroup nodes (wrapping a run
/// of siblings in an emphasis node) in constant time per step.
public struct SyntaxTreeBuilder {
    public let source: [UInt8]
    var nodes: [StoredNode]
    var markers: [Marker] = []
    var issues: [SyntaxIssue] = []
    public var definitions = ReferenceDefinitions()
    /// How many source bytes this builder's nodes span (a chunk's length), for reserving room.
    var expectedLength: Int

    public init(source: [UInt8]) {
        self.source = source
        self.expectedLength = source.count
        self.nodes = [StoredNode(kind: .document, range: ByteRange(0, source.count))]
    }

    public var root: NodeID { NodeID(0) }

    subscript(id: NodeID) -> StoredNode { nodes[Int(id.index)] }

    /// Adds a node as the last child of `parent`.
    @discardableResult
    public mutating func appendChild(_ kind: NodeKind, range: ByteRange, to parent: NodeID) -> NodeID {
        let id = NodeID(nodes.count)
        var node = StoredNode(kind: kind, range: range)
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
        var node = StoredNode(kind: kind, range: range)
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

    /// Freezes the tree, as one chunk.
    public consuming func finish() -> SyntaxTree {
        var chunkDefinitions: [ChunkDefinition] = []
        for (label, definition) in definitions.byLabel {
            chunkDefinitions.append(ChunkDefinition(label: label, definition: definition))
        }
        let source = source
        let chunk = finishChunk(start: 0, length: source.count, definitions: chunkDefinitions, referencedLabels: [])
        return SyntaxTree(source: source, chunks: [chunk], chunkStarts: [0])
    }

    /// Freezes what was built as a chunk starting at `start`: every range
    /// made relative to it, markers grouped by owner in linear time.
    consuming func finishChunk(start: Int, length: Int, definitions: [ChunkDefinition], referencedLabels: Set<String>) -> TreeChunk {
        var counts = [Int32](repeating: 0, count: nodes.count + 1)
        for marker in markers { counts[Int(marker.owner.index) + 1] += 1 }
        for index in 1..<counts.count { counts[index] += counts[index - 1] }
        var next = counts
        var sorted = markers
        for var marker in markers {
            let owner = Int(marker.owner.index)
            marker.range = marker.range.shifted(by: -start)
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
        var relativeNodes = nodes
        nodes = []
        if start != 0 {
            for index in relativeNodes.indices { relativeNodes[index].range = relativeNodes[index].range.shifted(by: -start) }
        }
        for index in relativeNodes.indices {
            switch relativeNodes[index].kind {
            case .attributeSpan(var info):
                // A reference-form span reads its definition's text through
                // the tree when asked, so that text may move on its own.
                info.attributes = info.referenceLabel == nil ? info.attributes.shifted(by: -start) : MappedText()
                relativeNodes[index].kind = .attributeSpan(info)
            case .attributeDefinition(var info):
                info.attributes = info.attributes.shifted(by: -start)
                relativeNodes[index].kind = .attributeDefinition(info)
            default:
                break
            }
        }
        relativeNodes[0].range = ByteRange(0, length)
        let relativeIssues = issues.map { SyntaxIssue(kind: $0.kind, range: $0.range.shifted(by: -start)) }
        let relativeDefinitions = definitions.map { entry in
            var entry = entry
            if case .attributes(let text) = entry.definition { entry.definition = .attributes(text.shifted(by: -start)) }
            return entry
        }
        return TreeChunk(nodes: relativeNodes, markers: sorted, markerStarts: counts, issues: relativeIssues,
                         length: length, definitions: relativeDefinitions, referencedLabels: referencedLabels)
    }
}

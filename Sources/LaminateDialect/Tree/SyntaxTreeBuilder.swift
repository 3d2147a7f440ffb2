/// Builds a `SyntaxTree`: the only mutable form of a tree.
///
/// The parser adds nodes and markers here and calls `finish` once; the result
/// is immutable. Nodes are linked as first/last child and next/previous
/// sibling, so inline processing can insert and regroup nodes (wrapping a run
/// of siblings in an emphasis node) in constant time per step.
public struct SyntaxTreeBuilder {
    public let source: [UInt8]
    var nodes: [BuilderNode]
    /// The payloads of the nodes' kinds (see `BuilderNode.payload`).
    var payloads: [NodeKind] = []
    var markers: [BuilderMarker] = []
    var issues: [SyntaxIssue] = []
    public var definitions = ReferenceDefinitions()
    /// How many source bytes this builder's nodes span (a chunk's length), for reserving room.
    var expectedLength: Int
    /// How many childless nodes were taken out of the tree (see `detach`):
    /// the stored nodes are this many fewer than the built, so a finished
    /// chunk allocates them at their size without counting them first.
    var detachedLeaves = 0

    public init(source: [UInt8]) {
        self.source = source
        self.expectedLength = source.count
        self.nodes = [BuilderNode(tag: .document, range: ByteRange(0, source.count))]
    }

    /// Empties the builder for another chunk, keeping its storage (how
    /// `laminate html` builds every chunk in one builder).
    mutating func removeAll(expectedLength: Int) {
        nodes.removeAll(keepingCapacity: true)
        nodes.append(BuilderNode(tag: .document, range: ByteRange(0, source.count)))
        payloads.removeAll(keepingCapacity: true)
        markers.removeAll(keepingCapacity: true)
        issues.removeAll(keepingCapacity: true)
        definitions = ReferenceDefinitions()
        self.expectedLength = expectedLength
        detachedLeaves = 0
    }

    /// A new stored node of `kind`, its payload (if it has one) added to `payloads`.
    mutating func storedNode(_ kind: NodeKind, range: ByteRange) -> BuilderNode {
        let storage = kind.storage
        guard storage.needsPayload else { return BuilderNode(tag: storage.tag, detail: storage.detail, range: range) }
        payloads.append(kind)
        return BuilderNode(tag: storage.tag, detail: storage.detail, payload: Int32(payloads.count - 1), range: range)
    }

    /// The kind of node `index` as built (attribute texts absolute).
    func kind(at index: Int) -> NodeKind {
        let node = nodes[index]
        return node.payload >= 0 ? payloads[Int(node.payload)] : NodeKind.unpacked(node.tag, detail: node.detail)
    }

    public var root: NodeID { NodeID(0) }

    /// Adds a node as the last child of `parent`.
    @discardableResult
    public mutating func appendChild(_ kind: NodeKind, range: ByteRange, to parent: NodeID) -> NodeID {
        let id = NodeID(nodes.count)
        var node = storedNode(kind, range: range)
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
        var node = storedNode(kind, range: range)
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
        if node.parentIndex >= 0 && node.firstChildIndex < 0 { detachedLeaves &+= 1 }
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

    /// Changes a node's kind (a bracket's opener text becoming a link), reusing
    /// its payload slot when both kinds have one.
    public mutating func setKind(_ kind: NodeKind, of id: NodeID) {
        let index = Int(id.index)
        let storage = kind.storage
        nodes[index].tag = storage.tag
        nodes[index].detail = storage.detail
        if !storage.needsPayload {
            nodes[index].payload = -1
        } else if nodes[index].payload >= 0 {
            payloads[Int(nodes[index].payload)] = kind
        } else {
            payloads.append(kind)
            nodes[index].payload = Int32(payloads.count - 1)
        }
    }
    public mutating func setRange(_ range: ByteRange, of id: NodeID) { nodes[Int(id.index)].range = range }

    public mutating func addMarker(_ kind: MarkerKind, _ range: ByteRange, owner: NodeID) {
        markers.append(BuilderMarker(stored: StoredMarker(kind: kind, range: range), owner: owner.index))
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
}

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

    /// Freezes what was built as a chunk starting at `start`: the nodes a
    /// reader can reach stored in document order (`StoredNode`; detached
    /// ones left out) with every range made relative to it, markers grouped
    /// by owner in linear time, and every array copied to its exact size
    /// (the builder reserved for the typical document; a tree is kept for
    /// long, so it keeps no slack).
    consuming func finishChunk(start: Int, length: Int, definitions: [ChunkDefinition], referencedLabels: Set<String>) -> TreeChunk {
        let delta = Int32(start)
        let order = documentOrder()
        // Markers, counted and placed by their owner's new index (a
        // detached owner's are dropped: no reader can name it).
        var counts = [Int32](repeating: 0, count: order.nodeCount + 1)
        var keptMarkers = 0
        for marker in markers {
            let owner = order.newIndex[Int(marker.owner)]
            if owner >= 0 {
                counts[Int(owner) + 1] += 1
                keptMarkers += 1
            }
        }
        for index in 1..<counts.count { counts[index] += counts[index - 1] }
        var next = counts
        let placeholder = StoredMarker(kind: .headingMarker, range: ByteRange(0, 0))
        var sorted = [StoredMarker](repeating: placeholder, count: keptMarkers)
        for marker in markers {
            let owner = Int(order.newIndex[Int(marker.owner)])
            guard owner >= 0 else { continue }
            var stored = marker.stored
            stored.start &-= delta
            stored.end &-= delta
            sorted[Int(next[owner])] = stored
            next[owner] += 1
        }
        markers = []
        // Within one owner, markers were added in any order; put them in source
        // order (most owners add them in order already: check before sorting).
        for index in 0..<(counts.count - 1) where counts[index + 1] - counts[index] > 1 {
            let owned = Int(counts[index])..<Int(counts[index + 1])
            var inOrder = true
            for position in owned.dropFirst() where sorted[position].range < sorted[position - 1].range {
                inOrder = false
                break
            }
            if !inOrder { sorted[owned].sort { $0.range < $1.range } }
        }
        var relativePayloads: [NodeKind] = []
        relativePayloads.reserveCapacity(order.payloadCount)
        let relativeNodes = nodes.withUnsafeBufferPointer { built in
            [StoredNode](unsafeUninitializedCapacity: order.nodeCount) { buffer, count in
                for (newIndex, oldIndex) in order.oldIndex.enumerated() {
                    let node = built[Int(oldIndex)]
                    var payload: Int32 = -1
                    if node.payload >= 0 {
                        payload = Int32(relativePayloads.count)
                        relativePayloads.append(Self.relative(payloads[Int(node.payload)], to: start))
                    }
                    let parent = node.parentIndex >= 0 && newIndex > 0 ? order.newIndex[Int(node.parentIndex)] : -1
                    var stored = StoredNode(node, payload: payload, parentIndex: parent, subtreeEnd: order.subtreeEnd[newIndex])
                    stored.start &-= delta
                    stored.end &-= delta
                    buffer[newIndex] = stored
                }
                buffer[0].start = 0
                buffer[0].end = Int32(length)
                count = order.nodeCount
            }
        }
        nodes = []
        let relativeIssues = issues.map { SyntaxIssue(kind: $0.kind, range: $0.range.shifted(by: -start)) }
        let relativeDefinitions = definitions.map { entry in
            var entry = entry
            if case .attributes(let text) = entry.definition { entry.definition = .attributes(text.shifted(by: -start)) }
            return entry
        }
        return TreeChunk(nodes: relativeNodes, payloads: relativePayloads, markers: sorted, markerStarts: counts,
                         issues: relativeIssues, length: length, definitions: relativeDefinitions,
                         referencedLabels: referencedLabels)
    }

    /// A payload with its attribute text made relative to the chunk's start.
    private static func relative(_ kind: NodeKind, to start: Int) -> NodeKind {
        switch kind {
        case .attributeSpan(var info):
            // A reference-form span reads its definition's text through
            // the tree when asked, so that text may move on its own.
            info.attributes = info.referenceLabel == nil ? info.attributes.shifted(by: -start) : MappedText()
            return .attributeSpan(info)
        case .attributeDefinition(var info):
            info.attributes = info.attributes.shifted(by: -start)
            return .attributeDefinition(info)
        default:
            return kind
        }
    }

    /// The nodes reachable from the root in document order, with the map
    /// between old and new indices and each subtree's end. Written through
    /// buffers of the builder's size (the reachable nodes are at most that
    /// many): it runs once per node of every parse, and appending with its
    /// capacity and bounds checks was most of its time.
    private func documentOrder() -> DocumentOrder {
        let capacity = nodes.count
        var nodeCount = 0
        var payloadCount = 0
        var oldIndex: [Int32] = []
        var subtreeEnd: [Int32] = []
        let newIndex = [Int32](unsafeUninitializedCapacity: capacity) { newIndex, newCount in
            newIndex.initialize(repeating: -1)
            newCount = capacity
            oldIndex = [Int32](unsafeUninitializedCapacity: capacity) { oldIndex, oldCount in
                subtreeEnd = [Int32](unsafeUninitializedCapacity: capacity) { subtreeEnd, endCount in
                    nodes.withUnsafeBufferPointer { nodes in
                        var current = 0
                        var entering = true
                        while true {
                            if entering {
                                let node = nodes[current]
                                newIndex[current] = Int32(truncatingIfNeeded: nodeCount)
                                oldIndex[nodeCount] = Int32(truncatingIfNeeded: current)
                                nodeCount &+= 1
                                if node.payload >= 0 { payloadCount &+= 1 }
                                if node.firstChildIndex >= 0 {
                                    current = Int(node.firstChildIndex)
                                    continue
                                }
                                entering = false
                            }
                            subtreeEnd[Int(newIndex[current])] = Int32(truncatingIfNeeded: nodeCount)
                            if current == 0 { return }
                            let sibling = nodes[current].nextSiblingIndex
                            if sibling >= 0 {
                                current = Int(sibling)
                                entering = true
                            } else {
                                current = max(0, Int(nodes[current].parentIndex))
                            }
                        }
                    }
                    endCount = nodeCount
                }
                oldCount = nodeCount
            }
        }
        return DocumentOrder(newIndex: newIndex, oldIndex: oldIndex, subtreeEnd: subtreeEnd, payloadCount: payloadCount)
    }
}

/// The reachable nodes of a builder in document order (see `finishChunk`).
private struct DocumentOrder {
    /// For each builder index, the stored index, or -1 if unreachable.
    let newIndex: [Int32]
    /// For each stored index, the builder index.
    let oldIndex: [Int32]
    /// For each stored index, one past the last index of its subtree.
    let subtreeEnd: [Int32]
    let payloadCount: Int

    var nodeCount: Int { oldIndex.count }
}

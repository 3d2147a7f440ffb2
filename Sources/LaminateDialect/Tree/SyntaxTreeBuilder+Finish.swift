extension SyntaxTreeBuilder {
    /// Freezes what was built as a chunk starting at `start`: the nodes a
    /// reader can reach stored in document order (`StoredNode`; detached
    /// ones left out) with every range made relative to it, markers grouped
    /// by owner in linear time, and the payloads that read back from the
    /// source and markers left out (`DerivedPayload`), the rest in a table
    /// of their exact size (a tree is kept for long, so it keeps no slack).
    consuming func finishChunk(start: Int, length: Int, definitions: [ChunkDefinition], referencedLabels: Set<String>) -> TreeChunk {
        let delta = Int32(start)
        var newIndex: [Int32] = []
        var payloadOwners: [Int32] = []
        // Sized to the reachable nodes when only leaves were detached (a
        // detached subtree makes more unreachable: then the walk stops at
        // the estimate and runs again with room for every built node).
        var stored =
            storedInDocumentOrder(
                capacity: max(1, nodes.count &- detachedLeaves), delta: delta, length: length,
                newIndex: &newIndex, payloadOwners: &payloadOwners)
            ?? storedInDocumentOrder(
                capacity: nodes.count, delta: delta, length: length,
                newIndex: &newIndex, payloadOwners: &payloadOwners)!
        let (markers, markerStarts) = markersByOwner(newIndex: newIndex, nodeCount: stored.count, delta: delta)
        self.markers = []
        var table: [NodeKind] = []
        source.withUnsafeBufferPointer { bytes in
            markers.withUnsafeBufferPointer { markers in
                let payloadSource = PayloadSource(buffer: bytes, offset: start, base: start)
                for owner in payloadOwners {
                    let index = Int(owner)
                    let node = stored[index]
                    let kind = payloads[Int(node.payload)]
                    let owned = UnsafeBufferPointer(rebasing: markers[Int(markerStarts[index])..<Int(markerStarts[index &+ 1])])
                    if let compact = DerivedPayload.compacted(
                        kind, tag: node.tag, start: node.start, end: node.end,
                        markers: owned, in: payloadSource)
                    {
                        stored[index].detail = compact.detail
                        stored[index].payload = compact.field
                    } else {
                        stored[index].payload = Int32(table.count)
                        table.append(Self.relative(kind, to: start))
                    }
                }
            }
        }
        nodes = []
        payloads = []
        var exactTable: [NodeKind] = []
        exactTable.reserveCapacity(table.count)
        exactTable.append(contentsOf: table)
        let relativeIssues = issues.map { SyntaxIssue(kind: $0.kind, range: $0.range.shifted(by: -start)) }
        let relativeDefinitions = definitions.map { entry in
            var entry = entry
            if case .attributes(let text) = entry.definition { entry.definition = .attributes(text.shifted(by: -start)) }
            return entry
        }
        return TreeChunk(
            nodes: stored, payloads: exactTable, markers: markers, markerStarts: markerStarts,
            issues: relativeIssues, length: length, definitions: relativeDefinitions,
            referencedLabels: referencedLabels)
    }

    /// The nodes reachable from the root, stored in document order as one
    /// walk enters them (a node's parent is entered before it, so its new
    /// index is known; its subtree's end is written as the walk leaves it),
    /// ranges made relative to `delta`. `newIndex` gets each builder index's
    /// stored index (-1 if unreachable), `payloadOwners` the stored indices
    /// of nodes with a payload, whose `payload` still indexes the builder's
    /// table. Written through a buffer of `capacity` nodes: nil when more
    /// are reachable. This runs once per node of every parse.
    private func storedInDocumentOrder(
        capacity: Int, delta: Int32, length: Int, newIndex: inout [Int32],
        payloadOwners: inout [Int32]
    ) -> [StoredNode]? {
        var owners: [Int32] = []
        owners.reserveCapacity(payloads.count)
        var map = [Int32](repeating: -1, count: nodes.count)
        var overflowed = false
        let stored = nodes.withUnsafeBufferPointer { built in
            map.withUnsafeMutableBufferPointer { map in
                [StoredNode](unsafeUninitializedCapacity: capacity) { buffer, count in
                    var nodeCount = 0
                    var current = 0
                    var entering = true
                    while true {
                        if entering {
                            guard nodeCount < capacity else {
                                overflowed = true
                                count = 0
                                return
                            }
                            let node = built[current]
                            let index = Int32(truncatingIfNeeded: nodeCount)
                            map[current] = index
                            let parent: Int32 = current == 0 ? -1 : map[Int(node.parentIndex)]
                            var storedNode = StoredNode(node, payload: node.payload, parentIndex: parent, subtreeEnd: 0)
                            storedNode.start &-= delta
                            storedNode.end &-= delta
                            buffer[nodeCount] = storedNode
                            if node.payload >= 0 { owners.append(index) }
                            nodeCount &+= 1
                            if node.firstChildIndex >= 0 {
                                current = Int(node.firstChildIndex)
                                continue
                            }
                            entering = false
                        }
                        buffer[Int(map[current])].subtreeEnd = Int32(truncatingIfNeeded: nodeCount)
                        if current == 0 { break }
                        let sibling = built[current].nextSiblingIndex
                        if sibling >= 0 {
                            current = Int(sibling)
                            entering = true
                        } else {
                            current = max(0, Int(built[current].parentIndex))
                        }
                    }
                    buffer[0].start = 0
                    buffer[0].end = Int32(length)
                    count = nodeCount
                }
            }
        }
        guard !overflowed else { return nil }
        newIndex = map
        payloadOwners = owners
        return stored
    }

    /// The markers of reachable nodes, grouped by their owner's stored index
    /// (counted, then placed: linear), each owner's in source order, ranges
    /// relative to `delta`; and where each owner's begin. A detached
    /// owner's markers are dropped: no reader can name it.
    private func markersByOwner(newIndex: [Int32], nodeCount: Int, delta: Int32) -> ([StoredMarker], [Int32]) {
        // Through buffers: this runs once per marker of every parse, and
        // checked subscripts of arrays being written cost more than the work.
        var counts = [Int32](repeating: 0, count: nodeCount + 1)
        var keptMarkers = 0
        newIndex.withUnsafeBufferPointer { newIndex in
            counts.withUnsafeMutableBufferPointer { counts in
                for marker in markers {
                    let owner = newIndex[Int(marker.owner)]
                    if owner >= 0 {
                        counts[Int(owner) &+ 1] &+= 1
                        keptMarkers &+= 1
                    }
                }
                for index in counts.indices.dropFirst() { counts[index] &+= counts[index &- 1] }
            }
        }
        var next = counts
        let placeholder = StoredMarker(kind: .headingMarker, range: ByteRange(0, 0))
        var sorted = [StoredMarker](repeating: placeholder, count: keptMarkers)
        newIndex.withUnsafeBufferPointer { newIndex in
            next.withUnsafeMutableBufferPointer { next in
                sorted.withUnsafeMutableBufferPointer { sorted in
                    for marker in markers {
                        let owner = Int(newIndex[Int(marker.owner)])
                        guard owner >= 0 else { continue }
                        var stored = marker.stored
                        stored.start &-= delta
                        stored.end &-= delta
                        sorted[Int(next[owner])] = stored
                        next[owner] &+= 1
                    }
                }
            }
        }
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
        return (sorted, counts)
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
}

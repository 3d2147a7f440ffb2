/// What a tree's storage is made of, part by part, in bytes: how the
/// benchmark (`laminate-bench memory`, `parse --census`) says where a tree's
/// memory goes, so that a change to the layout is measured, not guessed.
///
/// Arrays count their capacity (what malloc holds), with what is beyond
/// their count reported as slack; heap blocks that payloads own (strings
/// longer than 15 bytes, the arrays of a `MappedText`) are estimated from
/// their sizes as Swift and glibc lay them out: a 32-byte header for an
/// array or string, and malloc's 8 bytes, rounded up to 16.
public struct TreeStorageCensus: Sendable {
    /// One part: a label and its bytes.
    public struct Part: Sendable {
        public let label: String
        public let bytes: Int
        /// How many things the part holds (nodes, markers, …), or 0.
        public let count: Int
    }

    public let parts: [Part]
    public var totalBytes: Int { parts.reduce(0) { $0 + $1.bytes } }

    init(_ tree: SyntaxTree) {
        var nodes = 0
        var nodeCapacity = 0
        var payloadSlots = 0
        var payloadCapacity = 0
        var payloadHeap = 0
        var markers = 0
        var markerCapacity = 0
        var markerStarts = 0
        var markerStartCapacity = 0
        var issues = 0
        var definitions = 0
        var labels = 0
        var labelBytes = 0
        var derived = 0
        for chunk in tree.chunks {
            for node in chunk.nodes where node.tag.hasPayload && !node.payloadIsInTable { derived += 1 }
            nodes += chunk.nodes.count
            nodeCapacity += chunk.nodes.capacity
            payloadSlots += chunk.payloads.count
            payloadCapacity += chunk.payloads.capacity
            for kind in chunk.payloads { payloadHeap += Self.heapBytes(of: kind) }
            markers += chunk.markers.count
            markerCapacity += chunk.markers.capacity
            markerStarts += chunk.markerStarts.count
            markerStartCapacity += chunk.markerStarts.capacity
            issues += chunk.issues.count
            definitions += chunk.definitions.count
            labels += chunk.referencedLabels.count
            labelBytes += chunk.referencedLabels.isEmpty ? 0 : Self.block(32 + chunk.referencedLabels.capacity * (16 + 1))
            for label in chunk.referencedLabels { labelBytes += Self.heapBytes(of: label) }
        }
        let arrays = tree.chunks.count * 5
        var parts: [Part] = []
        parts.append(
            Part(
                label: "nodes (\(MemoryLayout<StoredNode>.stride) B each)",
                bytes: nodes * MemoryLayout<StoredNode>.stride, count: nodes))
        parts.append(Part(label: "  slack beyond the nodes", bytes: (nodeCapacity - nodes) * MemoryLayout<StoredNode>.stride, count: 0))
        parts.append(
            Part(
                label: "markers (\(MemoryLayout<StoredMarker>.stride) B each)",
                bytes: markers * MemoryLayout<StoredMarker>.stride, count: markers))
        parts.append(
            Part(
                label: "  slack beyond the markers",
                bytes: (markerCapacity - markers) * MemoryLayout<StoredMarker>.stride, count: 0))
        parts.append(Part(label: "marker starts (4 B per node)", bytes: markerStartCapacity * 4, count: markerStarts))
        parts.append(Part(label: "payloads read back from the source and markers (nothing stored)", bytes: 0, count: derived))
        parts.append(
            Part(
                label: "payload table kinds (\(MemoryLayout<NodeKind>.stride) B each)",
                bytes: payloadCapacity * MemoryLayout<NodeKind>.stride, count: payloadSlots))
        parts.append(Part(label: "  heap the table's kinds own (strings, mapped texts), estimated", bytes: payloadHeap, count: 0))
        parts.append(Part(label: "issues", bytes: issues * MemoryLayout<SyntaxIssue>.stride, count: issues))
        parts.append(Part(label: "definitions", bytes: definitions * MemoryLayout<ChunkDefinition>.stride, count: definitions))
        parts.append(Part(label: "referenced labels (sets), estimated", bytes: labelBytes, count: labels))
        parts.append(
            Part(
                label: "chunk objects and array headers (\(tree.chunks.count) chunks)",
                bytes: tree.chunks.count * (Self.block(16 + 8 * 9)) + arrays * 32, count: tree.chunks.count))
        let startBytes = (tree.chunkStarts.capacity + tree.indexBases.capacity) * 8 + tree.chunkFollowsClosedBlocks.capacity
        parts.append(Part(label: "chunk starts and index bases", bytes: startBytes, count: 0))
        self.parts = parts
    }

    /// A malloc block for `bytes` of payload: 8 bytes of header, 16-byte steps.
    static func block(_ bytes: Int) -> Int { (bytes + 8 + 15) / 16 * 16 }

    static func heapBytes(of string: String) -> Int {
        let count = string.utf8.count
        return count <= 15 ? 0 : block(32 + count)
    }

    static func heapBytes(of string: String?) -> Int { string.map { heapBytes(of: $0) } ?? 0 }

    static func heapBytes(of text: MappedText) -> Int {
        (text.bytes.capacity == 0 ? 0 : block(32 + text.bytes.capacity))
            + (text.storedPieceCapacity == 0 ? 0 : block(32 + text.storedPieceCapacity * MemoryLayout<MappedText.Piece>.stride))
    }

    static func heapBytes(of kind: NodeKind) -> Int {
        switch kind {
        case .list: 0
        case .codeBlock(let info): heapBytes(of: info.info) + heapBytes(of: info.content)
        case .htmlBlock(let content), .entity(let content), .codeSpan(let content), .inlineHTML(let content):
            heapBytes(of: content)
        case .linkReferenceDefinition(let info):
            heapBytes(of: info.normalizedLabel) + heapBytes(of: info.destination) + heapBytes(of: info.title)
        case .attributeDefinition(let info): heapBytes(of: info.normalizedLabel) + heapBytes(of: info.attributes)
        case .table(let alignments): alignments.isEmpty ? 0 : block(32 + alignments.capacity)
        case .link(let info), .image(let info):
            heapBytes(of: info.destination) + heapBytes(of: info.title) + heapBytes(of: info.referenceLabel)
        case .autolink(let destination, _): heapBytes(of: destination)
        case .attributeSpan(let info): heapBytes(of: info.attributes) + heapBytes(of: info.referenceLabel)
        default: 0
        }
    }

    /// Lines of `label: MB`, for a terminal.
    public var text: String {
        var lines = parts.map { part in
            let megabytes = Double(part.bytes) / 1e6
            let rounded = (megabytes * 100).rounded() / 100
            return "  \(part.label): \(rounded) MB" + (part.count > 0 ? " (\(part.count))" : "")
        }
        lines.append("  total: \((Double(totalBytes) / 1e4).rounded() / 100) MB")
        return lines.joined(separator: "\n")
    }
}

extension SyntaxTree {
    /// What the tree's storage is made of (see `TreeStorageCensus`).
    public var storageCensus: TreeStorageCensus { TreeStorageCensus(self) }
}

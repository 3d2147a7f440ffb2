/// Something the parser noticed that is not an error in CommonMark but that a
/// writer of Attributed Markdown probably did not mean.
public struct SyntaxIssue: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `^[text]` followed by neither `(` nor a defined label: literal text.
        case unfinishedAttributeSpan
        /// `^[text][label]` whose label has no definition: literal text.
        case undefinedAttributeLabel(String)
        /// An attribute list nested more than 32 parentheses deep: literal text.
        case attributeNestingTooDeep
    }
    public var kind: Kind
    /// The whole literal source that did not become a span.
    public var range: ByteRange

    public init(kind: Kind, range: ByteRange) {
        self.kind = kind
        self.range = range
    }
}

/// An immutable, exact syntax tree of one document.
///
/// Every node carries its byte range in `source`, and every piece of markup
/// (delimiters, markers, fences, brackets, pipes) is a `Marker` with its own
/// range, so features can colour or edit syntax without reparsing.
///
/// The nodes are stored in chunks of whole top-level blocks (`TreeChunk`),
/// each relative to its own start, so that the tree of an edited text reuses
/// every chunk the edit did not touch (see `MarkdownParser.parse(_:editing:)`).
/// Readers never see the chunks: ids, ranges and links read as one tree.
public struct SyntaxTree: Sendable {
    /// The UTF-8 source the tree was parsed from.
    public let source: [UInt8]
    /// In document order; never empty, and the first starts at 0.
    @usableFromInline let chunks: [TreeChunk]
    /// Where each chunk starts in `source` now (`chunkStart(_:)` one of them;
    /// a table kept per chunk shares this array rather than copying it).
    public let chunkStarts: [Int]
    /// Beside `chunkStarts` (or empty, when the tree's maker did not know):
    /// whether every block before each chunk was closed before its first
    /// line. A fact about the text before the chunk, which an edit there
    /// can change, so it is kept here rather than in the shared `TreeChunk`.
    let chunkFollowsClosedBlocks: [Bool]
    /// The first dense index (see `denseIndex(of:)`) of each chunk's nodes.
    let indexBases: [Int]
    /// The reference definition in force for each label (the first in the
    /// document), with the index of the chunk that holds it.
    let definitionTable: [String: DefinitionInForce]
    /// Which texts the attribute definitions have (see `DefinitionTextsStamp`).
    public let definitionTexts: DefinitionTextsStamp
    @usableFromInline let documentNode: SyntaxNode
    /// The last top-level block (a `SyntaxNode` holds no last child).
    @usableFromInline let documentLastChild: NodeID?
    /// The least size of a chunk the parser cut (re-parses keep it).
    let chunkSize: Int

    /// A tree of `chunks`; `definitionTable` is the definitions in force, when
    /// the caller has it (an incremental parse updates the previous one).
    /// Without `chunkFollowsClosedBlocks`, no chunk is known to follow
    /// closed blocks (an edit of its first line re-reads the chunk before).
    init(
        source: [UInt8], chunks: [TreeChunk], chunkStarts: [Int], chunkFollowsClosedBlocks: [Bool] = [],
        chunkSize: Int = BlockParser.defaultChunkSize,
        definitionTable: [String: DefinitionInForce]? = nil, definitionTexts: DefinitionTextsStamp? = nil
    ) {
        precondition(
            !chunks.isEmpty && chunks.count == chunkStarts.count && chunkStarts[0] == 0,
            "a tree has chunks from offset 0 on")
        self.source = source
        self.chunks = chunks
        self.chunkStarts = chunkStarts
        self.chunkFollowsClosedBlocks = chunkFollowsClosedBlocks.count == chunks.count ? chunkFollowsClosedBlocks : []
        self.chunkSize = chunkSize
        var bases: [Int] = []
        bases.reserveCapacity(chunks.count + 1)
        var total = 0
        for chunk in chunks {
            bases.append(total)
            total += chunk.nodes.count
        }
        bases.append(total)
        indexBases = bases
        self.definitionTable = definitionTable ?? DefinitionInForce.table(of: chunks)
        self.definitionTexts = definitionTexts ?? DefinitionTextsStamp()
        documentNode = SyntaxNode(
            kind: .document, range: ByteRange(0, source.count), parent: nil,
            firstChild: Self.firstTopLevel(in: chunks, from: 0), nextSibling: nil)
        documentLastChild = Self.lastTopLevel(in: chunks, before: chunks.count)
    }

    public var root: NodeID { NodeID(0) }

    // Inlinable so that `tree[id].range` in other modules computes only what
    // it reads: the validator and the token collector do that for every node.
    @inlinable public subscript(id: NodeID) -> SyntaxNode {
        if id.index == 0 { return documentNode }
        let chunkIndex = Int(id.chunk)
        let chunk = chunks[chunkIndex]
        let stored = chunk.nodes[Int(id.index)]
        let base = chunkStarts[chunkIndex]
        let range = ByteRange(Int(stored.start) &+ base, Int(stored.end) &+ base)
        let isTopLevel = stored.parentIndex == 0
        let index = Int(id.index)
        let kind =
            stored.tag.hasPayload
            ? payloadKind(chunk: chunkIndex, index: index)
            : NodeKind.unpacked(stored.tag, detail: stored.detail)
        let nodes = chunk.nodes
        let firstChild = nodes.firstChildIndex(of: index)
        let nextSibling = nodes.nextSiblingIndex(of: index)
        return SyntaxNode(
            kind: kind,
            range: range,
            parent: stored.parentIndex > 0 ? NodeID(chunk: id.chunk, index: stored.parentIndex) : isTopLevel ? NodeID(0) : nil,
            firstChild: firstChild >= 0 ? NodeID(chunk: id.chunk, index: firstChild) : nil,
            nextSibling: nextSibling >= 0
                ? NodeID(chunk: id.chunk, index: nextSibling)
                : isTopLevel ? Self.firstTopLevel(in: chunks, from: chunkIndex + 1) : nil)
    }

    /// The attribute text of the definition in force for `label` (a
    /// normalized label), if it is an attribute definition.
    public func attributeDefinitionText(_ label: String) -> MappedText? {
        guard let entry = definitionTable[label], case .attributes(let text) = entry.definition else { return nil }
        return text.shifted(by: chunkStarts[entry.chunk])
    }

    @usableFromInline static func firstTopLevel(in chunks: [TreeChunk], from start: Int) -> NodeID? {
        var index = start
        while index < chunks.count {
            let first = chunks[index].firstTopLevelIndex
            if first >= 0 { return NodeID(chunk: Int32(index), index: first) }
            index += 1
        }
        return nil
    }

    @usableFromInline static func lastTopLevel(in chunks: [TreeChunk], before end: Int) -> NodeID? {
        var index = end - 1
        while index >= 0 {
            let last = chunks[index].lastTopLevelIndex
            if last >= 0 { return NodeID(chunk: Int32(index), index: last) }
            index -= 1
        }
        return nil
    }

    public func children(of id: NodeID) -> Children { Children(tree: self, first: firstChild(of: id)) }

    // One fact of a node, read without making its `SyntaxNode` (and so
    // without copying its kind's payload): what a walk over every node needs.

    /// The node's kind without its payload.
    @inlinable public func tag(of id: NodeID) -> NodeTag {
        id.index == 0 ? .document : chunks[Int(id.chunk)].nodes[Int(id.index)].tag
    }

    /// The node's range, without its kind or links.
    @inlinable public func range(of id: NodeID) -> ByteRange {
        if id.index == 0 { return documentNode.range }
        let chunkIndex = Int(id.chunk)
        let stored = chunks[chunkIndex].nodes[Int(id.index)]
        let base = chunkStarts[chunkIndex]
        return ByteRange(Int(stored.start) &+ base, Int(stored.end) &+ base)
    }

    /// The node's kind, without its links.
    @inlinable public func kind(of id: NodeID) -> NodeKind {
        if id.index == 0 { return .document }
        let chunkIndex = Int(id.chunk)
        let stored = chunks[chunkIndex].nodes[Int(id.index)]
        return stored.tag.hasPayload
            ? payloadKind(chunk: chunkIndex, index: Int(id.index))
            : NodeKind.unpacked(stored.tag, detail: stored.detail)
    }

    @inlinable public func isBlock(_ id: NodeID) -> Bool { id.index == 0 || chunks[Int(id.chunk)].nodes[Int(id.index)].isBlock }

    @inlinable public func lastChild(of id: NodeID) -> NodeID? {
        if id.index == 0 { return documentLastChild }
        let last = chunks[Int(id.chunk)].nodes.lastChildIndex(of: Int(id.index))
        return last >= 0 ? NodeID(chunk: id.chunk, index: last) : nil
    }

    @inlinable public func firstChild(of id: NodeID) -> NodeID? {
        if id.index == 0 { return documentNode.firstChild }
        let first = chunks[Int(id.chunk)].nodes.firstChildIndex(of: Int(id.index))
        return first >= 0 ? NodeID(chunk: id.chunk, index: first) : nil
    }

    @inlinable public func nextSibling(of id: NodeID) -> NodeID? {
        if id.index == 0 { return nil }
        let nodes = chunks[Int(id.chunk)].nodes
        let next = nodes.nextSiblingIndex(of: Int(id.index))
        if next >= 0 { return NodeID(chunk: id.chunk, index: next) }
        return nodes[Int(id.index)].parentIndex == 0 ? Self.firstTopLevel(in: chunks, from: Int(id.chunk) + 1) : nil
    }

    /// Derived, as `lastChild(of:)` is (see `StoredNode`): a walk up from
    /// the node before, as many steps as that node is nested below the
    /// sibling, so ask for it only where it is needed.
    @inlinable public func previousSibling(of id: NodeID) -> NodeID? {
        if id.index == 0 { return nil }
        let nodes = chunks[Int(id.chunk)].nodes
        let previous = nodes.previousSiblingIndex(of: Int(id.index))
        if previous >= 0 { return NodeID(chunk: id.chunk, index: previous) }
        return nodes[Int(id.index)].parentIndex == 0 ? Self.lastTopLevel(in: chunks, before: Int(id.chunk)) : nil
    }

    @inlinable public func parent(of id: NodeID) -> NodeID? {
        if id.index == 0 { return nil }
        let parent = chunks[Int(id.chunk)].nodes[Int(id.index)].parentIndex
        return parent > 0 ? NodeID(chunk: id.chunk, index: parent) : parent == 0 ? NodeID(0) : nil
    }

    /// The markers of a node, in source order.
    public func markers(of id: NodeID) -> MarkerList {
        guard id.index > 0 else { return MarkerList(markers: [], base: 0, owner: id) }
        let chunk = chunks[Int(id.chunk)]
        let index = Int(id.index)
        let owned = chunk.markers[Int(chunk.markerStarts[index])..<Int(chunk.markerStarts[index + 1])]
        return MarkerList(markers: owned, base: chunkStarts[Int(id.chunk)], owner: id)
    }

    /// Reference definitions in force (link and attribute), by normalized label.
    public var definitions: ReferenceDefinitions {
        var definitions = ReferenceDefinitions()
        for (label, entry) in definitionTable {
            switch entry.definition {
            case .link: definitions.define(label, as: entry.definition)
            case .attributes(let text): definitions.define(label, as: .attributes(text.shifted(by: chunkStarts[entry.chunk])))
            }
        }
        return definitions
    }

    /// What the parser noticed, in document order.
    public var issues: [SyntaxIssue] { chunks.indices.flatMap { issues(inChunk: $0) } }

    /// How many nodes the tree holds (the chunks' own roots included).
    public var nodeCount: Int { indexBases[indexBases.count - 1] }
    /// How many markers the tree holds.
    public var markerCount: Int { chunks.reduce(0) { $0 + $1.markers.count } }

    /// A number in `0 ..< nodeCount` for each node, different for different
    /// nodes: how a table keyed by node is a flat array.
    public func denseIndex(of id: NodeID) -> Int { denseIndexing.index(of: id) }

    /// The numbering of `denseIndex(of:)`, to keep beside a table.
    public var denseIndexing: DenseNodeIndexing { DenseNodeIndexing(bases: indexBases) }

    // MARK: Chunks, for tables kept beside the tree

    /// How many chunks the tree is stored in (see `TreeChunk`): a table
    /// computed per chunk reuses its entries for the chunks an edit did not
    /// touch, found by `chunkKey(_:)`.
    public var chunkCount: Int { chunks.count }

    /// Where chunk `index` starts in `source` now.
    public func chunkStart(_ index: Int) -> Int { chunkStarts[index] }

    /// Whether every block before chunk `index` was closed before its first
    /// line (false where the tree does not know).
    func chunkFollowsClosedBlocks(_ index: Int) -> Bool {
        index < chunkFollowsClosedBlocks.count && chunkFollowsClosedBlocks[index]
    }

    /// The identity of chunk `index`: equal in two trees exactly when they
    /// share the chunk (it was reused, maybe moved), so what was computed for
    /// it holds again, relative to its start.
    public func chunkKey(_ index: Int) -> ChunkKey { ChunkKey(chunk: chunks[index]) }

    /// The nodes of chunk `index` (its own root left out, except chunk 0's,
    /// which is the document), in storage order.
    public func nodeIDs(inChunk index: Int) -> [NodeID] {
        let count = chunks[index].nodes.count
        return ((index == 0 ? 0 : 1)..<count).map { NodeID(chunk: Int32(index), index: Int32($0)) }
    }

    /// The top-level blocks of chunk `index`, first to last.
    public func topLevelNodes(inChunk index: Int) -> [NodeID] {
        var ids: [NodeID] = []
        var next = chunks[index].firstTopLevelIndex
        while next >= 0 {
            ids.append(NodeID(chunk: Int32(index), index: next))
            next = chunks[index].nodes.nextSiblingIndex(of: Int(next))
        }
        return ids
    }

    /// The top-level blocks whose ranges meet `range` (end points included),
    /// first to last, found through the chunks' starts rather than by
    /// walking every block before them.
    public func topLevelNodes(meeting range: ByteRange) -> [NodeID] {
        var chunk = max(0, chunkStarts.lastIndex(atOrBefore: range.start) - 1)
        var ids: [NodeID] = []
        while chunk < chunks.count, chunkStarts[chunk] <= range.end {
            for id in topLevelNodes(inChunk: chunk) {
                let nodeRange = self[id].range
                if nodeRange.end >= range.start && nodeRange.start <= range.end { ids.append(id) }
            }
            chunk += 1
        }
        return ids
    }

    /// What the parser noticed in chunk `index`, in document order.
    public func issues(inChunk index: Int) -> [SyntaxIssue] {
        let base = chunkStarts[index]
        return chunks[index].issues.map { issue in
            var issue = issue
            issue.range = issue.range.shifted(by: base)
            return issue
        }
    }

    /// Node `index` of chunk `chunk` (an id from `nodeIDs(inChunk:)` of a
    /// tree that shares the chunk, its index kept, its chunk number this tree's).
    public func nodeID(chunk: Int, index: Int32) -> NodeID { NodeID(chunk: Int32(chunk), index: index) }

    /// Every node of the tree, the document first, then chunk by chunk.
    public var nodeIDs: NodeIDs { NodeIDs(chunks: chunks) }

    /// The source bytes of a range.
    public func text(_ range: ByteRange) -> String {
        String(decoding: source[range.start..<range.end], as: UTF8.self)
    }

    /// The children of a node, first to last.
    public struct Children: Sequence {
        let tree: SyntaxTree
        let first: NodeID?

        public func makeIterator() -> AnyIterator<NodeID> {
            var next = first
            let tree = tree
            return AnyIterator {
                guard let current = next else { return nil }
                next = tree.nextSibling(of: current)
                return current
            }
        }
    }

    /// Every node id, in storage order.
    public struct NodeIDs: Sequence {
        let chunks: [TreeChunk]

        public func makeIterator() -> AnyIterator<NodeID> {
            var chunk = 0
            var index = 0
            let chunks = chunks
            return AnyIterator {
                while chunk < chunks.count {
                    if index < chunks[chunk].nodes.count {
                        defer { index += 1 }
                        // Each chunk's own root is the document's stand-in: only the first is read.
                        if index == 0 && chunk > 0 { continue }
                        return NodeID(chunk: Int32(chunk), index: Int32(index))
                    }
                    chunk += 1
                    index = 0
                }
                return nil
            }
        }
    }
}

/// A chunk of a tree by identity (see `SyntaxTree.chunkKey(_:)`).
public struct ChunkKey: Hashable, Sendable {
    @usableFromInline let chunk: TreeChunk

    /// The chunk's identity, which is the key's.
    @inlinable public var identity: ObjectIdentifier { ObjectIdentifier(chunk) }

    public static func == (lhs: ChunkKey, rhs: ChunkKey) -> Bool { lhs.chunk === rhs.chunk }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(chunk)) }
}

/// Numbers the nodes of one tree `0 ..< count`.
public struct DenseNodeIndexing: Sendable {
    let bases: [Int]

    public var count: Int { bases[bases.count - 1] }

    /// The node's number, or -1 if `id` is not a node of the tree.
    public func index(of id: NodeID) -> Int {
        if id.index == 0 { return 0 }
        let chunk = Int(id.chunk)
        guard chunk >= 0, chunk + 1 < bases.count, id.index > 0, Int(id.index) < bases[chunk + 1] - bases[chunk] else { return -1 }
        return bases[chunk] + Int(id.index)
    }
}

/// The markers of one node, with their ranges where the node's chunk is now.
public struct MarkerList: RandomAccessCollection, Sendable {
    let markers: ArraySlice<StoredMarker>
    let base: Int
    let owner: NodeID

    public var startIndex: Int { markers.startIndex }
    public var endIndex: Int { markers.endIndex }

    public subscript(position: Int) -> Marker {
        let stored = markers[position]
        return Marker(kind: stored.kind, range: ByteRange(Int(stored.start) &+ base, Int(stored.end) &+ base), owner: owner)
    }
}

/// A step of a depth-first walk: entering a node, or leaving it after its children.
public enum WalkEvent: Sendable, Hashable {
    case enter(NodeID)
    case exit(NodeID)
}

extension SyntaxTree {
    /// Walks the subtree under `start` depth-first without recursion, calling
    /// `visit` on entering and leaving each node. Returning `false` from an
    /// `.enter` skips that node's children (its `.exit` still comes).
    public func walk(from start: NodeID? = nil, _ visit: (WalkEvent) -> Bool) {
        let top = start ?? root
        if top.index != 0 { return walkInChunk(from: top, visit) }
        var current = top
        var entering = true
        while true {
            if entering {
                let descend = visit(.enter(current))
                if descend, let child = firstChild(of: current) {
                    current = child
                    continue
                }
                entering = false
            }
            _ = visit(.exit(current))
            if current == top { return }
            if let sibling = nextSibling(of: current) {
                current = sibling
                entering = true
            } else {
                current = parent(of: current) ?? top
            }
        }
    }

    /// `walk` under a node other than the document: its subtree lies in
    /// one chunk, in the chunk's node order (document order, a node's
    /// subtree the run `index ..< subtreeEnd`: see `StoredNode`), so each
    /// step reads the next stored node instead of looking links up through
    /// the tree. Every validation, link and token walk runs this per node.
    private func walkInChunk(from top: NodeID, _ visit: (WalkEvent) -> Bool) {
        let chunk = top.chunk
        chunks[Int(chunk)].nodes.withUnsafeBufferPointer { nodes in
            let topIndex = Int(top.index)
            var index = topIndex
            while true {
                let descend = visit(.enter(NodeID(chunk: chunk, index: Int32(truncatingIfNeeded: index))))
                if descend, Int(nodes[index].subtreeEnd) > index &+ 1 {
                    index &+= 1
                    continue
                }
                // Leave the node, and each ancestor whose last child it ends,
                // up to the one with a next sibling.
                var leaving = index
                while true {
                    _ = visit(.exit(NodeID(chunk: chunk, index: Int32(truncatingIfNeeded: leaving))))
                    if leaving == topIndex { return }
                    let after = nodes[leaving].subtreeEnd
                    let parent = Int(nodes[leaving].parentIndex)
                    if after < nodes[parent].subtreeEnd {
                        index = Int(after)
                        break
                    }
                    leaving = parent
                }
            }
        }
    }
}

import LaminateDialect

/// Every attribute list of a syntax tree — each span's and each attribute
/// definition's — read once, keyed by the node that holds it.
///
/// Reading a list's JSON5 is the dearest part of checking a document; the
/// validator, semantic tokens, hover and colours all need the same lists, so
/// one table per document version is read and shared instead of each of them
/// reading every list again. The table is kept per chunk of the tree: the
/// table of an edited version reuses the previous version's entries for
/// every chunk the edit did not touch, so a keystroke reads only the lists
/// of the chunk it is in. A reference-form span holds its definition's list
/// (its definition may be anywhere): those are kept by label, and read
/// again only when a definition's text changed.
public struct AttributeLists: Sendable {
    /// The lists of each chunk of the tree, in chunk order.
    private let chunks: [ChunkLists]
    /// Where each chunk starts: the stored lists are relative to it.
    private let chunkStarts: [Int]
    /// The lists of reference-form spans, by the label they use.
    private let referenceLists: [String: Result<AttributeList, JSON5SyntaxError>]

    /// Reads the list of every span and definition in `tree`, taking those of
    /// chunks `previous` (a table of an earlier version) already read.
    public init(_ tree: SyntaxTree, reusing previous: AttributeLists? = nil) {
        let reusable = tree.reusedEntries(from: previous?.chunks ?? [], key: { $0.key })
        // The chunks no earlier table holds are read in parallel (all of them
        // when a document opens).
        let chunks = ParallelMap.perChunk(of: tree, reused: { reusable[$0] }) { index in
            ChunkLists(key: tree.chunkKey(index), tree: tree, chunk: index)
        }
        var referenceLists: [String: Result<AttributeList, JSON5SyntaxError>] = [:]
        for table in chunks {
            for label in table.referenceLabels where referenceLists[label] == nil {
                guard let text = tree.attributeDefinitionText(label) else { continue }
                referenceLists[label] = Self.list(text, reusing: previous?.referenceLists[label])
            }
        }
        self.chunks = chunks
        self.chunkStarts = (0..<tree.chunkCount).map(tree.chunkStart)
        self.referenceLists = referenceLists
    }

    /// The list `text` reads as: `earlier` (a list read for the same label
    /// in an earlier version) moved to the text, when the text is the same.
    /// Reading looks only at the bytes, so the result is the same. (A list
    /// that did not read is read again: it does not keep its bytes, and it
    /// is rare.)
    private static func list(_ text: MappedText, reusing earlier: Result<AttributeList, JSON5SyntaxError>?)
        -> Result<AttributeList, JSON5SyntaxError> {
        switch earlier {
        case .success(var list)? where list.text.bytes == text.bytes:
            list.text = text
            return .success(list)
        default:
            return AttributeList.read(text)
        }
    }

    /// How many spans and definitions the tree has.
    public var count: Int { chunks.reduce(0) { $0 + $1.lists.count + $1.referenceSpans.count } }

    /// The list of the span or definition `id`, read as `AttributeList.read`
    /// reads it; nil when `id` is neither (or not a node of this tree).
    public subscript(id: NodeID) -> Result<AttributeList, JSON5SyntaxError>? {
        let chunk = Int(id.chunk)
        let index = Int(id.index)
        guard chunk >= 0, chunk < chunks.count else { return nil }
        let table = chunks[chunk]
        guard index >= 0, index < table.slots.count else { return nil }
        let slot = table.slots[index]
        if slot == ChunkLists.referenceSlot { return table.referenceSpans[Int32(index)].flatMap { referenceLists[$0] } }
        guard slot >= 0 else { return nil }
        switch table.lists[Int(slot)] {
        case .success(var list):
            list.text = list.text.shifted(by: chunkStarts[chunk])
            return .success(list)
        case .failure(let error):
            return .failure(error)
        }
    }

    /// The list of `id` if it is valid JSON5.
    public func validList(of id: NodeID) -> AttributeList? {
        guard case .success(let list) = self[id] else { return nil }
        return list
    }

    /// The list of `id`, a span or definition of this table's tree whose
    /// attribute text is `text`; read now if the table does not hold it.
    public func list(of id: NodeID, text: MappedText) -> Result<AttributeList, JSON5SyntaxError> {
        self[id] ?? AttributeList.read(text)
    }

    /// The attribute text of a span or definition node.
    static func attributeText(of node: SyntaxNode) -> MappedText? {
        switch node.kind {
        case .attributeSpan(let info): info.attributes
        case .attributeDefinition(let info): info.attributes
        default: nil
        }
    }
}

/// The lists of one chunk, relative to the chunk's start; shared by the
/// tables of every version that shares the chunk.
private final class ChunkLists: Sendable {
    static let referenceSlot: Int32 = -2

    let key: ChunkKey
    /// For each node of the chunk (by its index there), the index of its list
    /// in `lists`, `referenceSlot` for a reference-form span, or -1.
    let slots: [Int32]
    let lists: [Result<AttributeList, JSON5SyntaxError>]
    /// The label of each of the chunk's reference-form spans, by the span's index in the chunk.
    let referenceSpans: [Int32: String]
    /// The labels those spans use, each once.
    let referenceLabels: [String]

    init(key: ChunkKey, tree: SyntaxTree, chunk: Int) {
        let start = tree.chunkStart(chunk)
        let ids = tree.nodeIDs(inChunk: chunk)
        var slots = [Int32](repeating: -1, count: (ids.last.map { Int($0.index) } ?? 0) + 1)
        var lists: [Result<AttributeList, JSON5SyntaxError>] = []
        var referenceSpans: [Int32: String] = [:]
        var referenceLabels: [String] = []
        var seen: Set<String> = []
        for id in ids {
            // Only spans and definitions have lists: other nodes' kinds are not made.
            let tag = tree.tag(of: id)
            guard tag == .attributeSpan || tag == .attributeDefinition else { continue }
            let node = tree[id]
            if case .attributeSpan(let info) = node.kind, let label = info.referenceLabel {
                slots[Int(id.index)] = Self.referenceSlot
                if seen.insert(label).inserted { referenceLabels.append(label) }
                referenceSpans[id.index] = label
                continue
            }
            guard let text = AttributeLists.attributeText(of: node) else { continue }
            slots[Int(id.index)] = Int32(lists.count)
            lists.append(AttributeList.read(text).map { list in
                var list = list
                list.text = list.text.shifted(by: -start)
                return list
            })
        }
        self.key = key
        self.slots = slots
        self.lists = lists
        self.referenceSpans = referenceSpans
        self.referenceLabels = referenceLabels
    }
}

import LaminateConcurrency
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
    private let chunks: ChunkTable<ChunkLists>
    /// Where each chunk starts: the stored lists are relative to it.
    private let chunkStarts: [Int]
    /// The lists of reference-form spans, by the label they use.
    private let referenceLists: [String: Result<AttributeList, JSON5SyntaxError>]
    /// What each distinct list text read as when the document was opened
    /// (those that read), when texts repeat: the lists of every span with
    /// the same text share one reading, and a chunk read again looks its
    /// texts up here before reading them. What a list reads as depends only
    /// on its bytes (its ranges are within its own text). A cookbook has
    /// far fewer distinct list texts than spans: one object each instead of
    /// a copy per span.
    private let sharedReadings: [[UInt8]: JSON5Object]

    /// Reads the list of every span and definition in `tree`, taking those of
    /// chunks `previous` (a table of an earlier version) already read.
    public init(_ tree: SyntaxTree, reusing previous: AttributeLists? = nil) {
        guard let previous else {
            let (chunks, sharedReadings) = Self.readOpened(tree)
            self.init(tree, chunks: chunks, sharedReadings: sharedReadings, reusing: nil)
            return
        }
        let known = previous.sharedReadings
        // The chunks no earlier table holds are read in parallel.
        let chunks = previous.chunks.updated(for: tree) { indices in
            ParallelMap.map(indices.count) { position in
                ChunkLists(key: tree.chunkKey(indices[position]), tree: tree, chunk: indices[position]) { text in
                    known[text.bytes].map { Result.success(AttributeList(object: $0, text: text)) } ?? AttributeList.read(text)
                }
            }
        }
        self.init(tree, chunks: chunks.table, sharedReadings: known, reusing: previous)
    }

    /// The table of `tree` whose chunks' lists are `chunks`, read already
    /// (an opened document's while it was parsed: `OpeningTables`), with
    /// `sharedReadings` to look texts up in later.
    init(_ tree: SyntaxTree, chunks: ChunkTable<ChunkLists>, sharedReadings: [[UInt8]: JSON5Object], reusing previous: AttributeLists?) {
        var referenceLists: [String: Result<AttributeList, JSON5SyntaxError>] = [:]
        // Only the chunks with reference-form spans: segments without one are passed over.
        for index in chunks.indicesReadingDefinitions(outside: 0..<0, where: { _, _ in true }) {
            for label in chunks[index].referenceLabels where referenceLists[label] == nil {
                guard let text = tree.attributeDefinitionText(label) else { continue }
                referenceLists[label] = Self.list(text, reusing: previous?.referenceLists[label])
            }
        }
        self.chunks = chunks
        self.chunkStarts = tree.chunkStarts
        self.referenceLists = referenceLists
        self.sharedReadings = sharedReadings
    }

    /// The lists of every chunk of an opened document, read in parallel in
    /// runs of chunks, each run keeping what each distinct text read as
    /// (`ListReadings`), so that a text met again is not read again: a
    /// cookbook has far fewer distinct list texts than spans, and reading
    /// every list was a large part of the CPU of opening it. The lists
    /// of one text share one reading and its bytes within each run.
    private static func readOpened(_ tree: SyntaxTree) -> (chunks: ChunkTable<ChunkLists>, sharedReadings: [[UInt8]: JSON5Object]) {
        let count = tree.chunkCount
        // More runs than cores, so that the cores share them out evenly.
        let runs = min(16, count)
        let read = ParallelMap.map(runs) { run in
            var readings = ListReadings()
            var sharing = ReadingSharing()
            let chunks = (count * run / runs..<count * (run + 1) / runs).map { index in
                sharing.share(ChunkLists(key: tree.chunkKey(index), tree: tree, chunk: index) { readings.list($0).list })
            }
            return (chunks: chunks, sharing: sharing)
        }
        return (ChunkTable(read.flatMap(\.chunks)), ReadingSharing.kept(read.map(\.sharing)))
    }

    /// The list `text` reads as: `earlier` (a list read for the same label
    /// in an earlier version) moved to the text, when the text is the same.
    /// Reading looks only at the bytes, so the result is the same. (A list
    /// that did not read is read again: it does not keep its bytes, and it
    /// is rare.)
    private static func list(_ text: MappedText, reusing earlier: Result<AttributeList, JSON5SyntaxError>?)
        -> Result<AttributeList, JSON5SyntaxError>
    {
        switch earlier {
        case .success(var list)? where list.text.bytes == text.bytes:
            list.text = text
            return .success(list)
        default:
            return AttributeList.read(text)
        }
    }

    /// How many spans and definitions the tree has.
    public var count: Int { chunks.weight }

    /// The list of the span or definition `id`, read as `AttributeList.read`
    /// reads it; nil when `id` is neither (or not a node of this tree).
    public subscript(id: NodeID) -> Result<AttributeList, JSON5SyntaxError>? {
        let chunk = Int(id.chunk)
        let index = Int(id.index)
        guard chunk >= 0, chunk < chunks.count else { return nil }
        let table = chunks[chunk]
        if !table.referenceSpans.isEmpty, let label = table.referenceSpans[id.index] { return referenceLists[label] }
        guard let slot = table.slot(ofNode: index) else { return nil }
        switch table.lists[slot] {
        case .success(var list):
            list.text = list.text.shifted(by: chunkStarts[chunk])
            return .success(list)
        case .failure(let error):
            return .failure(error)
        }
    }

    /// Calls `body` with every list that reads of a span or definition that
    /// has one of its own (a reference-form span's is its definition's, so
    /// it is met once, there), in document order. Only chunks with lists
    /// are visited, never the tree's other nodes.
    public func forEachValidOwnList(_ body: (AttributeList) -> Void) {
        chunks.forEachWeighted { table, start in
            for case .success(var list) in table.lists {
                list.text = list.text.shifted(by: start)
                body(list)
            }
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
final class ChunkLists: ChunkPart {
    let key: ChunkKey
    /// The chunk's bytes.
    let length: Int
    /// The index in the chunk of each node with a list of its own (spans
    /// and definitions), ascending: `lists[i]` is the list of node
    /// `owners[i]`. (Not a slot per node: a chunk's nodes are mostly text.)
    let owners: [Int32]
    let lists: [Result<AttributeList, JSON5SyntaxError>]
    /// The label of each of the chunk's reference-form spans, by the span's index in the chunk.
    let referenceSpans: [Int32: String]
    /// The labels those spans use, each once.
    let referenceLabels: [String]

    /// Reads the lists of chunk `chunk` of `tree`, each with `read` (which
    /// may give what a list of the same text read as before: what a list
    /// reads as depends only on its bytes).
    convenience init(key: ChunkKey, tree: SyntaxTree, chunk: Int, read: (MappedText) -> Result<AttributeList, JSON5SyntaxError>) {
        let start = tree.chunkStart(chunk)
        var owners: [Int32] = []
        var lists: [Result<AttributeList, JSON5SyntaxError>] = []
        var referenceSpans: [Int32: String] = [:]
        var referenceLabels: [String] = []
        var seen: Set<String> = []
        for id in tree.nodeIDs(inChunk: chunk) {
            // Only spans and definitions have lists: other nodes' kinds are not made.
            let tag = tree.tag(of: id)
            guard tag == .attributeSpan || tag == .attributeDefinition else { continue }
            let node = tree[id]
            if case .attributeSpan(let info) = node.kind, let label = info.referenceLabel {
                if seen.insert(label).inserted { referenceLabels.append(label) }
                referenceSpans[id.index] = label
                continue
            }
            guard let text = AttributeLists.attributeText(of: node) else { continue }
            owners.append(id.index)
            let list = read(text)
            lists.append(
                list.map { list in
                    var list = list
                    list.text = list.text.shifted(by: -start)
                    return list
                })
        }
        self.init(
            key: key, length: tree.chunkLength(chunk), owners: owners, lists: lists, referenceSpans: referenceSpans,
            referenceLabels: referenceLabels)
    }

    private init(
        key: ChunkKey, length: Int, owners: [Int32], lists: [Result<AttributeList, JSON5SyntaxError>],
        referenceSpans: [Int32: String], referenceLabels: [String]
    ) {
        self.key = key
        self.length = length
        self.owners = owners
        self.lists = lists
        self.referenceSpans = referenceSpans
        self.referenceLabels = referenceLabels
    }

    var chunkIdentity: ObjectIdentifier { key.identity }
    /// What a reader of the table counts: the chunk's spans and definitions.
    var weight: Int { lists.count + referenceSpans.count }
    /// Whether the chunk has reference-form spans, whose lists are their definitions'.
    var readsDefinitions: Bool { !referenceLabels.isEmpty }

    /// Where node `index`'s list is in `lists`, if it has one.
    func slot(ofNode index: Int) -> Int? {
        var low = 0
        var high = owners.count
        while low < high {
            let middle = (low + high) / 2
            if Int(owners[middle]) < index { low = middle + 1 } else { high = middle }
        }
        return low < owners.count && Int(owners[low]) == index ? low : nil
    }

    /// The same lists, each valid one sharing the reading `table` holds for
    /// its text, and that text's bytes (added there when it is the first
    /// with that text).
    func sharingReadings(_ table: inout [[UInt8]: JSON5Object]) -> ChunkLists {
        let shared = lists.map { result -> Result<AttributeList, JSON5SyntaxError> in
            guard case .success(var list) = result else { return result }
            if let index = table.index(forKey: list.text.bytes) {
                list.object = table[index].value
                // The key is the first list's bytes: this one's text keeps
                // that array too (each list owns its text since the tree
                // reads spans' lists back from the source).
                list.text.shareBytes(with: table[index].key)
            } else {
                table[list.text.bytes] = list.object
            }
            return .success(list)
        }
        return ChunkLists(
            key: key, length: length, owners: owners, lists: shared, referenceSpans: referenceSpans,
            referenceLabels: referenceLabels)
    }
}

/// The readings one thread's lists of an opened document share, text by
/// text (`ChunkLists.sharingReadings`), and how many lists it shared them
/// among.
struct ReadingSharing: Sendable {
    private var table: [[UInt8]: JSON5Object] = [:]
    private var listCount = 0

    /// `chunk`'s lists, each sharing the reading of its text (and its bytes)
    /// with the lists this sharing met before.
    mutating func share(_ chunk: ChunkLists) -> ChunkLists {
        listCount += chunk.lists.count
        return chunk.sharingReadings(&table)
    }

    /// What a table keeps for later versions from the sharings of all its
    /// chunks: the first sharing's reading of each text, when texts do
    /// repeat (else the table would cost more than it saves).
    static func kept(_ sharings: [ReadingSharing]) -> [[UInt8]: JSON5Object] {
        var table: [[UInt8]: JSON5Object] = [:]
        for sharing in sharings {
            table.merge(sharing.table) { first, _ in first }
        }
        let listCount = sharings.reduce(0) { $0 + $1.listCount }
        return table.count * 2 <= listCount ? table : [:]
    }
}

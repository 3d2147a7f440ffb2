import LaminateDialect

/// Every attribute list of a syntax tree — each span's and each attribute
/// definition's — read once, keyed by the node that holds it.
///
/// Reading a list's JSON5 is the dearest part of checking a document; the
/// validator, semantic tokens, hover and colours all need the same lists, so
/// one table per document version is read and shared instead of each of them
/// reading every list again. A reference-form span holds its definition's
/// list, read again under the span's node exactly as a reader would.
public struct AttributeLists: Sendable {
    /// For each node of the tree, the index of its list in `lists`, or -1.
    /// A flat array rather than a dictionary: every feature looks lists up
    /// by node on every version, and hashing a million node ids per
    /// keystroke was a seventh of a large document's keystroke.
    private let slots: [Int32]
    private let lists: [Result<AttributeList, JSON5SyntaxError>]

    /// Reads the list of every span and definition in `tree`.
    public init(_ tree: SyntaxTree) {
        var slots = [Int32](repeating: -1, count: tree.nodes.count)
        var lists: [Result<AttributeList, JSON5SyntaxError>] = []
        for (index, node) in tree.nodes.enumerated() {
            guard let text = Self.attributeText(of: node) else { continue }
            slots[index] = Int32(lists.count)
            lists.append(AttributeList.read(text))
        }
        self.slots = slots
        self.lists = lists
    }

    /// How many spans and definitions the tree has.
    public var count: Int { lists.count }

    /// The list of the span or definition `id`, read as `AttributeList.read`
    /// reads it; nil when `id` is neither (or not a node of this tree).
    public subscript(id: NodeID) -> Result<AttributeList, JSON5SyntaxError>? {
        let index = Int(id.index)
        guard index >= 0, index < slots.count, slots[index] >= 0 else { return nil }
        return lists[Int(slots[index])]
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

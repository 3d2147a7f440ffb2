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
    private let lists: [NodeID: Result<AttributeList, JSON5SyntaxError>]

    /// Reads the list of every span and definition in `tree`.
    public init(_ tree: SyntaxTree) {
        var lists: [NodeID: Result<AttributeList, JSON5SyntaxError>] = [:]
        for (index, node) in tree.nodes.enumerated() {
            guard let text = Self.attributeText(of: node) else { continue }
            lists[NodeID(index)] = AttributeList.read(text)
        }
        self.lists = lists
    }

    /// How many spans and definitions the tree has.
    public var count: Int { lists.count }

    /// The list of the span or definition `id`, read as `AttributeList.read`
    /// reads it; nil when `id` is neither.
    public subscript(id: NodeID) -> Result<AttributeList, JSON5SyntaxError>? { lists[id] }

    /// The list of `id` if it is valid JSON5.
    public func validList(of id: NodeID) -> AttributeList? {
        guard case .success(let list) = lists[id] else { return nil }
        return list
    }

    /// The list of `id`, a span or definition of this table's tree whose
    /// attribute text is `text`; read now if the table does not hold it.
    public func list(of id: NodeID, text: MappedText) -> Result<AttributeList, JSON5SyntaxError> {
        lists[id] ?? AttributeList.read(text)
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

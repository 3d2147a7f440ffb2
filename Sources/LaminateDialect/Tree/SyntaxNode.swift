/// A node of a `SyntaxTree`: the chunk that stores it and its index there.
///
/// The document node is `NodeID(0)`; every other id names a node inside one
/// chunk (see `TreeChunk`). Ids compare by chunk, then by index: chunks are in
/// document order, indices within a chunk in the order the parser made them.
public struct NodeID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let chunk: Int32
    public let index: Int32

    /// The node at `index` of the first chunk (`NodeID(0)` is the document).
    public init(_ index: Int) {
        self.chunk = 0
        self.index = Int32(index)
    }

    @inlinable
    init(chunk: Int32, index: Int32) {
        self.chunk = chunk
        self.index = index
    }

    public static func < (lhs: NodeID, rhs: NodeID) -> Bool {
        lhs.chunk != rhs.chunk ? lhs.chunk < rhs.chunk : lhs.index < rhs.index
    }

    public var description: String { chunk == 0 ? "#\(index)" : "#\(chunk).\(index)" }
}

/// One node as a reader sees it: its kind, its byte range in the document's
/// source and the links a chunk stores or reads in constant time.
///
/// A view made by `SyntaxTree`'s subscript from a `StoredNode`: ranges are
/// absolute here, however the chunk that stores the node has moved. The
/// last child and the previous sibling are not here: a chunk derives them
/// by a walk (see `StoredNode`), and most readers of a node — every walk
/// that makes one per node — want only its kind and range, so they are
/// asked of the tree (`lastChild(of:)`, `previousSibling(of:)`) where
/// they are needed.
public struct SyntaxNode: Sendable, Hashable {
    public let kind: NodeKind
    public let range: ByteRange
    public let parent: NodeID?
    public let firstChild: NodeID?
    public let nextSibling: NodeID?

    @inlinable
    init(kind: NodeKind, range: ByteRange, parent: NodeID?, firstChild: NodeID?, nextSibling: NodeID?) {
        self.kind = kind
        self.range = range
        self.parent = parent
        self.firstChild = firstChild
        self.nextSibling = nextSibling
    }
}

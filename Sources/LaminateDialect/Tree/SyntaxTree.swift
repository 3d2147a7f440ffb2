/// The index of a node in its `SyntaxTree`.
public struct NodeID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let index: Int32

    public init(_ index: Int) { self.index = Int32(index) }

    public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.index < rhs.index }
    public var description: String { "#\(index)" }
}

/// One node: its kind, its source range and its links to the nodes around it.
///
/// Nodes live in one flat array (an arena) and refer to each other by index,
/// so that neither building, walking nor freeing a tree recurses once per
/// nesting level: 100,000 nested block quotes are 100,000 array elements.
public struct SyntaxNode: Sendable, Hashable {
    public internal(set) var kind: NodeKind
    public internal(set) var range: ByteRange
    var parentIndex: Int32 = -1
    var firstChildIndex: Int32 = -1
    var lastChildIndex: Int32 = -1
    var nextSiblingIndex: Int32 = -1
    var previousSiblingIndex: Int32 = -1

    init(kind: NodeKind, range: ByteRange) {
        self.kind = kind
        self.range = range
    }

    public var parent: NodeID? { parentIndex < 0 ? nil : NodeID(Int(parentIndex)) }
    public var firstChild: NodeID? { firstChildIndex < 0 ? nil : NodeID(Int(firstChildIndex)) }
    public var lastChild: NodeID? { lastChildIndex < 0 ? nil : NodeID(Int(lastChildIndex)) }
    public var nextSibling: NodeID? { nextSiblingIndex < 0 ? nil : NodeID(Int(nextSiblingIndex)) }
    public var previousSibling: NodeID? { previousSiblingIndex < 0 ? nil : NodeID(Int(previousSiblingIndex)) }
}

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
public struct SyntaxTree: Sendable {
    /// The UTF-8 source the tree was parsed from.
    public let source: [UInt8]
    /// All nodes; `nodes[0]` is the document.
    public let nodes: [SyntaxNode]
    /// All markers, sorted by owner and then by position.
    public let markers: [Marker]
    /// `markers[markerStarts[i] ..< markerStarts[i + 1]]` belong to node `i`.
    let markerStarts: [Int32]
    /// Reference definitions in force (link and attribute), by normalized label.
    public let definitions: ReferenceDefinitions
    public let issues: [SyntaxIssue]

    public var root: NodeID { NodeID(0) }

    // Inlinable so that `tree[id].range` in other modules reads one field
    // rather than copying (and retaining) the whole node: the validator and
    // the token collector do that for every node of every version.
    @inlinable public subscript(id: NodeID) -> SyntaxNode { nodes[Int(id.index)] }

    public func children(of id: NodeID) -> Children { Children(tree: self, first: self[id].firstChild) }

    public func markers(of id: NodeID) -> ArraySlice<Marker> {
        let index = Int(id.index)
        return markers[Int(markerStarts[index])..<Int(markerStarts[index + 1])]
    }

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
                next = tree[current].nextSibling
                return current
            }
        }
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
        var current = top
        var entering = true
        while true {
            if entering {
                let descend = visit(.enter(current))
                if descend, let child = self[current].firstChild {
                    current = child
                    continue
                }
                entering = false
            }
            _ = visit(.exit(current))
            if current == top { return }
            if let sibling = self[current].nextSibling {
                current = sibling
                entering = true
            } else {
                current = self[current].parent ?? top
            }
        }
    }
}

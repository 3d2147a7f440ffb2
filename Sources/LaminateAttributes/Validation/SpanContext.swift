import LaminateDialect

/// What surrounds the node being checked — the attributes set by enclosing
/// spans, the nearest block, whether the node fills that block — kept up to
/// date as the walk enters and leaves nodes, so that each span costs
/// constant time however deeply spans nest.
struct SpanContext {
    typealias Setter = (list: AttributeList, member: JSON5Member)

    /// For each key, the members setting it in the enclosing spans, innermost last.
    private var settersByKey: [String: [Setter]] = [:]
    /// The keys each open span pushed, innermost last.
    private var pushedKeys: [[String]] = []
    /// The open blocks, innermost last.
    private(set) var blocks: [NodeID] = []
    /// For each open node: whether it, and every inline between it and the
    /// nearest block, is its parent's only child.
    private var fillsBlock: [Bool] = []

    /// The innermost enclosing span's member setting `key`.
    func innermostSetter(of key: String) -> Setter? { settersByKey[key]?.last }

    func isSetByEnclosingSpan(_ key: String) -> Bool { !(settersByKey[key]?.isEmpty ?? true) }

    /// Whether the node entered last is, alone, the whole content of its block.
    var currentNodeFillsBlock: Bool { fillsBlock.last ?? false }

    mutating func enter(_ id: NodeID, in tree: SyntaxTree) {
        // Links and tags only: making `tree[id]` would copy the kind's payload.
        if tree.isBlock(id) {
            blocks.append(id)
            fillsBlock.append(false)
            return
        }
        guard let parent = tree.parent(of: id) else {
            fillsBlock.append(false)
            return
        }
        // The first child with no next sibling: both links are stored, where
        // the parent's last child is derived by a walk (see `StoredNode`).
        let isOnlyChild = tree.firstChild(of: parent) == id && tree.nextSibling(of: id) == nil
        let parentFills = tree.isBlock(parent) ? true : (fillsBlock.last ?? false)
        fillsBlock.append(isOnlyChild && parentFills)
    }

    mutating func exit(_ id: NodeID, in tree: SyntaxTree) {
        if tree.isBlock(id), !blocks.isEmpty { blocks.removeLast() }
        if !fillsBlock.isEmpty { fillsBlock.removeLast() }
    }

    /// Records the attributes of a span being entered (nil when its list is invalid).
    mutating func pushSpan(_ list: AttributeList?) {
        var keys: [String] = []
        if let list {
            let members = list.object.members
            let firstMembers = FirstMembers(members)
            // Each key once (the first of duplicates, as Foundation reads it).
            for (index, member) in members.enumerated() where firstMembers.earlier(than: index) == nil {
                settersByKey[member.key, default: []].append((list, member))
                keys.append(member.key)
            }
        }
        pushedKeys.append(keys)
    }

    mutating func popSpan() {
        guard let keys = pushedKeys.popLast() else { return }
        for key in keys { settersByKey[key]?.removeLast() }
    }
}

import LaminateDialect

/// What surrounds the node being checked — the attributes set by enclosing
/// spans, the nearest block, whether the node fills that block — kept up to
/// date as the walk enters and leaves nodes, so that each span costs
/// constant time however deeply spans nest.
struct SpanContext {
    typealias Setter = (list: AttributeList, member: JSON5Member)

    /// The members setting a key in the enclosing spans (the first of each
    /// key in its list), outermost span first. Most spans are inside none
    /// or one other with a few members: a look back over them is cheaper
    /// than hashing every key of every span into a table.
    private var setters: [(key: String, setter: Setter)] = []
    /// How many members each open span pushed, innermost last.
    private var pushedCounts: [Int] = []
    /// Where each key is among `setters`, ascending, while there are more
    /// than `directLimit` of them (deeply nested spans), so that a look-up
    /// stays constant time however deeply spans nest.
    private var positionsByKey: [String: [Int]]?

    static let directLimit = 16

    /// The open blocks, innermost last.
    private(set) var blocks: [NodeID] = []
    /// For each open node: whether it, and every inline between it and the
    /// nearest block, is its parent's only child.
    private var fillsBlock: [Bool] = []

    /// The innermost enclosing span's member setting `key`.
    func innermostSetter(of key: String) -> Setter? {
        if let positionsByKey { return positionsByKey[key]?.last.map { setters[$0].setter } }
        var position = setters.count
        while position > 0 {
            position -= 1
            if setters[position].key == key { return setters[position].setter }
        }
        return nil
    }

    func isSetByEnclosingSpan(_ key: String) -> Bool { innermostSetter(of: key) != nil }

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
        let before = setters.count
        if let list {
            let members = list.object.members
            let firstMembers = FirstMembers(members)
            // Each key once (the first of duplicates, as Foundation reads it).
            for (index, member) in members.enumerated() where firstMembers.earlier(than: index) == nil {
                if positionsByKey != nil { positionsByKey![member.key, default: []].append(setters.count) }
                setters.append((member.key, (list, member)))
            }
        }
        pushedCounts.append(setters.count - before)
        if positionsByKey == nil, setters.count > Self.directLimit {
            var positions: [String: [Int]] = [:]
            for (position, entry) in setters.enumerated() { positions[entry.key, default: []].append(position) }
            positionsByKey = positions
        }
    }

    mutating func popSpan() {
        guard let count = pushedCounts.popLast() else { return }
        for _ in 0..<count {
            let entry = setters.removeLast()
            if positionsByKey != nil { positionsByKey![entry.key]?.removeLast() }
        }
        // Shallow again: looking back is cheaper than the table.
        if positionsByKey != nil, setters.count <= Self.directLimit / 2 { positionsByKey = nil }
    }
}

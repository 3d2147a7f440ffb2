import LaminateDialect

/// What surrounds the span being checked, the attributes set by enclosing
/// spans and the nearest block, kept up to date as a scan of a chunk meets
/// nodes, so that each span costs constant time however deeply spans nest.
struct SpanContext {
    typealias Setter = (list: AttributeList, member: JSON5Member)

    /// The members setting a key in the enclosing spans (the first of each
    /// key in its list), outermost span first. Most spans are inside none
    /// or one other with a few members: a look back over them is cheaper
    /// than hashing every key of every span into a table.
    private var setters: [(key: String, setter: Setter)] = []
    /// The open spans, innermost last, and how many members each pushed.
    private var openSpans: [(span: NodeID, pushedCount: Int)] = []
    /// Where each key is among `setters`, ascending, while there are more
    /// than `directLimit` of them (deeply nested spans), so that a look-up
    /// stays constant time however deeply spans nest.
    private var positionsByKey: [String: [Int]]?
    /// The nearest block around the node being checked.
    private(set) var block = NodeID(0)
    /// The last of the nodes right after `block` that are each the only
    /// child of the one before (the block first): each of them alone fills
    /// the block.
    private var fillingEnd: Int32 = 0

    static let directLimit = 16

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

    /// Notes a block met by the scan: the inlines that follow, up to the
    /// next block, lie in it (only leaf blocks hold inlines).
    mutating func meetBlock(_ id: NodeID) {
        block = id
        fillingEnd = id.index
    }

    /// Notes an inline met by the scan, in document order after its block.
    mutating func meetInline(_ id: NodeID, in tree: SyntaxTree) {
        // Right after the last filling node, so its first child, or a
        // sibling of it or of an ancestor.
        guard id.index == fillingEnd &+ 1 else { return }
        if tree.parent(of: id)?.index == fillingEnd, tree.nextSibling(of: id) == nil { fillingEnd = id.index }
    }

    /// Whether inline `id`, met last, alone fills the nearest block: it, and
    /// every inline between it and the block, is its parent's only child.
    func fillsBlock(_ id: NodeID) -> Bool { id.index <= fillingEnd }

    /// Closes the open spans that `node` is not inside: a scan meets spans
    /// in document order, so those it has left are the innermost ones.
    mutating func closeSpans(notAround node: NodeID, in tree: SyntaxTree) {
        while let open = openSpans.last, !tree.isInside(node, open.span) { popSpan() }
    }

    /// Records the attributes of span `span`, being entered (nil when its list is invalid).
    mutating func pushSpan(_ list: AttributeList?, of span: NodeID) {
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
        openSpans.append((span, setters.count - before))
        if positionsByKey == nil, setters.count > Self.directLimit {
            var positions: [String: [Int]] = [:]
            for (position, entry) in setters.enumerated() { positions[entry.key, default: []].append(position) }
            positionsByKey = positions
        }
    }

    mutating func popSpan() {
        guard let count = openSpans.popLast()?.pushedCount else { return }
        for _ in 0..<count {
            let entry = setters.removeLast()
            if positionsByKey != nil { positionsByKey![entry.key]?.removeLast() }
        }
        // Shallow again: looking back is cheaper than the table.
        if positionsByKey != nil, setters.count <= Self.directLimit / 2 { positionsByKey = nil }
    }
}

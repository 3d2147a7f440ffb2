/// What a walk over one arena of nodes reads, whether the arena is a
/// builder's (`BuilderNode`, linked every way) or a finished chunk's
/// (`StoredNode`, in document order): how the HTML renderer renders both,
/// a chunk as it is parsed and a chunk of a kept tree, with one walk.
protocol ArenaNode: BitwiseCopyable {
    var tag: NodeTag { get }
    var detail: UInt8 { get }
    var payload: Int32 { get }
    var range: ByteRange { get }
    var isBlock: Bool { get }
    var parentIndex: Int32 { get }
    /// The first child of node `index` of `nodes`, or -1.
    static func firstChildIndex(in nodes: UnsafeBufferPointer<Self>, of index: Int) -> Int32
    /// The next sibling of node `index` of `nodes`, or -1.
    static func nextSiblingIndex(in nodes: UnsafeBufferPointer<Self>, of index: Int) -> Int32
}

extension BuilderNode: ArenaNode {
    @inline(__always) static func firstChildIndex(in nodes: UnsafeBufferPointer<BuilderNode>, of index: Int) -> Int32 {
        nodes[index].firstChildIndex
    }

    @inline(__always) static func nextSiblingIndex(in nodes: UnsafeBufferPointer<BuilderNode>, of index: Int) -> Int32 {
        nodes[index].nextSiblingIndex
    }
}

extension StoredNode: ArenaNode {
    @inline(__always) static func firstChildIndex(in nodes: UnsafeBufferPointer<StoredNode>, of index: Int) -> Int32 {
        nodes.firstChildIndex(of: index)
    }

    @inline(__always) static func nextSiblingIndex(in nodes: UnsafeBufferPointer<StoredNode>, of index: Int) -> Int32 {
        nodes.nextSiblingIndex(of: index)
    }
}

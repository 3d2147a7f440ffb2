extension SyntaxTree {
    /// For each chunk of this tree, the entry of `previous` — a per-chunk
    /// table kept beside an earlier version's tree, in that tree's chunk
    /// order — made for the same chunk, or nil where the chunk is new.
    ///
    /// A keystroke's tree shares every chunk but the edited few with the
    /// tree before it, in the same order, so both are walked together and
    /// matched by identity: no table of thousands of keys is hashed per
    /// keystroke. Where the walk loses step (the edit replaced more chunks
    /// than a short look ahead covers, or `previous` belongs to an older
    /// version), the rest is looked up by key, so any table gives the right
    /// answer.
    ///
    /// Inlinable, so that it is specialized for each caller's entries: a
    /// generic walk copies every entry through its value witness.
    @inlinable
    public func reusedEntries<Entry>(from previous: [Entry], key: (Entry) -> ChunkKey?) -> [Entry?] {
        ChunkKey.reusedEntries(from: previous, key: key, count: chunks.count) { ObjectIdentifier(chunks[$0]) }
    }
}

extension SyntaxTree {
    /// The identity of chunk `index` (`chunkKey(index).identity`) without
    /// making its key: a table comparing its chunks with the tree's, one
    /// pointer each, reads thousands per keystroke.
    @inlinable
    public func chunkIdentity(_ index: Int) -> ObjectIdentifier { ObjectIdentifier(chunks[index]) }
}

extension ChunkKey {
    /// `SyntaxTree.reusedEntries(from:key:)` for any table kept per chunk:
    /// for each of `count` chunks (`identity` gives the identity of chunk
    /// `index`'s key), the entry of `previous` whose key is that chunk's.
    @inlinable
    public static func reusedEntries<Entry>(
        from previous: [Entry], key: (Entry) -> ChunkKey?, count: Int,
        identity: (Int) -> ObjectIdentifier
    ) -> [Entry?] {
        var matched = [Entry?](repeating: nil, count: count)
        guard !previous.isEmpty else { return matched }
        // The edited chunks are new (a miss or two in a row); more misses
        // than that mean the walk lost step, and from then on a miss (and
        // the misses just before it) is looked up by key.
        let lookAhead = 8
        let missesBeforeLookingUp = 4
        var cursor = 0
        var misses: [Int] = []
        var byKey: [ObjectIdentifier: Int]?
        for index in 0..<count {
            let wanted = identity(index)
            var found: Int?
            var position = cursor
            while position < min(previous.count, cursor + lookAhead) {
                if let key = key(previous[position]), key.identity == wanted {
                    found = position
                    break
                }
                position += 1
            }
            if found == nil {
                misses.append(index)
                if byKey == nil, misses.count >= missesBeforeLookingUp {
                    var table: [ObjectIdentifier: Int] = [:]
                    for (position, entry) in previous.enumerated() {
                        if let key = key(entry) { table[key.identity] = position }
                    }
                    byKey = table
                    for missed in misses.dropLast() {
                        if let position = table[identity(missed)] { matched[missed] = previous[position] }
                    }
                }
                found = byKey?[wanted]
            }
            if let found {
                matched[index] = previous[found]
                cursor = found + 1
                misses.removeAll(keepingCapacity: true)
            }
        }
        return matched
    }
}

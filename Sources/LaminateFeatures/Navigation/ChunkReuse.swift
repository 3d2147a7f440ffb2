import LaminateDialect

/// Finds, for each chunk of a tree, what an earlier version's table kept
/// for it (the entry with the same `ChunkKey`), for the link tables and
/// link problems. An edit leaves the chunks before and after it where they
/// were, counted from the front and from the back, so those are matched by
/// place with no hashing (a 10 MB document has over 2,000 chunks, and a
/// table of them built per keystroke was most of a link check's cost); only
/// the chunks between are looked up by key.
enum ChunkReuse {
    /// For chunks `0 ..< count` of the new version, whose keys `chunkKey`
    /// gives, the entry of `previous` with the same key, if any.
    static func entries<Entry>(_ previous: [Entry], key: (Entry) -> ChunkKey, count: Int,
                               chunkKey: (Int) -> ChunkKey) -> [Entry?] {
        var found = [Entry?](repeating: nil, count: count)
        var front = 0
        while front < count, front < previous.count, key(previous[front]) == chunkKey(front) {
            found[front] = previous[front]
            front += 1
        }
        var back = 0
        while back < count - front, back < previous.count - front,
              key(previous[previous.count - 1 - back]) == chunkKey(count - 1 - back) {
            found[count - 1 - back] = previous[previous.count - 1 - back]
            back += 1
        }
        guard front + back < count, front + back < previous.count else { return found }
        var byKey: [ChunkKey: Entry] = [:]
        for entry in previous[front..<(previous.count - back)] { byKey[key(entry)] = entry }
        for index in front..<(count - back) { found[index] = byKey[chunkKey(index)] }
        return found
    }
}

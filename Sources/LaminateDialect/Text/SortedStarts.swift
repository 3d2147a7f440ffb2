extension RandomAccessCollection where Element == Int, Index == Int {
    /// The index of the last element of this ascending collection that is
    /// at most `value` (the first index when none is, and for an empty
    /// collection): the chunk, line page or segment an offset falls in,
    /// given where each starts.
    @inlinable
    public func lastIndex(atOrBefore value: Int) -> Int {
        var low = startIndex
        var high = endIndex &- 1
        while low < high {
            let middle = low &+ (high &- low &+ 1) / 2
            if self[middle] <= value { low = middle } else { high = middle &- 1 }
        }
        return low
    }
}

/// Whether two byte runs are equal, compared eight bytes at a time: every
/// span's list and most links' destinations and code spans of a parse are
/// compared with their source this way (`DerivedPayload.compacted`), where
/// the generic `elementsEqual` went byte by byte through an iterator.
enum ByteRunComparison {
    static func equal(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        guard left.count == right.count else { return false }
        guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return true }
        let leftRaw = UnsafeRawPointer(leftBase)
        let rightRaw = UnsafeRawPointer(rightBase)
        var index = 0
        while index &+ 8 <= left.count {
            if leftRaw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                != rightRaw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            {
                return false
            }
            index &+= 8
        }
        while index < left.count {
            if left[index] != right[index] { return false }
            index &+= 1
        }
        return true
    }

    /// `string`'s UTF-8 against `bytes`.
    static func equal(_ string: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard string.utf8.count == bytes.count else { return false }
        return string.utf8.withContiguousStorageIfAvailable { equal($0, bytes) } ?? string.utf8.elementsEqual(bytes)
    }
}

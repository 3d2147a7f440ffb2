import Foundation

/// Where two texts differ: the bytes of `oldRange` in the old text were
/// replaced by `replacementCount` bytes in the new one, everything before
/// and after being the same.
struct ChangedRange: Equatable {
    var oldRange: ByteRange
    var replacementCount: Int

    /// Found by comparing the texts from both ends, in blocks with `memcmp`,
    /// which is cheap beside parsing even for the largest documents.
    init(from old: [UInt8], to new: [UInt8]) {
        let prefix = old.withUnsafeBufferPointer { oldBytes in
            new.withUnsafeBufferPointer { newBytes in Self.commonPrefix(oldBytes, newBytes) }
        }
        let suffix = old.withUnsafeBufferPointer { oldBytes in
            new.withUnsafeBufferPointer { newBytes in
                Self.commonSuffix(oldBytes, newBytes, limit: min(oldBytes.count, newBytes.count) - prefix)
            }
        }
        oldRange = ByteRange(prefix, old.count - suffix)
        replacementCount = new.count - suffix - prefix
    }

    private static let block = 4096

    private static func commonPrefix(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let count = min(a.count, b.count)
        guard count > 0, let aBase = a.baseAddress, let bBase = b.baseAddress else { return 0 }
        var index = 0
        while index + block <= count, memcmp(aBase + index, bBase + index, block) == 0 { index += block }
        while index < count, a[index] == b[index] { index += 1 }
        return index
    }

    private static func commonSuffix(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Int {
        guard limit > 0, let aBase = a.baseAddress, let bBase = b.baseAddress else { return 0 }
        var length = 0
        while length + block <= limit,
            memcmp(aBase + a.count - length - block, bBase + b.count - length - block, block) == 0
        { length += block }
        while length < limit, a[a.count - 1 - length] == b[b.count - 1 - length] { length += 1 }
        return length
    }
}

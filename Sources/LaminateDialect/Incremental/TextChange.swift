import Foundation

/// What one or more edits did to a text, as one covering replacement:
/// `oldRange` of the earlier text became the `newCount` bytes that start at
/// the same offset in the later text.
///
/// The one description of an edit from the server down: the server records
/// one per document version and combines the ones between two analysed
/// versions (`followed(by:)`), the parser re-parses the tree of the earlier
/// text given one (`MarkdownParser.parse(_:editing:change:)`), and the
/// stale-marking tracker reads one.
public struct TextChange: Sendable, Hashable {
    public var oldRange: ByteRange
    public var newCount: Int

    public init(oldRange: ByteRange, newCount: Int) {
        self.oldRange = oldRange
        self.newCount = max(0, newCount)
    }

    /// Where `old` and `new` differ, found by comparing the texts from both
    /// ends, in blocks with `memcmp`, which is cheap beside parsing even for
    /// the largest documents: the bytes before and after the change are the
    /// same in both.
    public init(from old: [UInt8], to new: [UInt8]) {
        let prefix = old.withUnsafeBufferPointer { oldBytes in
            new.withUnsafeBufferPointer { newBytes in Self.commonPrefix(oldBytes, newBytes) }
        }
        let suffix = old.withUnsafeBufferPointer { oldBytes in
            new.withUnsafeBufferPointer { newBytes in
                Self.commonSuffix(oldBytes, newBytes, limit: min(oldBytes.count, newBytes.count) - prefix)
            }
        }
        self.init(oldRange: ByteRange(prefix, old.count - suffix), newCount: new.count - suffix - prefix)
    }

    /// Where the replacement is in the later text.
    public var newRange: ByteRange { ByteRange(oldRange.start, oldRange.start &+ newCount) }

    /// A change that changes nothing (a `didChange` with no content changes).
    public static let none = TextChange(oldRange: ByteRange(0, 0), newCount: 0)

    /// Whether it replaces nothing with nothing.
    public var isEmpty: Bool { oldRange.isEmpty && newCount == 0 }

    /// How much later everything after the change is now.
    public var shift: Int { newCount &- oldRange.count }

    /// Whether this change can be the one from a text of `oldCount` bytes
    /// to one of `newCount` bytes (its range lies in the first, and the
    /// lengths agree): a change that does not belong to the texts is not
    /// trusted.
    public func fits(oldCount: Int, newCount: Int) -> Bool {
        oldRange.start >= 0 && oldRange.end <= oldCount && oldCount &+ shift == newCount
    }

    /// This change, then `next` (whose range is in the text this one
    /// produced), as one change covering both.
    public func followed(by next: TextChange) -> TextChange {
        // An empty change has no place; covering it would widen the other.
        if isEmpty { return next }
        if next.isEmpty { return self }
        let start = min(oldRange.start, next.oldRange.start)
        // The covering end in the text between the two changes lies at or
        // after this change's replacement, so it maps back by this change's
        // shift and forward by the next one's.
        let middleEnd = max(newRange.end, next.oldRange.end)
        let oldEnd = max(start, middleEnd &- shift)
        let newEnd = max(start, middleEnd &+ next.shift)
        return TextChange(oldRange: ByteRange(start, oldEnd), newCount: newEnd &- start)
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

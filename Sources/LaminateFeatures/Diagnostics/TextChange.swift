import LaminateAttributes
import LaminateDialect

/// What one or more edits did to a text, as one covering replacement:
/// `oldRange` of the earlier text became the `newCount` bytes that start at
/// the same offset in the later text.
///
/// The server records one per document version and combines the ones
/// between two checked versions, so the stale-marking tracker, which takes
/// one edit, sees everything that happened since the last check.
public struct TextChange: Sendable, Hashable {
    public var oldRange: ByteRange
    public var newCount: Int

    public init(oldRange: ByteRange, newCount: Int) {
        self.oldRange = oldRange
        self.newCount = max(0, newCount)
    }

    /// Where the replacement is in the later text.
    public var newRange: ByteRange { ByteRange(oldRange.start, oldRange.start &+ newCount) }

    /// A change that changes nothing (a `didChange` with no content changes).
    public static let none = TextChange(oldRange: ByteRange(0, 0), newCount: 0)

    /// Whether it replaces nothing with nothing.
    public var isEmpty: Bool { oldRange.isEmpty && newCount == 0 }

    /// How much later everything after the change is now.
    var shift: Int { newCount &- oldRange.count }

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

    /// The tracker's edit from `oldText` to `newText`, trimmed of the bytes
    /// both share at its two ends: a client that sends the whole text on
    /// every change still yields an edit exactly where the text changed.
    /// A change that rewrites text as it was is kept whole, since rewriting
    /// an attribute list is how a stale marking is deliberately renewed.
    /// Out-of-range numbers (a change that does not belong to these texts)
    /// are clamped, never trapped on.
    public func edit(from oldText: [UInt8], to newText: [UInt8]) -> DocumentEdit {
        var oldStart = min(max(0, oldRange.start), oldText.count)
        var oldEnd = min(max(oldStart, oldRange.end), oldText.count)
        var newStart = min(oldStart, newText.count)
        var newEnd = min(max(newStart, oldRange.start &+ newCount), newText.count)
        let whole = DocumentEdit(range: ByteRange(oldStart, oldEnd), newText: Array(newText[newStart..<newEnd]))
        while oldStart < oldEnd, newStart < newEnd, oldText[oldStart] == newText[newStart] {
            oldStart += 1
            newStart += 1
        }
        while oldEnd > oldStart, newEnd > newStart, oldText[oldEnd - 1] == newText[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
        }
        if oldStart == oldEnd, newStart == newEnd { return whole }
        return DocumentEdit(range: ByteRange(oldStart, oldEnd), newText: Array(newText[newStart..<newEnd]))
    }
}

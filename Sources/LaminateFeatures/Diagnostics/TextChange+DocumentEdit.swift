import LaminateAttributes
import LaminateDialect

extension TextChange {
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

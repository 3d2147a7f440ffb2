import LaminateDialect
import LaminateFeatures
import LaminateProtocol

/// A client range that had to be clamped to fit the text; the edit is still
/// applied, as LSP says, and the clamping is logged.
public struct ClampedRange: Hashable, Sendable {
    public var range: LSPRange
    public var lineCount: Int
}

extension DocumentSnapshot {
    /// The snapshot after applying `changes` in order, each range read in the
    /// negotiated encoding against the text the changes before it produced;
    /// its revision is `revision` (by default the next after this one's).
    public func applying(
        _ changes: [TextDocumentContentChangeEvent], version: Int, encoding: ColumnUnit, revision: Int? = nil
    ) -> (snapshot: DocumentSnapshot, clamped: [ClampedRange]) {
        var spare: SpareText?
        return applying(changes, version: version, encoding: encoding, revision: revision, spare: &spare)
    }

    /// The same, writing the new text into `spare` (taken, and left nil)
    /// rather than into a new array: an earlier version's text that nothing
    /// reads any more has its pages in memory already, where a new array of
    /// megabytes is often mapped fresh by the allocator and faults in page by
    /// page (see `DocumentStore.spareTexts`). A spare that something still
    /// reads is not written to: it is copied, as any shared array is.
    public func applying(
        _ changes: [TextDocumentContentChangeEvent], version: Int, encoding: ColumnUnit, revision: Int? = nil,
        spare: inout SpareText?
    ) -> (snapshot: DocumentSnapshot, clamped: [ClampedRange]) {
        if changes.count == 1, let range = changes[0].range,
            let typed = writingIntoSpare(
                changes[0].text, at: range, version: version, encoding: encoding,
                revision: revision, spare: &spare)
        {
            return typed
        }
        var storage: [UInt8] = []
        if spare != nil { swap(&storage, &spare!.bytes) }
        spare = nil
        var text = self.text
        // Whether `text` is this snapshot's array still: the first ranged
        // change writes the edited text into `storage`, later ones edit it
        // in place.
        var textIsShared = true
        var lineIndex = self.lineIndex
        var clamped: [ClampedRange] = []
        // All the changes as one, for carrying stale markings forward.
        var covering = TextChange.none
        // A client that sends the whole text says nothing of where it
        // changed: comparing the texts finds that better than a change
        // covering everything.
        var replacedWhole = false
        for change in changes {
            let replacement = Array(change.text.utf8)
            guard let range = change.range else {
                replacedWhole = true
                covering = covering.followed(by: TextChange(oldRange: ByteRange(0, text.count), newCount: replacement.count))
                text = replacement
                textIsShared = false
                lineIndex = LineIndex(text)
                continue
            }
            // The line index of the text so far, not `self`'s: each change's
            // range refers to the text the changes before it left.
            let (lower, upper) = Self.byteBounds(of: range, in: lineIndex, encoding: encoding, clamped: &clamped)
            covering = covering.followed(by: TextChange(oldRange: ByteRange(lower, upper), newCount: replacement.count))
            if textIsShared {
                var edited = storage
                storage = []
                edited.removeAll(keepingCapacity: true)
                let count = text.count - (upper - lower) + replacement.count
                if edited.capacity < count { edited.reserveCapacity(Self.capacityWithRoom(for: count)) }
                edited.append(contentsOf: text[..<lower])
                edited.append(contentsOf: replacement)
                edited.append(contentsOf: text[upper...])
                text = edited
                textIsShared = false
            } else {
                text.replaceSubrange(lower..<upper, with: replacement)
            }
            lineIndex = lineIndex.replacing(ByteRange(lower, upper), replacementCount: replacement.count, in: text)
        }
        let snapshot = DocumentSnapshot(
            uri: uri, languageId: languageId, version: version, text: text, lineIndex: lineIndex, change: covering,
            revision: revision ?? self.revision + 1,
            changeLog: replacedWhole ? ChangeLog() : changeLog.after(covering, from: self.revision))
        return (snapshot, clamped)
    }

    /// One change (what typing sends) written into `spare` when the change
    /// log reaches back to the text it holds: only the bytes where the
    /// spare's text and the new one differ are replaced, and the text after
    /// them moved, in place; any other way copies the whole text, which in
    /// a large document was most of a keystroke's cost before the check
    /// could start. Nil, with `spare` as it was, when that cannot be done.
    private func writingIntoSpare(
        _ replacementText: String, at range: LSPRange, version: Int, encoding: ColumnUnit, revision: Int?,
        spare: inout SpareText?
    ) -> (snapshot: DocumentSnapshot, clamped: [ClampedRange])? {
        // Read through `spare`, not copied out of it: a copy would share its
        // array, and the array is then copied rather than written in place.
        guard let spareRevision = spare?.revision, let spareBytes = spare?.bytes.count,
            let sinceSpare = change(since: spareRevision)
        else { return nil }
        var clamped: [ClampedRange] = []
        let (lower, upper) = Self.byteBounds(of: range, in: lineIndex, encoding: encoding, clamped: &clamped)
        let replacement = Array(replacementText.utf8)
        let edit = TextChange(oldRange: ByteRange(lower, upper), newCount: replacement.count)
        // From the spare's text to the new one: before `covering` the three
        // texts are the same, and after it the same but shifted.
        let covering = sinceSpare.followed(by: edit)
        let spareCount = text.count - sinceSpare.newCount + sinceSpare.oldRange.count
        // Where the covering's bytes end in this text.
        let coveredEnd = covering.newRange.end - (replacement.count - (upper - lower))
        guard spareBytes == spareCount, covering.oldRange.end <= spareCount,
            covering.oldRange.start <= lower, upper <= coveredEnd, coveredEnd <= text.count
        else { return nil }
        var covered: [UInt8] = []
        covered.reserveCapacity(covering.newCount)
        covered.append(contentsOf: text[covering.oldRange.start..<lower])
        covered.append(contentsOf: replacement)
        covered.append(contentsOf: text[upper..<coveredEnd])
        var bytes: [UInt8] = []
        swap(&bytes, &spare!.bytes)
        spare = nil
        let count = spareCount - covering.oldRange.count + covering.newCount
        if bytes.capacity < count { bytes.reserveCapacity(Self.capacityWithRoom(for: count)) }
        bytes.replaceSubrange(covering.oldRange.range, with: covered)
        let snapshot = DocumentSnapshot(
            uri: uri, languageId: languageId, version: version, text: bytes,
            lineIndex: lineIndex.replacing(ByteRange(lower, upper), replacementCount: replacement.count, in: bytes),
            change: edit, revision: revision ?? self.revision + 1, changeLog: changeLog.after(edit, from: self.revision))
        return (snapshot, clamped)
    }

    /// The byte offsets a client's range names in the text `lineIndex`
    /// indexes, lower first (a reversed range is read as the range between
    /// its two ends); a range that had to be clamped to fit is added to
    /// `clamped`.
    private static func byteBounds(
        of range: LSPRange, in lineIndex: LineIndex, encoding: ColumnUnit,
        clamped: inout [ClampedRange]
    ) -> (lower: Int, upper: Int) {
        let start = lineIndex.utf8Offset(of: LinePosition(range.start), in: encoding)
        let end = lineIndex.utf8Offset(of: LinePosition(range.end), in: encoding)
        if start.wasClamped || end.wasClamped {
            clamped.append(ClampedRange(range: range, lineCount: lineIndex.lineCount))
        }
        return (min(start.utf8Offset, end.utf8Offset), max(start.utf8Offset, end.utf8Offset))
    }

    /// What a text of `count` bytes is given room for: typing lengthens
    /// the text a byte at a time, and a little more room keeps its storage
    /// for many keystrokes (one more byte than the storage holds and a new
    /// array of the whole text is made while the old one is still held).
    static func capacityWithRoom(for count: Int) -> Int { count + count / 64 }
}

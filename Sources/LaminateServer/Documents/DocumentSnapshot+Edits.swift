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
        var text = self.text
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
                lineIndex = LineIndex(text)
                continue
            }
            // The line index of the text so far, not `self`'s: each change's
            // range refers to the text the changes before it left.
            let start = lineIndex.utf8Offset(of: LinePosition(range.start), in: encoding)
            let end = lineIndex.utf8Offset(of: LinePosition(range.end), in: encoding)
            if start.wasClamped || end.wasClamped {
                clamped.append(ClampedRange(range: range, lineCount: lineIndex.lineCount))
            }
            // A reversed range is read as the range between its two ends.
            let lower = min(start.utf8Offset, end.utf8Offset)
            let upper = max(start.utf8Offset, end.utf8Offset)
            covering = covering.followed(by: TextChange(oldRange: ByteRange(lower, upper), newCount: replacement.count))
            text.replaceSubrange(lower..<upper, with: replacement)
            lineIndex = lineIndex.replacing(ByteRange(lower, upper), replacementCount: replacement.count, in: text)
        }
        let snapshot = DocumentSnapshot(
            uri: uri, languageId: languageId, version: version, text: text, lineIndex: lineIndex, change: covering,
            revision: revision ?? self.revision + 1,
            changeLog: replacedWhole ? ChangeLog() : changeLog.after(covering, from: self.revision))
        return (snapshot, clamped)
    }
}

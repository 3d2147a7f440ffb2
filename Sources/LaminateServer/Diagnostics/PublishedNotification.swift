import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import LaminateProtocol

/// What was last published for an open document: its problems, and the
/// notification they were written in. The next version's notification is
/// written from it: a problem that an edit did not change, and whose
/// positions are before the edit or on lines wholly after it, is copied as
/// it was written (the line numbers after the edit moved by the lines it
/// added or removed), not converted and written again. A keystroke in a
/// document with hundreds of problems changes one or two; converting the
/// rest to LSP positions and writing them was a fifth of the time from a
/// keystroke to its diagnostics.
struct PublishedNotification: Sendable {
    let uri: DocumentURI
    /// The text the problems were found in.
    let revision: Int
    let lineCount: Int
    let encoding: ColumnUnit
    let problems: [Diagnostic]
    let encoded: EncodedDiagnostics

    /// The framed notification of `problems`, found in `snapshot`'s text,
    /// and what is kept of it for the next: written from `earlier` where
    /// that was published for an earlier text of the document whose change
    /// to this one is known.
    static func publish(
        _ problems: [Diagnostic], of snapshot: DocumentSnapshot, encoding: ColumnUnit,
        after earlier: PublishedNotification?
    ) -> (framed: [UInt8], kept: PublishedNotification) {
        var encoded = EncodedDiagnostics(expected: problems.count)
        let reuse = earlier.flatMap { earlier in
            earlier.reuse(for: problems, in: snapshot, encoding: encoding).map { (earlier.encoded, $0) }
        }
        for (index, problem) in problems.enumerated() {
            if let (earlierEncoded, reuse) = reuse, let earlierIndex = reuse.earlierIndex(of: index) {
                encoded.append(earlierIndex, of: earlierEncoded, version: snapshot.version, lines: reuse.lines)
            } else {
                encoded.append(
                    LSPDiagnostic(
                        problem, uri: snapshot.uri, version: snapshot.version, lineIndex: snapshot.lineIndex,
                        encoding: encoding))
            }
        }
        let framed = encoded.finish(uri: snapshot.uri, version: snapshot.version)
        let kept = PublishedNotification(
            uri: snapshot.uri, revision: snapshot.revision, lineCount: snapshot.lineIndex.lineCount,
            encoding: encoding, problems: problems, encoded: encoded)
        return (framed, kept)
    }

    /// Which of the new problems are copied: the first `prefix` are the
    /// first `prefix` published, the last `suffix` the last `suffix`.
    struct Reuse {
        var prefix = 0
        var suffix = 0
        var count: Int
        var earlierCount: Int
        /// How the lines after the change moved.
        var lines: EncodedDiagnostics.LineShift?

        func earlierIndex(of index: Int) -> Int? {
            if index < prefix { return index }
            if index >= count - suffix { return earlierCount - (count - index) }
            return nil
        }
    }

    /// How many of `problems`, found in `snapshot`, the next notification
    /// copies from this one.
    func reuseCount(for problems: [Diagnostic], in snapshot: DocumentSnapshot, encoding: ColumnUnit) -> Int {
        reuse(for: problems, in: snapshot, encoding: encoding).map { $0.prefix + $0.suffix } ?? 0
    }

    /// The problems at the start and at the end of the new list that are
    /// those published, at the same positions or moved by whole lines:
    /// every offset of each (its range, its related places', its fixes') is
    /// before the change, or on a line wholly after it.
    private func reuse(for problems: [Diagnostic], in snapshot: DocumentSnapshot, encoding: ColumnUnit) -> Reuse? {
        guard snapshot.uri == uri, encoding == self.encoding, let change = snapshot.change(since: revision) else { return nil }
        let positions = UnmovedPositions(change: change, lineIndex: snapshot.lineIndex)
        var reuse = Reuse(count: problems.count, earlierCount: self.problems.count)
        if let lineAfter = positions.lineAfter, !change.isEmpty {
            // A line the earlier text had from here on is this many lines later now.
            let delta = snapshot.lineIndex.lineCount - lineCount
            reuse.lines = .init(first: lineAfter.number - delta, delta: delta)
        }
        let most = min(problems.count, self.problems.count)
        while reuse.prefix < most,
            problems[reuse.prefix].isSame(as: self.problems[reuse.prefix], at: positions.earlierOffset(of:))
        {
            reuse.prefix += 1
        }
        while reuse.prefix + reuse.suffix < most,
            problems[problems.count - 1 - reuse.suffix].isSame(
                as: self.problems[self.problems.count - 1 - reuse.suffix],
                at: positions.earlierOffset(of:))
        {
            reuse.suffix += 1
        }
        return reuse
    }
}

/// The offsets of a text whose LSP position is the one the matching offset
/// of the text before a change had: the same line and column (in any
/// unit), the line moved by the lines the change added or removed when
/// the offset is on a line wholly after the change.
struct UnmovedPositions {
    let change: TextChange
    /// The first line wholly after the change, and where it starts; nil
    /// when no line follows it.
    let lineAfter: (number: Int, start: Int)?
    let textCount: Int

    init(change: TextChange, lineIndex: LineIndex) {
        self.change = change
        textCount = lineIndex.utf8Count
        let number = lineIndex.line(containingUTF8Offset: change.newRange.end) + 1
        lineAfter = lineIndex.contentRange(ofLine: number).map { (number, $0.start) }
    }

    /// The offset in the text before the change whose position `offset`
    /// has now (its line moved as above), or nil when its position may
    /// differ otherwise: an offset before the change (not at it: a
    /// character or a line ending can change there), or on a line wholly
    /// after it; any offset when nothing changed.
    func earlierOffset(of offset: Int) -> Int? {
        // The same text (checked again for a changed definition).
        if change.isEmpty { return offset }
        if offset < change.oldRange.start { return offset }
        if let lineAfter, offset >= lineAfter.start, offset <= textCount {
            return offset - (change.newCount - change.oldRange.count)
        }
        return nil
    }
}

extension Diagnostic {
    /// Whether this problem is `earlier` with each of its offsets at
    /// `earlierOffset` of it, so that both are published alike.
    func isSame(as earlier: Diagnostic, at earlierOffset: (Int) -> Int?) -> Bool {
        func same(_ range: ByteRange, _ earlierRange: ByteRange) -> Bool {
            earlierOffset(range.start) == earlierRange.start && earlierOffset(range.end) == earlierRange.end
        }
        guard code == earlier.code, severity == earlier.severity, same(range, earlier.range), message == earlier.message,
            related.count == earlier.related.count, fixes.count == earlier.fixes.count
        else { return false }
        for (place, earlierPlace) in zip(related, earlier.related)
        where !same(place.range, earlierPlace.range) || place.message != earlierPlace.message {
            return false
        }
        for (fix, earlierFix) in zip(fixes, earlier.fixes) {
            guard fix.title == earlierFix.title, fix.isPreferred == earlierFix.isPreferred,
                fix.edits.count == earlierFix.edits.count
            else { return false }
            for (edit, earlierEdit) in zip(fix.edits, earlierFix.edits)
            where !same(edit.range, earlierEdit.range) || edit.replacement != earlierEdit.replacement {
                return false
            }
        }
        return true
    }
}

extension DocumentCache {
    /// What was last published for the document, which the next
    /// notification is written from.
    func lastPublished() -> PublishedNotification? { read { $0.published } }

    /// Keeps what was just published (unless the document has closed).
    func keepPublished(_ published: PublishedNotification) {
        _ = update { contents -> Void? in contents.published = published }
    }
}

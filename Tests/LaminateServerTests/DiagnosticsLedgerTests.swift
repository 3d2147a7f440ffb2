import LaminateDialect
import LaminateFeatures
import LaminateProtocol
import Testing

@testable import LaminateServer

/// Stale markings carried from check to check, whichever versions get checked.
struct DiagnosticsLedgerTests {
    let uri = DocumentURI("file:///w/a.md")

    /// The snapshot after replacing `range` of `previous` with `text`.
    func edited(_ previous: DocumentSnapshot, _ range: Range<Int>, _ text: String) -> DocumentSnapshot {
        var bytes = previous.text
        bytes.replaceSubrange(range, with: Array(text.utf8))
        return DocumentSnapshot(
            uri: uri, languageId: "markdown", version: previous.version + 1, text: bytes,
            change: TextChange(oldRange: ByteRange(range), newCount: text.utf8.count))
    }

    func staleRanges(_ ledger: DocumentCache, _ snapshot: DocumentSnapshot) -> [ByteRange] {
        ledger.diagnostics(of: snapshot, analysis: DocumentAnalysis(text: snapshot.text)).staleMarkings.map(\.spanRange)
    }

    @Test func markingsCarryAcrossVersionsThatWereNeverChecked() {
        let ledger = DocumentCache()
        let opened = DocumentSnapshot(uri: uri, languageId: "markdown", version: 1, text: Array("Add ^[milk](ingredient: 1).".utf8))
        ledger.record(opened)
        #expect(staleRanges(ledger, opened) == [])
        let typedInside = edited(opened, 8..<8, "y")  // "milyk"
        let typedMore = edited(typedInside, 9..<9, "y")  // "milyyk"
        ledger.record(typedInside)
        ledger.record(typedMore)
        // Version 2 is never checked; the change from 1 to 3 is the two combined.
        #expect(staleRanges(ledger, typedMore) == [ByteRange(4, 28)])
        let typedBefore = edited(typedMore, 0..<0, "Now ")
        ledger.record(typedBefore)
        // A late check of an older version changes nothing for the next one.
        _ = staleRanges(ledger, typedInside)
        #expect(staleRanges(ledger, typedBefore) == [ByteRange(8, 32)])
    }

    /// The changes between two checks are combined into one covering
    /// change: one before a span and one inside it cover its markup, which
    /// counts as marking it again. (Checks follow each change closely, so
    /// this needs changes far apart faster than checks.)
    @Test func changesAroundASpanBetweenTwoChecksRemarkIt() {
        let ledger = DocumentCache()
        let opened = DocumentSnapshot(uri: uri, languageId: "markdown", version: 1, text: Array("Add ^[milk](ingredient: 1).".utf8))
        ledger.record(opened)
        _ = staleRanges(ledger, opened)
        let typedInside = edited(opened, 8..<8, "y")
        let typedBefore = edited(typedInside, 0..<0, "Now ")
        ledger.record(typedInside)
        ledger.record(typedBefore)
        #expect(staleRanges(ledger, typedBefore) == [])
    }

    @Test func aDocumentOpenedAgainStartsAfresh() {
        let ledger = DocumentCache()
        let opened = DocumentSnapshot(uri: uri, languageId: "markdown", version: 1, text: Array("^[milk](ingredient: 1)".utf8))
        ledger.record(opened)
        _ = staleRanges(ledger, opened)
        let typed = edited(opened, 3..<3, "x")
        ledger.record(typed)
        #expect(staleRanges(ledger, typed) == [ByteRange(0, 23)])
        let reopened = DocumentSnapshot(uri: uri, languageId: "markdown", version: 2, text: typed.text)
        ledger.record(reopened)
        #expect(staleRanges(ledger, reopened) == [])
    }

    @Test func aForgottenDocumentHasNothingStale() {
        let ledger = DocumentCache()
        let opened = DocumentSnapshot(uri: uri, languageId: "markdown", version: 1, text: Array("^[milk](ingredient: 1)".utf8))
        ledger.record(opened)
        _ = staleRanges(ledger, opened)
        let typed = edited(opened, 3..<3, "x")
        ledger.record(typed)
        ledger.close()
        #expect(staleRanges(ledger, typed) == [])
    }
}

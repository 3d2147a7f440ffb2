import LaminateDialect
import LaminateFeatures
import LaminateProtocol
import Testing

@testable import LaminateServer

/// A snapshot's change log says, for each recent earlier revision, one change
/// covering every edit since: outside it the two texts are the same bytes.
/// Random edits (insertions, deletions, replacements, several per
/// `didChange`, CRLF and emoji) check that for every revision the log reaches.
@Suite struct ChangeLogTests {
    @Test(arguments: [1, 2, 3, 4])
    func everyLoggedChangeCoversWhereTheTextsDiffer(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let pieces = ["a", "bc", "\n", "\r\n", "😀", "é", "", "word ", "^[x](y: 1)"]
        var snapshot = DocumentSnapshot(
            uri: DocumentURI("file:///log.md"), languageId: "markdown", version: 1,
            text: Array("# Title\n\nSome text 😀 here.\r\nMore.\n".utf8))
        var history: [(revision: Int, text: [UInt8])] = [(snapshot.revision, snapshot.text)]
        for step in 0..<300 {
            var changes: [TextDocumentContentChangeEvent] = []
            var text = snapshot.text
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = LineIndex(text)
                let a = Int.random(in: 0...text.count, using: &random)
                let b = min(text.count, a + Int.random(in: 0...6, using: &random))
                let start = index.position(ofUTF8Offset: a, in: .utf16)
                let end = index.position(ofUTF8Offset: b, in: .utf16)
                let replacement = pieces.randomElement(using: &random)!
                let range = LSPRange(
                    start: Position(line: start.line, character: start.column),
                    end: Position(line: end.line, character: end.column))
                changes.append(TextDocumentContentChangeEvent(range: range, text: replacement))
                let lower = index.utf8Offset(of: start, in: .utf16).utf8Offset
                let upper = index.utf8Offset(of: end, in: .utf16).utf8Offset
                text.replaceSubrange(lower..<upper, with: Array(replacement.utf8))
            }
            snapshot = snapshot.applying(changes, version: snapshot.version + 1, encoding: .utf16).snapshot
            #expect(snapshot.text == text, "step \(step)")
            history.append((snapshot.revision, snapshot.text))
            var reached = 0
            for earlier in history.dropLast() {
                guard let change = snapshot.change(since: earlier.revision) else { continue }
                reached += 1
                let old = earlier.text
                let new = snapshot.text
                #expect(old.count + change.newCount - change.oldRange.count == new.count, "step \(step)")
                guard change.oldRange.end <= old.count, change.newRange.end <= new.count else {
                    Issue.record("step \(step): \(change) outside the texts")
                    continue
                }
                #expect(old[..<change.oldRange.start] == new[..<change.oldRange.start], "step \(step)")
                #expect(old[change.oldRange.end...] == new[change.newRange.end...], "step \(step)")
            }
            #expect(reached == min(history.count - 1, ChangeLog.depth), "step \(step)")
        }
    }

    /// A client that sends the whole text leaves no change to go by: the
    /// texts are compared instead.
    @Test func aWholeTextReplacementIsNotLogged() {
        let opened = DocumentSnapshot(
            uri: DocumentURI("file:///log.md"), languageId: "markdown", version: 1,
            text: Array("One.\n".utf8))
        let typed = opened.applying(
            [TextDocumentContentChangeEvent(range: nil, text: "One!\n")], version: 2,
            encoding: .utf16
        ).snapshot
        #expect(typed.change(since: opened.revision) == nil)
        #expect(typed.change(since: typed.revision) == TextChange.none)
    }

    /// The cache parses a version from the last one it analysed with the
    /// logged change, however many versions it skipped, and the tree reads
    /// as a fresh parse of the text (also when the log no longer reaches
    /// back and the texts are compared).
    @Test(arguments: [1, 3, 20])
    func skippedVersionsStillParseAsTheirText(every: Int) async {
        let cache = AnalysedDocument()
        var snapshot = DocumentSnapshot(
            uri: DocumentURI("file:///log.md"), languageId: "markdown", version: 1,
            text: Array("# Eggs\n\n[milk]: /milk\n\nAdd [milk] and ^[eggs](ingredient: 1).\n".utf8))
        _ = await cache.analysis(of: snapshot, definitionFile: nil)
        let typed = Array("\n\n> [milk] ^[more](ingredient: 2)\n```\n".utf8)
        for (step, byte) in typed.enumerated() {
            let place = snapshot.lineIndex.position(ofUTF8Offset: snapshot.text.count - 1, in: .utf16)
            let position = Position(line: place.line, character: place.column)
            let change = TextDocumentContentChangeEvent(
                range: LSPRange(start: position, end: position),
                text: String(decoding: [byte], as: UTF8.self))
            snapshot = snapshot.applying([change], version: snapshot.version + 1, encoding: .utf16).snapshot
            guard step % every == 0 else { continue }
            let analysis = await cache.analysis(of: snapshot, definitionFile: nil)
            #expect(
                HTMLRenderer().render(analysis.tree) == HTMLRenderer().render(MarkdownParser.parse(snapshot.text)),
                "step \(step)")
        }
    }
}

import LaminateAttributes
import LaminateDialect
import LaminateProtocol
import Testing

@testable import LaminateServer

/// A notification written from the one published before (the problems an
/// edit did not touch copied as they were written) is byte for byte the
/// notification written afresh.
@Suite struct PublishedNotificationTests {
    let uri = DocumentURI("file:///published.md")

    /// Lines with problems of every shape: related places (one ingredient
    /// on two texts), fixes, spans after emoji, CJK, right-to-left text and
    /// combining marks, CRLF line ends.
    static let paragraph = """
        Add ^[バター](ingredient: 7, note: 'x') and ^[milk](ingredient: 7) 😀 then ^[e\u{301}gg](kern: "1").\r
        שלום ^[flour](ingredient: 9) ^[flour](ingredient: 10) ^[pears] ^[x](foregroundColor: "nope")

        """

    static func problems(of snapshot: DocumentSnapshot) -> [Diagnostic] {
        AttributeValidator.validate(MarkdownParser.parse(snapshot.text))
    }

    static func fresh(_ problems: [Diagnostic], of snapshot: DocumentSnapshot, encoding: ColumnUnit) -> [UInt8] {
        PublishDiagnosticsNotification.Params(
            uri: snapshot.uri, version: snapshot.version,
            diagnostics: problems.map {
                LSPDiagnostic($0, uri: snapshot.uri, version: snapshot.version, lineIndex: snapshot.lineIndex, encoding: encoding)
            }
        ).framedNotification
    }

    /// A keystroke (a piece typed at a random place, or one character
    /// deleted) mostly, else a few pieces replacing up to 30 characters.
    static func keystroke(
        _ model: inout RandomizedEditTests.ClientModel, _ unit: ColumnUnit,
        _ generator: inout SplitMix64
    ) -> TextDocumentContentChangeEvent {
        let pieces = ["a", "é", "😀", "\n", "\r\n", ")", "^[", "](", " ", "7", "\"", "漢", "ingredient: 7"]
        func piece() -> String { pieces[Int(generator.next() % UInt64(pieces.count))] }
        let boundaries = model.boundaries
        let first = Int(generator.next() % UInt64(boundaries.count))
        let start = boundaries[first]
        let end: Int
        let inserted: String
        switch generator.next() % 8 {
        case 0, 1:
            end = boundaries[min(first + 1, boundaries.count - 1)]
            inserted = ""
        case 2:
            end = boundaries[min(first + Int(generator.next() % 30), boundaries.count - 1)]
            inserted = (0..<Int(generator.next() % 4)).map { _ in piece() }.joined()
        default:
            end = start
            inserted = piece()
        }
        let range = LSPRange(start: model.position(ofScalarIndex: start, in: unit), end: model.position(ofScalarIndex: end, in: unit))
        model.scalars.replaceSubrange(start..<end, with: Array(inserted.unicodeScalars))
        return TextDocumentContentChangeEvent(range: range, text: inserted)
    }

    /// Keystrokes mostly (new lines among them), some larger changes; each version
    /// published from the last one published (checks skip versions when
    /// the client types faster), compared with the notification written
    /// afresh; and most problems are copied, not written again.
    @Test(arguments: ColumnUnit.allCases)
    func writtenFromTheLastEqualsWrittenAfresh(unit: ColumnUnit) throws {
        var generator = SplitMix64(seed: 0x9B11 &+ UInt64(unit.rawValue.utf8.count))
        var model = RandomizedEditTests.ClientModel(scalars: Array(String(repeating: Self.paragraph, count: 12).unicodeScalars))
        var store = DocumentStore()
        store.open(TextDocumentItem(uri: uri, languageId: "markdown", version: 1, text: model.text))
        var published: PublishedNotification?
        var copied = 0
        var written = 0
        for version in 2...400 {
            let change = Self.keystroke(&model, unit, &generator)
            _ = store.change(.init(textDocument: .init(uri: uri, version: version), contentChanges: [change]), encoding: unit)
            let snapshot = try #require(store[uri])
            #expect(snapshot.string == model.text)
            guard generator.next() % 3 != 0 else { continue }  // this version is never checked
            let problems = Self.problems(of: snapshot)
            let (framed, kept) = PublishedNotification.publish(problems, of: snapshot, encoding: unit, after: published)
            let expected = Self.fresh(problems, of: snapshot, encoding: unit)
            guard framed == expected else {
                let written = String(decoding: framed, as: UTF8.self)
                let afresh = String(decoding: expected, as: UTF8.self)
                Issue.record("version \(version) in \(unit) after \(change): \(written), written afresh: \(afresh)")
                return
            }
            if let earlier = published {
                let reuse = earlier.reuseCount(for: problems, in: snapshot, encoding: unit)
                copied += reuse
                written += problems.count - reuse
            }
            published = kept
        }
        // Most keystrokes touch one problem of dozens (the problems after
        // a line added or removed are copied with their lines moved).
        #expect(copied > 2 * written, "copied \(copied), written \(written)")
    }

    /// A line added or removed above every problem: each is copied, its
    /// lines moved (its related place's and its fixes' too).
    @Test(arguments: ["\n", "\r\n", "\n\n\n"])
    func problemsBelowANewLineAreCopiedWithTheirLinesMoved(newLine: String) throws {
        var store = DocumentStore()
        let text = "# Soup 😀\n\n" + String(repeating: Self.paragraph, count: 8)
        store.open(TextDocumentItem(uri: uri, languageId: "markdown", version: 1, text: text))
        let first = try #require(store[uri])
        let (_, kept) = PublishedNotification.publish(Self.problems(of: first), of: first, encoding: .utf16, after: nil)
        let end = Position(line: 0, character: 9)  // the end of "# Soup 😀"
        _ = store.change(
            .init(
                textDocument: .init(uri: uri, version: 2),
                contentChanges: [TextDocumentContentChangeEvent(range: LSPRange(start: end, end: end), text: newLine)]),
            encoding: .utf16)
        let second = try #require(store[uri])
        let problems = Self.problems(of: second)
        #expect(kept.reuseCount(for: problems, in: second, encoding: .utf16) == problems.count)
        let (framed, copied) = PublishedNotification.publish(problems, of: second, encoding: .utf16, after: kept)
        #expect(framed == Self.fresh(problems, of: second, encoding: .utf16))
        // And the line taken away again.
        let start = end
        let after = Position(line: newLine.filter { $0.isNewline }.count, character: 0)
        _ = store.change(
            .init(
                textDocument: .init(uri: uri, version: 3),
                contentChanges: [TextDocumentContentChangeEvent(range: LSPRange(start: start, end: after), text: "")]),
            encoding: .utf16)
        let third = try #require(store[uri])
        #expect(third.string == text)
        let again = Self.problems(of: third)
        #expect(copied.reuseCount(for: again, in: third, encoding: .utf16) == again.count)
        #expect(
            PublishedNotification.publish(again, of: third, encoding: .utf16, after: copied).framed
                == Self.fresh(again, of: third, encoding: .utf16))
    }

    @Test func nothingIsCopiedAcrossAReopeningOrAnotherEncoding() throws {
        var store = DocumentStore()
        store.open(TextDocumentItem(uri: uri, languageId: "markdown", version: 1, text: Self.paragraph))
        let first = try #require(store[uri])
        let (_, kept) = PublishedNotification.publish(Self.problems(of: first), of: first, encoding: .utf16, after: nil)
        #expect(kept.reuseCount(for: Self.problems(of: first), in: first, encoding: .utf16) == Self.problems(of: first).count)
        #expect(kept.reuseCount(for: Self.problems(of: first), in: first, encoding: .utf8) == 0)
        _ = store.close(uri)
        store.open(TextDocumentItem(uri: uri, languageId: "markdown", version: 1, text: "x" + Self.paragraph))
        let reopened = try #require(store[uri])
        #expect(kept.reuseCount(for: Self.problems(of: reopened), in: reopened, encoding: .utf16) == 0)
        let (framed, _) = PublishedNotification.publish(Self.problems(of: reopened), of: reopened, encoding: .utf16, after: kept)
        #expect(framed == Self.fresh(Self.problems(of: reopened), of: reopened, encoding: .utf16))
    }
}

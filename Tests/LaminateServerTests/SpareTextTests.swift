import LaminateDialect
import LaminateProtocol
import Testing

@testable import LaminateServer

/// The document store writes a change's text into the text the change
/// before replaced, once nothing reads that text any more (its pages are
/// resident; a fresh array of megabytes is often mapped anew). Whoever still
/// holds an earlier snapshot keeps exactly its text: the storage is copied
/// then, as any shared array is.
@Suite struct SpareTextTests {
    let uri = DocumentURI("file:///spare.md")

    private func typing(_ text: String, at column: Int, version: Int) -> DidChangeTextDocumentNotification.Params {
        let position = Position(line: 0, character: column)
        return .init(
            textDocument: .init(uri: uri, version: version),
            contentChanges: [TextDocumentContentChangeEvent(range: LSPRange(start: position, end: position), text: text)])
    }

    @Test func heldSnapshotsKeepTheirTexts() throws {
        var store = DocumentStore()
        store.open(TextDocumentItem(uri: uri, languageId: "markdown", version: 1, text: "one 😀\n"))
        var held: [(DocumentSnapshot, String)] = [(try #require(store[uri]), "one 😀\n")]
        var expected = "one 😀\n"
        var random = SplitMix64(seed: 7)
        for version in 2...200 {
            let piece = ["a", "é", "\n", "", "^["].randomElement(using: &random)!
            _ = store.change(typing(piece, at: 0, version: version), encoding: .utf16)
            expected = piece + expected
            let snapshot = try #require(store[uri])
            #expect(snapshot.string == expected)
            // Hold every third snapshot, and drop some held ones, so that
            // some spare texts are still read and some are not.
            if version.isMultiple(of: 3) { held.append((snapshot, expected)) }
            if version.isMultiple(of: 5), held.count > 1 { held.remove(at: Int.random(in: 0..<held.count, using: &random)) }
            for (snapshot, text) in held { #expect(snapshot.string == text) }
        }
    }

    @Test func aTextNothingReadsIsWrittenInPlace() throws {
        var store = DocumentStore()
        store.open(TextDocumentItem(uri: uri, languageId: "markdown", version: 1, text: String(repeating: "word ", count: 1000)))
        _ = store.change(typing("a", at: 0, version: 2), encoding: .utf16)
        let second = try #require(store[uri]).text.withUnsafeBufferPointer { $0.baseAddress }
        _ = store.change(typing("b", at: 0, version: 3), encoding: .utf16)
        _ = store.change(typing("c", at: 0, version: 4), encoding: .utf16)
        // Version 4 is written where version 2 was: only the store held it.
        let fourth = try #require(store[uri])
        #expect(fourth.text.withUnsafeBufferPointer { $0.baseAddress } == second)
        #expect(fourth.string == "cba" + String(repeating: "word ", count: 1000))
    }

    /// The opened text has room to type into: once the first change has
    /// made it the spare, the second change is written into it, not into a
    /// third array beside the two (at 10 MB, the session's heap peak).
    @Test func theOpenedTextTakesTheSecondChange() throws {
        var store = DocumentStore()
        let text = String(repeating: "word ", count: 1000)
        store.open(TextDocumentItem(uri: uri, languageId: "markdown", version: 1, text: text))
        let opened = try #require(store[uri]).text.withUnsafeBufferPointer { $0.baseAddress }
        _ = store.change(typing("a", at: 0, version: 2), encoding: .utf16)
        _ = store.change(typing("b", at: 0, version: 3), encoding: .utf16)
        let third = try #require(store[uri])
        #expect(third.text.withUnsafeBufferPointer { $0.baseAddress } == opened)
        #expect(third.string == "ba" + text)
    }

    /// Typing writes each change into the spare text where the two differ
    /// (the change log says where): random changes in every encoding, one
    /// per notification mostly, some several or the whole text or none,
    /// with earlier snapshots held at random; the store's text and every
    /// held one equal the client's after each change.
    @Test(arguments: ColumnUnit.allCases)
    func randomChangesWrittenIntoTheSpareKeepEveryText(unit: ColumnUnit) throws {
        var generator = SplitMix64(seed: 0x59A4E &+ UInt64(unit.rawValue.utf8.count))
        var model = RandomizedEditTests.ClientModel(scalars: Array("start 😀\r\nשלום e\u{301}\n漢字 ^[x](a: 1)\n".unicodeScalars))
        var store = DocumentStore()
        store.open(TextDocumentItem(uri: uri, languageId: "markdown", version: 1, text: model.text))
        var held: [(DocumentSnapshot, String)] = []
        for version in 2...1500 {
            var changes: [TextDocumentContentChangeEvent] = []
            switch generator.next() % 16 {
            case 0: changes = []
            case 1: changes = (0..<2).map { _ in RandomizedEditTests.randomChange(&model, unit, &generator) }
            case 2:
                model.scalars.append(contentsOf: "\n😀".unicodeScalars)
                changes = [TextDocumentContentChangeEvent(range: nil, text: model.text)]
            default: changes = [RandomizedEditTests.randomChange(&model, unit, &generator)]
            }
            _ = store.change(.init(textDocument: .init(uri: uri, version: version), contentChanges: changes), encoding: unit)
            let snapshot = try #require(store[uri])
            guard snapshot.string == model.text else {
                Issue.record(
                    "version \(version) in \(unit): \(changes); server \(snapshot.string.debugDescription), client \(model.text.debugDescription)")
                return
            }
            if generator.next() % 4 == 0 { held.append((snapshot, model.text)) }
            if generator.next() % 3 == 0, !held.isEmpty { held.remove(at: Int(generator.next() % UInt64(held.count))) }
            for (snapshot, text) in held { #expect(snapshot.string == text, "a held snapshot changed at version \(version)") }
        }
    }

    /// A keystroke is written into the spare text's own array.
    @Test func typingWritesIntoTheSpareInPlace() throws {
        var store = DocumentStore()
        store.open(TextDocumentItem(uri: uri, languageId: "markdown", version: 1, text: String(repeating: "word ", count: 1000)))
        for (version, letter) in zip(2..., ["a", "b", "c", "d"]) {
            _ = store.change(typing(letter, at: 2000 + version, version: version), encoding: .utf16)
        }
        let fifth = try #require(store[uri]).text.withUnsafeBufferPointer { $0.baseAddress }
        _ = store.change(typing("e", at: 2006, version: 6), encoding: .utf16)
        _ = store.change(typing("f", at: 2007, version: 7), encoding: .utf16)
        // Version 7 is written where version 5 was, two keystrokes in one.
        let seventh = try #require(store[uri])
        #expect(seventh.text.withUnsafeBufferPointer { $0.baseAddress } == fifth)
        var expected = Array(String(repeating: "word ", count: 1000).utf8)
        for (offset, letter) in zip(2002..., "abcdef".utf8) { expected.insert(letter, at: offset) }
        #expect(seventh.text == expected)
    }

    @Test func closingAndReopeningStartsAfresh() throws {
        var store = DocumentStore()
        store.open(TextDocumentItem(uri: uri, languageId: "markdown", version: 1, text: "first\n"))
        _ = store.change(typing("x", at: 0, version: 2), encoding: .utf16)
        _ = store.close(uri)
        store.open(TextDocumentItem(uri: uri, languageId: "markdown", version: 1, text: "second\n"))
        _ = store.change(typing("y", at: 0, version: 2), encoding: .utf16)
        #expect(try #require(store[uri]).string == "ysecond\n")
    }
}

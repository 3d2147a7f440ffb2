import LaminateDialect
import LaminateProtocol
@testable import LaminateServer
import Testing

/// The document store writes a change's text into the text the change
/// before replaced, once nothing reads that text any more (its pages are
/// resident; a fresh array of megabytes is often mapped anew). Whoever still
/// holds an earlier snapshot keeps exactly its text: the storage is copied
/// then, as any shared array is.
@Suite struct SpareTextTests {
    let uri = DocumentURI("file:///spare.md")

    private func typing(_ text: String, at column: Int, version: Int) -> DidChangeTextDocumentNotification.Params {
        let position = Position(line: 0, character: column)
        return .init(textDocument: .init(uri: uri, version: version),
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

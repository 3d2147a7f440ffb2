import Foundation
import LaminateAppStrings
import LaminateAttributes
import LaminateDialect
import Testing

@testable import LaminateFeatures

/// A container analysed after an edit from the analysis before it — only
/// the edited string read again when the edit stays inside one string's
/// content, the whole container otherwise — gives exactly what analysing
/// the edited text afresh gives: its strings, its problems, its colours,
/// its semantic tokens (kept per tile, in every position encoding) and the
/// strings found at an offset. Seeded random edits to every app-strings fixture,
/// each applied to the version before it, with the change an editor sends
/// and without it; and scripted edits that break the JSON, cross string
/// boundaries or type multi-byte text.
struct ContainerIncrementalTests {
    static let directory = ContainerFixtures.directory
    static var files: [String] { ContainerFixtures.files(in: ["Fixtures/AppStrings", "Fixtures/AppStringsFeatures", "Fixtures/AppStringsEdits"]) }

    static let insertions = [
        "e", "😀", "漢字", "שלום", "مرحبا", "\"", "\\", "\\\"", "\\n", "\\u00e9", "%lld", "%", "^[x](kern: 1)", "](", "\n", " ",
        "\\(y)", "#", "}", ",", "\": \"", "{",
    ]

    static func text(of file: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent(file)))
    }

    @Test func thereAreEditFixturesOfEachContainer() {
        for kind in ContainerKind.allCases {
            #expect(Self.files.contains { $0.hasPrefix("Fixtures/AppStringsEdits/") && ContainerKind(path: $0) == kind }, "\(kind)")
        }
    }

    @Test(arguments: files)
    func incrementalEqualsFreshThroughRandomEdits(file: String) throws {
        let kind = try #require(ContainerKind(path: file))
        var text = try Self.text(of: file)
        var random = SplitMix64(seed: UInt64(text.count) &* 31)
        var analysis = ContainerAnalysis(text: text, kind: kind)
        var tokens = Self.chunkedTokens(of: analysis)
        var insideOneString = 0
        var undo: (text: [UInt8], change: TextChange)?
        for step in 0..<120 {
            // A container an edit broke is mended by undoing it (read whole again).
            if analysis.failure != nil, let (before, change) = undo {
                let next = ContainerAnalysis(text: before, kind: kind, reusing: analysis, change: change)
                let nextTokens = Self.chunkedTokens(of: next, reusing: tokens)
                Self.expectEqualToFresh(next, tokens: nextTokens, previousTokens: tokens, "\(file) step \(step), undone")
                (text, analysis, tokens, undo) = (before, next, nextTokens, nil)
                continue
            }
            // Mostly inside a string's content (the fast path), some anywhere.
            var offset = Int(random.next() % UInt64(text.count + 1))
            if step % 4 != 0, analysis.documentCount > 0 {
                let string = analysis.document(Int(random.next() % UInt64(analysis.documentCount))).string
                let content = string.text.contentStart
                offset = content + Int(random.next() % UInt64(max(1, string.literalRange.end - content)))
            }
            while offset < text.count, text[offset] & 0xC0 == 0x80 { offset += 1 }
            var removed = 0
            var inserted: [UInt8] = []
            if random.next() % 3 == 0, offset < text.count {
                removed = 1 + Int(random.next() % 3)
                while offset + removed < text.count, text[offset + removed] & 0xC0 == 0x80 { removed += 1 }
                removed = min(removed, text.count - offset)
            } else {
                inserted = Array(Self.insertions[Int(random.next() % UInt64(Self.insertions.count))].utf8)
            }
            var edited = text
            edited.replaceSubrange(offset..<(offset + removed), with: inserted)
            let change = TextChange(oldRange: ByteRange(offset, offset + removed), newCount: inserted.count)
            let next = ContainerAnalysis(text: edited, kind: kind, reusing: analysis, change: step % 2 == 0 ? change : nil)
            undo = (text, TextChange(oldRange: change.newRange, newCount: removed))
            if next.layout === analysis.layout { insideOneString += 1 }
            let nextTokens = Self.chunkedTokens(of: next, reusing: tokens)
            Self.expectEqualToFresh(next, tokens: nextTokens, previousTokens: tokens, "\(file) step \(step)")
            text = edited
            analysis = next
            tokens = nextTokens
        }
        if !file.contains("Broken") && !file.contains("Unterminated") { #expect(insideOneString > 20, "\(file): \(insideOneString)") }
    }

    /// An edit typed where `anchor` first occurs in a fixture (`at` bytes
    /// into it), replacing `removing` bytes.
    struct ScriptedEdit: Sendable, CustomTestStringConvertible {
        var name: String
        var file: String
        var anchor: String
        var at: Int = 0
        var removing: Int = 0
        var insert: String
        /// Whether the edited version is made from the one before without
        /// reading the container whole (nil: either).
        var incremental: Bool? = nil
        var testDescription: String { name }
    }

    static let scripted: [ScriptedEdit] = [
        // Breaking the JSON, and mending it again (the next edit reads the whole catalog).
        .init(name: "an unescaped quote ends a catalog string early", file: "Typing.xcstrings", anchor: "Welcome](", insert: "\""),
        .init(name: "a brace inside a key breaks nothing", file: "Typing.xcstrings", anchor: "Tap ^[here", insert: "}"),
        .init(name: "a deleted closing quote", file: "Typing.xcstrings", anchor: "\" : { }", removing: 1, insert: ""),
        .init(name: "a deleted colon", file: "Typing.xcstrings", anchor: " : {\n      \"localizations", removing: 2, insert: ""),
        .init(name: "a control character in a string", file: "Typing.xcstrings", anchor: "pera \\u00e9", insert: "\t"),
        .init(name: "a half-typed escape", file: "Typing.xcstrings", anchor: "Centré", insert: "\\u00"),
        // Inside a catalog's strings no string depends on, and those some do.
        .init(name: "typing in a comment", file: "Typing.xcstrings", anchor: "Emoji, CJK", insert: "x", incremental: true),
        .init(
            name: "emoji in a state beside a value on its line", file: "Typing.xcstrings", anchor: "translated\", \"value\" : \"😀 ^[مرحبا]",
            insert: "😀", incremental: true),
        .init(name: "an escape typed in a comment", file: "Typing.xcstrings", anchor: "Emoji, CJK", insert: "\\n\\u00e9", incremental: true),
        .init(name: "a half escape in a comment", file: "Typing.xcstrings", anchor: "Emoji, CJK", insert: "\\"),
        .init(name: "a quote in a comment", file: "Typing.xcstrings", anchor: "Emoji, CJK", insert: "\"", incremental: false),
        .init(
            name: "a deleted state", file: "Typing.xcstrings", anchor: "translated\", \"value\" : \"^[%lld pear]", removing: 10, insert: "",
            incremental: true),
        .init(name: "the source language changed", file: "Typing.xcstrings", anchor: "\"en\",\n", at: 2, insert: "s", incremental: false),
        .init(name: "a language renamed", file: "Typing.xcstrings", anchor: "\"es\" : {", at: 2, insert: "x", incremental: false),
        .init(name: "the version", file: "Typing.xcstrings", anchor: "1.0", insert: "1", incremental: true),
        .init(name: "a line break in a comment", file: "Typing.xcstrings", anchor: "Emoji, CJK", insert: "\n", incremental: false),
        // Across string boundaries.
        .init(name: "a deletion from one value into the next key", file: "Typing.xcstrings", anchor: "漢字\" } }\n      }", removing: 30, insert: "x"),
        .init(
            name: "a paste over two catalog strings", file: "Typing.xcstrings", anchor: "^[%lld pear]", removing: 120, insert: "😀 ^[ok](kern: 2)",
            incremental: false),
        .init(name: "a deletion across a .strings key and value", file: "Typing.strings", anchor: "title\" = ", at: 3, removing: 8, insert: ""),
        .init(name: "a deletion across two Swift literals", file: "Typing.swift", anchor: "漢字\")", removing: 20, insert: ""),
        // Multi-byte text, typed inside strings.
        .init(name: "emoji before a span in a key", file: "Typing.xcstrings", anchor: "😀 ^[Welcome]", insert: "👩‍👩‍👧"),
        .init(name: "CJK inside a span's text", file: "Typing.xcstrings", anchor: "ようこそ", at: 3, insert: "漢", incremental: true),
        .init(name: "RTL inside an attribute value", file: "Typing.xcstrings", anchor: "pnk", at: 1, insert: "שלום"),
        .init(name: "a combining mark after an escape", file: "Typing.xcstrings", anchor: "\\u00e9", at: 6, insert: "\u{301}"),
        .init(name: "emoji replacing a .strings escape", file: "Typing.strings", anchor: "\\U00e9", removing: 6, insert: "😀"),
        .init(name: "RTL in a .strings key", file: "Typing.strings", anchor: "😀 漢字\" =", at: 4, insert: "مرحبا", incremental: true),
        .init(name: "CJK in a Swift literal after an interpolation", file: "Typing.swift", anchor: "(name) 漢字", at: 7, insert: "漢"),
        .init(name: "emoji in a raw literal", file: "Typing.swift", anchor: "\"quoted\"", insert: "😀", incremental: true),
        .init(name: "a line break in a multi-line literal", file: "Typing.swift", anchor: "line 😀", insert: "\n            "),
        .init(name: "an interpolation typed into a literal", file: "Typing.swift", anchor: "^[ברוכים", insert: "\\(x) "),
    ]

    @Test(arguments: scripted)
    func incrementalEqualsFreshAfterScriptedEdit(_ edit: ScriptedEdit) throws {
        let file = "Fixtures/AppStringsEdits/" + edit.file
        let kind = try #require(ContainerKind(path: file))
        let text = try Self.text(of: file)
        let anchor = Array(edit.anchor.utf8)
        let found = try #require((0...(text.count - anchor.count)).first { Array(text[$0..<($0 + anchor.count)]) == anchor })
        let offset = found + edit.at
        var edited = text
        edited.replaceSubrange(offset..<(offset + edit.removing), with: Array(edit.insert.utf8))
        let change = TextChange(oldRange: ByteRange(offset, offset + edit.removing), newCount: edit.insert.utf8.count)
        let analysis = ContainerAnalysis(text: text, kind: kind)
        let tokens = Self.chunkedTokens(of: analysis)
        for known in [change, nil] {
            let next = ContainerAnalysis(text: edited, kind: kind, reusing: analysis, change: known)
            if let incremental = edit.incremental { #expect((next.layout === analysis.layout) == incremental, "\(edit.name): read whole") }
            let nextTokens = Self.chunkedTokens(of: next, reusing: tokens)
            Self.expectEqualToFresh(next, tokens: nextTokens, previousTokens: tokens, edit.name)
            // And typing on: the edit undone, from the edited version.
            let undone = ContainerAnalysis(
                text: text, kind: kind, reusing: next,
                change: known.map { _ in TextChange(oldRange: change.newRange, newCount: edit.removing) })
            Self.expectEqualToFresh(
                undone, tokens: Self.chunkedTokens(of: undone, reusing: nextTokens), previousTokens: nextTokens, edit.name + ", undone")
        }
    }

    /// Tokens in each position encoding, one chunk per tile.
    static func chunkedTokens(
        of analysis: ContainerAnalysis, reusing previous: [ChunkedSemanticTokens]? = nil
    ) -> [ChunkedSemanticTokens] {
        encoders.enumerated().map { index, encoder in ChunkedSemanticTokens(analysis, encoder: encoder, reusing: previous?[index]) }
    }

    static let encoders = ColumnUnit.allCases.map {
        SemanticTokenEncoder(unit: $0, lineHandling: $0 == .utf16 ? .multiline : .splitAtLineEnds)
    }

    static func expectEqualToFresh(
        _ analysis: ContainerAnalysis, tokens: [ChunkedSemanticTokens], previousTokens: [ChunkedSemanticTokens],
        _ what: String
    ) {
        let fresh = ContainerAnalysis(text: analysis.text, kind: analysis.kind)
        #expect(analysis.scan == fresh.scan, "strings, \(what)")
        #expect(ContainerDiagnostics.check(analysis) == ContainerDiagnostics.check(fresh), "diagnostics, \(what)")
        #expect(ContainerColors.colors(in: analysis) == ContainerColors.colors(in: fresh), "colours, \(what)")
        for (index, encoder) in encoders.enumerated() {
            let whole = encoder.encode(ContainerSemanticTokens.tokens(in: fresh), text: fresh.text, lineIndex: fresh.lineIndex)
            #expect(tokens[index].data == whole, "tokens \(encoder.unit), \(what)")
            var patched = previousTokens[index].data
            for edit in tokens[index].edits(from: previousTokens[index]).reversed() {
                patched.replaceSubrange(edit.start..<(edit.start + edit.deleteCount), with: edit.data)
            }
            #expect(patched == whole, "tokens delta \(encoder.unit), \(what)")
        }
        let count = analysis.text.count
        for offset in Set([0, count / 3, count / 2, 2 * count / 3, count]) {
            let incremental = analysis.document(at: offset)
            let again = fresh.document(at: offset)
            #expect(incremental?.document.string == again?.document.string, "document at \(offset), \(what)")
            #expect(incremental?.textOffset == again?.textOffset, "text offset at \(offset), \(what)")
            let range = ByteRange(offset, min(count, offset + 40))
            #expect(analysis.documents(meeting: range).map(\.string) == fresh.documents(meeting: range).map(\.string), "meeting \(range), \(what)")
            let tokenRange = ContainerSemanticTokens.tokens(in: analysis, range: range)
            #expect(tokenRange == ContainerSemanticTokens.tokens(in: fresh, range: range), "range tokens \(range), \(what)")
        }
    }
}

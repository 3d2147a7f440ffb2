import LaminateDialect
import Testing

@testable import LaminateFeatures

/// The provider, encoder and delta on small cases; the golden documents
/// (`SemanticTokensGoldenTests`) cover every construct.
struct SemanticTokensTests {
    /// The legend is part of the protocol: clients and themes refer to
    /// indices and names, so it may only grow at the end.
    @Test func legendIsStable() {
        #expect(
            SemanticTokenLegend.tokenTypes == [
                "text", "heading", "headingMarker", "listMarker", "quoteMarker", "thematicBreak", "fence", "infoString",
                "code", "tablePipe", "tableDelimiter", "delimiter", "link", "url", "string", "label", "html", "comment",
                "escapeSequence", "entity", "decorator", "property", "number", "boolean", "keyword", "attributedText",
                "ingredient",
            ])
        #expect(
            SemanticTokenLegend.tokenModifiers == [
                "emphasis", "strong", "strikethrough", "level1", "level2", "level3", "level4", "level5", "level6",
                "definition", "image",
                "bold", "italic", "underline", "lineThrough",
                "colorBlack", "colorWhite", "colorGray", "colorRed", "colorOrange", "colorYellow", "colorGreen", "colorMint",
                "colorTeal", "colorCyan", "colorBlue", "colorIndigo", "colorPurple", "colorPink", "colorBrown",
            ])
    }

    @Test func tokensThatCrossLinesAreSplitUnlessTheClientTakesMultilineTokens() {
        let analysis = DocumentAnalysis(text: Array("`one\r\ntwo` <a\nb>".utf8))
        #expect(
            dump(analysis) == [
                "0:0-1 delimiter \"`\"", "0:1-4 code \"one\"", "1:0-3 code \"two\"", "1:3-4 delimiter \"`\"",
                "1:5-7 html \"<a\"", "2:0-2 html \"b>\"",
            ])
        // One token from `o` to `o`, its length counting the `\r\n`.
        #expect(
            dump(analysis, lineHandling: .multiline) == [
                "0:0-1 delimiter \"`\"", "0:1-9 code \"one\\r\\ntwo\"", "1:3-4 delimiter \"`\"", "1:5-10 html \"<a\\nb>\"",
            ])
    }

    /// A range between two long code blocks (a screen of an editor) is
    /// answered with the tokens of its lines alone, each as the whole
    /// document's tokens have it; not with every line of both blocks.
    @Test(arguments: ColumnUnit.allCases)
    func tokensCutToARangesLinesEncodeAsTheWholeDocumentsOnThem(unit: ColumnUnit) throws {
        let block = "```swift\n" + (0..<300).map { "let 😀 = \($0) // 漢字\n" }.joined() + "```\n"
        let text = "# Intro\n\n" + block + "\nMiddle *a* ^[b](kern: 1)\r\n\n" + block
        let analysis = DocumentAnalysis(text: Array(text.utf8))
        let middle = try #require(text.utf8.firstRange(of: "Middle".utf8))
        let start = text.utf8.distance(from: text.utf8.startIndex, to: middle.lowerBound)
        let lineIndex = analysis.lineIndex
        let line = lineIndex.line(containingUTF8Offset: start)
        // From the middle of a line three above to the middle of one three below.
        let range = ByteRange(lineIndex.contentRange(ofLine: line - 3)!.start + 5, lineIndex.contentRange(ofLine: line + 3)!.start + 5)
        let encoder = SemanticTokenEncoder(unit: unit, lineHandling: .splitAtLineEnds)
        let cut = SemanticTokens.tokens(in: analysis, onLinesOf: range)
        let answered = SemanticTokenDump.lines(encoder.encode(cut, text: analysis.text, lineIndex: lineIndex), analysis: analysis, unit: unit)
        let whole = SemanticTokenDump.lines(
            encoder.encode(SemanticTokens.tokens(in: analysis), text: analysis.text, lineIndex: lineIndex),
            analysis: analysis, unit: unit)
        let onTheLines = whole.filter { entry in
            let number = Int(entry.prefix { $0 != ":" })!
            return (line - 3)...(line + 3) ~= number
        }
        #expect(answered == onTheLines)
        #expect(answered.count < 20)
        // Multiline tokens are cut to the lines too.
        let multiline = SemanticTokenEncoder(unit: unit, lineHandling: .multiline).encode(cut, text: analysis.text, lineIndex: lineIndex)
        #expect(
            SemanticTokenDump.lines(multiline, analysis: analysis, unit: unit).allSatisfy {
                ((line - 3)...(line + 3)).contains(Int($0.prefix { $0 != ":" })!)
            })
    }

    @Test(arguments: [(ColumnUnit.utf8, 8), (.utf16, 4), (.utf32, 3)])
    func aMultilineTokenCountsItsLengthInTheEncoding(unit: ColumnUnit, length: Int) {
        let analysis = DocumentAnalysis(text: Array("`😀\n日`".utf8))
        let code = dump(analysis, unit: unit, lineHandling: .multiline).filter { $0.contains(" code ") }
        #expect(code == ["0:1-\(1 + length) code \"😀\\n日\""])
    }

    @Test(arguments: [
        (
            ColumnUnit.utf8,
            [
                "0:0-2 delimiter strong \"**\"", "0:2-17 text strong \"😀 日本 e\u{301}\"", "0:17-19 delimiter strong \"**\"",
                "0:20-21 delimiter emphasis \"*\"", "0:21-31 text emphasis \"עברית\"", "0:31-32 delimiter emphasis \"*\"",
            ]
        ),
        (
            ColumnUnit.utf16,
            [
                "0:0-2 delimiter strong \"**\"", "0:2-10 text strong \"😀 日本 e\u{301}\"", "0:10-12 delimiter strong \"**\"",
                "0:13-14 delimiter emphasis \"*\"", "0:14-19 text emphasis \"עברית\"", "0:19-20 delimiter emphasis \"*\"",
            ]
        ),
        (
            ColumnUnit.utf32,
            [
                "0:0-2 delimiter strong \"**\"", "0:2-9 text strong \"😀 日本 e\u{301}\"", "0:9-11 delimiter strong \"**\"",
                "0:12-13 delimiter emphasis \"*\"", "0:13-18 text emphasis \"עברית\"", "0:18-19 delimiter emphasis \"*\"",
            ]
        ),
    ])
    func columnsAndLengthsCountTheNegotiatedEncoding(unit: ColumnUnit, expected: [String]) {
        let analysis = DocumentAnalysis(text: Array("**😀 日本 e\u{301}** *עברית*".utf8))
        #expect(dump(analysis, unit: unit) == expected)
        #expect(dump(analysis, unit: unit, lineHandling: .multiline) == expected)
    }

    @Test func clientsThatAugmentTheirOwnHighlightingGetOnlyAttributeTokens() {
        let analysis = DocumentAnalysis(text: Array("# A ^[**milk**](ingredient: 1, x: null) [l](u)\n\n^[r]: k: 'v'\n".utf8))
        #expect(
            dump(analysis, coverage: .attributesOnly) == [
                "0:4-6 decorator level1 \"^[\"", "0:8-12 ingredient strong,level1 \"milk\"", "0:14-15 decorator level1 \"]\"",
                "0:15-16 decorator level1 \"(\"", "0:16-26 property \"ingredient\"", "0:28-29 number \"1\"", "0:31-32 property \"x\"",
                "0:34-38 keyword \"null\"", "0:38-39 decorator level1 \")\"",
                "2:0-2 decorator definition \"^[\"", "2:2-3 label definition \"r\"", "2:3-4 decorator definition \"]\"",
                "2:4-5 decorator definition \":\"", "2:6-7 property definition \"k\"", "2:9-12 string definition \"'v'\"",
            ])
    }

    @Test func aRangeGetsTheTokensOfTheConstructsThatMeetIt() {
        let text = "# One\n\nTwo *a*\n\n> Three `b`\n"
        let analysis = DocumentAnalysis(text: Array(text.utf8))
        let start = text.utf8.count - "Three `b`\n".utf8.count
        #expect(dump(analysis, range: ByteRange(start, start + 8)) == ["4:8-9 delimiter \"`\"", "4:9-10 code \"b\""])
        let full = SemanticTokens.tokens(in: analysis)
        let ranged = SemanticTokens.tokens(in: analysis, range: ByteRange(start, start + 5))
        #expect(ranged == full.filter { $0.range.end > start && $0.range.start < start + 5 })
        #expect(SemanticTokens.tokens(in: analysis, range: ByteRange(0, text.utf8.count)) == full)
    }

    // MARK: - Painter

    @Test func theInnermostTokenWinsAndTheOuterOneIsSplitAroundIt() {
        let text = Array("0123456789".utf8)
        let tokens = [
            SemanticToken(range: ByteRange(0, 10), type: .code),
            SemanticToken(range: ByteRange(2, 4), type: .quoteMarker),
            SemanticToken(range: ByteRange(6, 8), type: .string),
            SemanticToken(range: ByteRange(6, 8), type: .number),
        ]
        #expect(
            SemanticTokenPainter.paint(tokens, text: text).map(describe) == [
                "0..<2 code", "2..<4 quoteMarker", "4..<6 code", "6..<8 number", "8..<10 code",
            ])
    }

    @Test func aTokenOverlappingAnotherWithoutContainingItWinsTheOverlap() {
        let text = Array("0123456789".utf8)
        let tokens = [
            SemanticToken(range: ByteRange(0, 10), type: .code),
            SemanticToken(range: ByteRange(1, 5), type: .string),
            SemanticToken(range: ByteRange(3, 7), type: .number),
        ]
        #expect(
            SemanticTokenPainter.paint(tokens, text: text).map(describe) == [
                "0..<1 code", "1..<3 string", "3..<7 number", "7..<10 code",
            ])
    }

    // MARK: - Delta

    @Test(
        arguments: [
            ([1, 2, 3, 4, 5], [1, 2, 3, 4, 5], [SemanticTokensEdit]()),
            ([1, 2, 3, 4, 5], [1, 2, 9, 4, 5], [SemanticTokensEdit(start: 2, deleteCount: 1, data: [9])]),
            ([1, 2, 3, 4, 5], [1, 2, 4, 5], [SemanticTokensEdit(start: 2, deleteCount: 1, data: [])]),
            ([1, 2], [1, 2, 1, 2], [SemanticTokensEdit(start: 2, deleteCount: 0, data: [1, 2])]),
            ([], [7], [SemanticTokensEdit(start: 0, deleteCount: 0, data: [7])]),
            ([7, 7, 7], [7, 7], [SemanticTokensEdit(start: 2, deleteCount: 1, data: [])]),
        ] as [([UInt32], [UInt32], [SemanticTokensEdit])])
    func deltaIsOneEditBetweenTheCommonPrefixAndSuffix(old: [UInt32], new: [UInt32], expected: [SemanticTokensEdit]) {
        let edits = SemanticTokensDelta.edits(from: old, to: new)
        #expect(edits == expected)
        #expect(apply(edits, to: old) == new)
    }

    @Test func deltaAfterAnEditReproducesTheNewTokens() {
        var random = TokenTestRandom(state: 5)
        for _ in 0..<200 {
            let old = (0..<Int(random.next() % 30)).map { _ in UInt32(random.next() % 4) }
            let new = (0..<Int(random.next() % 30)).map { _ in UInt32(random.next() % 4) }
            #expect(apply(SemanticTokensDelta.edits(from: old, to: new), to: old) == new)
        }
    }

    // MARK: - Helpers

    private func dump(
        _ analysis: DocumentAnalysis, range: ByteRange? = nil, unit: ColumnUnit = .utf16,
        lineHandling: SemanticTokenLineHandling = .splitAtLineEnds, coverage: SemanticTokenCoverage = .everything
    ) -> [String] {
        SemanticTokenDump.dump(analysis, range: range, unit: unit, lineHandling: lineHandling, coverage: coverage)
            .split(separator: "\n").map(String.init)
    }

    private func describe(_ token: SemanticToken) -> String { "\(token.range) \(token.type.legendName)" }

    private func apply(_ edits: [SemanticTokensEdit], to data: [UInt32]) -> [UInt32] {
        var result = data
        for edit in edits.reversed() {
            result.replaceSubrange(edit.start..<(edit.start + edit.deleteCount), with: edit.data)
        }
        return result
    }
}

/// SplitMix64: a small seeded generator, so random cases repeat.
struct TokenTestRandom {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

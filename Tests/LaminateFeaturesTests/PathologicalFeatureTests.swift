import Foundation
import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import Testing

/// Pathological documents through every feature, not just the parser:
/// parse, HTML, validation, diagnostics, attribute runs (and their
/// `AttributedString` and JSON forms), semantic tokens, colours, code
/// actions, the outline, folding, selection ranges, formatting, and hover, completion and effective attributes at sampled
/// offsets. Nothing may
/// trap, overflow the stack or hang, and every range must stay inside the
/// text.
///
/// Sizes are scaled to keep a debug build's run to a few seconds per input
/// where a smaller input already proves the point (a recursion per level
/// overflows the stack long before 10,000 levels; a quadratic loop shows at
/// 100 KB). The parser alone is tested at full size in LaminateDialectTests.
@Suite struct PathologicalFeatureTests {
    struct Input: Sendable, CustomStringConvertible {
        let name: String
        let bytes: [UInt8]
        var description: String { name }

        init(_ name: String, _ markdown: String) {
            self.name = name
            bytes = Array(markdown.utf8)
        }

        init(_ name: String, bytes: [UInt8]) {
            self.name = name
            self.bytes = bytes
        }
    }

    static func repeated(_ piece: String, _ count: Int) -> String { String(repeating: piece, count: count) }

    static let inputs: [Input] = [
        Input("100,000 nested block quotes", repeated(">", 100_000) + " deep ^[x](kern: 1)\n"),
        Input("100,000 nested list items", repeated("- ", 100_000) + "item ^[x](kern: 1)\n"),
        Input("30,000 nested block quotes with lazy lines", repeated("> ", 30_000) + "a\n" + repeated("b\n", 20)),
        Input("10,000 nested attribute spans", repeated("^[", 10_000) + "x" + repeated("](kern: 1, ingredient: 'a')", 10_000)),
        Input("10,000 nested attribute spans, unclosed lists", repeated("^[", 10_000) + "x" + repeated("](kern: ", 10_000)),
        Input("10,000 nested brackets", repeated("[", 10_000) + "a" + repeated("]", 10_000)),
        Input("10,000 nested links", repeated("[", 10_000) + "a" + repeated("](b)", 10_000)),
        Input("10,000 nested emphasis", repeated("*", 10_000) + "a" + repeated("*", 10_000)),
        Input("10,000 nested strong and emphasis", repeated("*a **a ", 5_000) + "b" + repeated(" a** a*", 5_000)),
        Input("10,000 nested strikethrough", repeated("~~a ", 10_000) + repeated(" b~~", 10_000)),
        Input("10,000 nested arrays in an attribute list", "^[x](kern: " + repeated("[", 10_000) + repeated("]", 10_000) + ")"),
        Input("10,000 nested objects in an attribute list", "^[x](kern: " + repeated("{a: ", 10_000) + repeated("}", 10_000) + ")"),
        Input("511 nested arrays (the limit) in an attribute list", "^[x](kern: " + repeated("[", 510) + repeated("]", 510) + ")"),
        Input("511 nested objects (the limit) in an attribute list", "^[x](foregroundColor: " + repeated("{a: ", 510) + repeated("}", 510) + ")"),
        // 1 MB: every hover re-reads the list; the reader alone reads 50 MB in LaminateAttributesTests.
        Input("1 MB attribute list", "^[x](kern: 1, list: [" + repeated("'yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy',", 20_000) + "])"),
        Input(
            "a table of 10,000 columns", repeated("|a", 10_000) + "|\n" + repeated("|-", 10_000) + "|\n" + repeated("|^[x](kern: 1)", 10_000) + "|\n"),
        Input("a single 5 MB line", "^[x](kern: 1) *a* " + repeated("word ", 1_000_000) + " ^[y](foregroundColor: 'red') `c`"),
        Input("a 100 KB line of constructs", repeated("word *em* ^[x](kern: 1) `c` ", 3_500)),
        Input("5,000 reference definitions", (0..<5_000).map { "[l\($0)]: /u\($0) 't'\n" }.joined() + (0..<5_000).map { "[l\($0)] " }.joined()),
        Input("5,000 attribute definitions", (0..<5_000).map { "^[d\($0)]: kern: \($0)\n" }.joined() + (0..<5_000).map { "^[x][d\($0)] " }.joined()),
        Input("5,000 ingredient uses", (0..<5_000).map { "^[x](ingredient: 'i\($0 % 50)') " }.joined()),
        Input("2,000 colours", (0..<2_000).map { "^[x](foregroundColor: '#\(String($0, radix: 16))') ^[y](backgroundColor: 'red') " }.joined()),
        Input("NUL bytes", "a\0b ^[\0](kern\0: 1) \0*\0*\n\0\n> \0\n| a\0 | b |\n|-|-|\n"),
        Input("lone carriage returns", repeated("a\r^[x](kern:\r1)\r> b\r- c\r\r", 2_000)),
        Input("byte order marks", "\u{FEFF}\u{FEFF}# a\n\u{FEFF}^[\u{FEFF}](kern: \u{FEFF}1)\n"),
        Input(
            "invalid UTF-8",
            bytes: Array("^[".utf8) + [0xFF, 0xFE, 0xC0, 0x80, 0xED, 0xA0, 0x80] + Array("](kern: '".utf8) + [0xF4, 0x90, 0x80, 0x80, 0xE2, 0x82]
                + Array("')\n> ".utf8) + [0x80, 0xBF] + Array(" *x*\n".utf8) + [0xF0, 0x9F, 0x98]),
        Input(
            "truncated multi-byte characters everywhere",
            bytes: Array(repeating: [0xE2, 0x82, 0x5E, 0x5B, 0xF0, 0x9F, 0x5D, 0x28, 0xCE, 0x3A, 0x29], count: 5_000).flatMap { $0 }),
        Input("an unclosed code fence in 10,000 list items", repeated("- ", 10_000) + "```\n" + repeated("^[x](kern: 1)\n", 1_000)),
        Input("10,000 headings", (0..<10_000).map { String(repeating: "#", count: $0 % 6 + 1) + " h\($0) ^[x](ingredient: \($0 % 7))\n" }.joined()),
        Input("headings without text", repeated("#\n##\n###### \n", 3_000)),
        Input("a heading in each of 1,000 nested quotes", (0..<1_000).map { repeated(">", $0) + "# h\n" }.joined()),
        Input("deep HTML blocks in deep quotes", repeated("> ", 10_000) + "<div>\n" + repeated("^[x](kern: 1)\n", 1_000)),
    ]

    @Test(arguments: inputs)
    func everyFeatureFinishes(_ input: Input) {
        let text = input.bytes
        let analysis = DocumentAnalysis(text: text)
        let count = text.count
        #expect(analysis.text == text, "\(input): the tree lost bytes")

        _ = HTMLRenderer().render(analysis.tree)

        let diagnostics = AttributeValidator.validate(analysis.tree)
        for diagnostic in diagnostics {
            #expect(diagnostic.range.end <= count, "\(input): diagnostic \(diagnostic.range) past the end")
        }
        let checked = DocumentDiagnostics(analysis)
        _ = DocumentDiagnostics(analysis, previous: checked, change: TextChange(oldRange: ByteRange(0, min(count, 3)), newCount: min(count, 3)))

        let runs = AttributeRunBuilder.build(analysis.tree)
        _ = runs.attributedString
        // The JSON lines repeat every run's whole presentation intent, so
        // their size is runs × depth (a table's kind lists all its columns):
        // they are written only for inputs with fewer than 2,000 runs
        // (a 10,000-column table would write gigabytes).
        if runs.runs.count < 2_000 { _ = runs.jsonLines() }

        let tokens = SemanticTokens.tokens(in: analysis)
        for token in tokens {
            #expect(token.range.end <= count, "\(input): token \(token.range) past the end")
        }
        for unit in ColumnUnit.allCases {
            _ = SemanticTokenEncoder(unit: unit, lineHandling: .splitAtLineEnds).encode(tokens, text: text, lineIndex: analysis.lineIndex)
        }
        _ = SemanticTokens.tokens(in: analysis, range: ByteRange(count / 2, count), coverage: .attributesOnly)

        for color in DocumentColors.colors(in: analysis) {
            #expect(color.range.end <= count, "\(input): colour \(color.range) past the end")
        }

        // Code actions: a cursor, a short selection, and two ranges at once;
        // every kind, fix-all included. (Selections over the whole of these
        // documents are not tried: verifying each toggle re-parses the
        // document, which takes minutes on them; see the robustness report.)
        let selections = [
            [ByteRange(count / 2, count / 2)], [ByteRange(count / 3, min(count, count / 3 &+ 40))],
            [ByteRange(0, min(count, 5)), ByteRange(count / 2, min(count, count / 2 &+ 5))],
        ]
        for selection in selections {
            let query = CodeActionQuery(selection: selection, only: [.quickFix, .refactor, .source])
            for action in CodeActions.actions(in: analysis, for: query) {
                for edit in action.edits {
                    #expect(edit.range.start >= 0 && edit.range.end <= count, "\(input): \(action.title) edits \(edit.range)")
                }
            }
        }

        var symbols = DocumentOutline.symbols(in: analysis)
        while let symbol = symbols.popLast() {
            #expect(symbol.range.end <= count && symbol.range.contains(symbol.selectionRange), "\(input): symbol \(symbol.range)")
            symbols.append(contentsOf: symbol.children)
        }

        let formatting = AttributeListFormatting.edits(in: analysis)
        for (edit, next) in zip(formatting, formatting.dropFirst()) { #expect(edit.range.end <= next.range.start, "\(input): edits overlap") }
        for edit in formatting + AttributeListFormatting.edits(in: analysis, range: ByteRange(count / 2, count / 2)) {
            #expect(edit.range.end <= count, "\(input): formatting edits \(edit.range)")
        }

        let folds = FoldingRegions.regions(in: analysis)
        for fold in folds { #expect(fold.range.end <= count, "\(input): fold \(fold.range) past the end") }
        #expect(FoldingRegions.regions(in: analysis, limit: 3) == Array(folds.prefix(3)))

        for offset in Self.sampledOffsets(count) {
            if let hover = Hover.hover(at: offset, in: analysis) {
                #expect(hover.range.end <= count, "\(input): hover \(hover.range) past the end")
            }
            for suggestion in Completion.suggestions(at: offset, in: analysis, format: .snippet) ?? [] {
                #expect(suggestion.range.end <= count, "\(input): completion \(suggestion.range) past the end")
            }
            let effective = EffectiveAttributes(at: offset, in: analysis)
            #expect(effective.range.end <= count)
        }
        for chain in SelectionRanges.chains(at: Self.sampledOffsets(count), in: analysis) {
            #expect(chain.count <= SelectionRanges.maximumDepth && chain.last == ByteRange(0, count), "\(input): selection \(chain.suffix(2))")
            for (inner, outer) in zip(chain, chain.dropFirst()) { #expect(outer.contains(inner) && outer != inner, "\(input): \(inner) in \(outer)") }
        }
    }

    /// About twenty offsets: both ends, the middle, and a spread between,
    /// plus offsets outside the text (a client may send them).
    static func sampledOffsets(_ count: Int) -> [Int] {
        var offsets: Set<Int> = [0, 1, 2, count / 2, count &- 1, count, count &+ 1, -1, Int.max, Int.min]
        var generator = HoverFuzzGenerator(seed: UInt64(count))
        for _ in 0..<12 where count > 0 { offsets.insert(Int(generator.next() % UInt64(count))) }
        return offsets.sorted()
    }
}

/// The inputs that showed each bug the audit fixed, with what must hold.
@Suite struct PathologicalRegressionTests {
    /// Runs built the whole presentation intent at every block entered:
    /// quadratic in the depth, minutes for 100,000 nested block quotes.
    @Test func deepBlockQuotesLowerOnceToAnIntentPerText() {
        let depth = 100_000
        let tree = MarkdownParser.parse(Array((String(repeating: ">", count: depth) + " deep\n").utf8))
        let runs = AttributeRunBuilder.build(tree)
        #expect(runs.text == "deep")
        #expect(runs.runs.first?.attributes.presentationIntent?.components.count == depth + 1)
        #expect(runs.runs.first?.attributes.presentationIntent?.components.first?.kind == .paragraph)
    }

    /// Hover and effective attributes read every enclosing span's text by
    /// walking its whole subtree: quadratic in the nesting of spans.
    @Test func deepSpansShowTheirTextCut() {
        let depth = 10_000
        let markdown = String(repeating: "^[", count: depth) + "x" + String(repeating: "](kern: 1)", count: depth)
        let analysis = DocumentAnalysis(text: Array(markdown.utf8))
        let offset = 2 * depth  // on the "x"
        let effective = EffectiveAttributes(at: offset, in: analysis)
        #expect(effective["kern"]?.value == "1")
        let markups = effective["kern"]?.sources.compactMap(\.markup) ?? []
        // The innermost span's text is near; the outermost's lies beyond the budget.
        #expect(markups.first == "^[x](…)")
        #expect(Hover.hover(at: offset, in: analysis) != nil)
        let outermost = EffectiveAttributes(at: 0, in: analysis)
        #expect(outermost["kern"]?.sources.first?.markup == "^[…](…)")
    }

    /// A megabyte-long value was split into lines whole at every hover.
    @Test func longValuesAreCutWithoutReadingThemWhole() {
        let markdown = "^[x](note: '" + String(repeating: "word\\n", count: 200_000) + "')"
        let analysis = DocumentAnalysis(text: Array(markdown.utf8))
        let value = EffectiveAttributes(at: 2, in: analysis)["note"]?.value
        #expect(value?.hasSuffix("…") == true)
        #expect(value.map { $0.count == 61 } == true)
    }

    /// An offset outside the text gave a range outside it.
    @Test(arguments: [-1, 5, 6, Int.max, Int.min])
    func offsetsOutsideTheTextGiveRangesInside(offset: Int) {
        let analysis = DocumentAnalysis(text: Array("a *b*".utf8))
        let range = EffectiveAttributes(at: offset, in: analysis).range
        #expect(range.start >= 0 && range.end <= 5)
    }
}

/// Hover text grew with the nesting depth: megabytes for a deep document.
@Suite struct HoverSizeTests {
    @Test(arguments: [
        String(repeating: ">", count: 100_000) + " deep\n",
        String(repeating: "*", count: 10_000) + "a" + String(repeating: "*", count: 10_000),
        String(repeating: "^[", count: 5_000) + "x" + String(repeating: "](kern: 1)", count: 5_000),
    ])
    func deepNestingGivesAShortHover(markdown: String) throws {
        let analysis = DocumentAnalysis(text: Array(markdown.utf8))
        let hover = try #require(Hover.hover(at: markdown.utf8.count / 2, in: analysis))
        #expect(hover.markdown.utf8.count < 4_000, "\(hover.markdown.prefix(300))")
    }
}

import Foundation
import LaminateAttributes
import LaminateDialect
import Testing

/// Small documents whose runs public printouts of Foundation's
/// `AttributedString(markdown:)` show (Linux Foundation has no Markdown
/// parser, so these printouts are the ground truth). Each case names the
/// source whose printout shows the rule; the documents are our own, built to
/// exercise the same constructs. Identities follow the one rule the
/// printouts show (one counter per document, from 1, in document order,
/// every block with an intent counted). Where a source prints no characters
/// (a thematic break) or identities (HTML blocks), the case says so and the
/// user's guide (`Laminate.docc/AttributeRuns.md`) lists it as unverified.
struct RunsFoundationSourcesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var markdown: String
        var baseURL: String?
        var runs: [String]
        var testDescription: String { source }

        init(_ source: String, _ markdown: String, baseURL: String? = nil, runs: [String]) {
            self.source = source
            self.markdown = markdown
            self.baseURL = baseURL
            self.runs = runs
        }
    }

    static let cases: [Case] = [
        Case(
            "automerge-swift notes/EncodingAttributedStringsIntoMarks.md: blocks joined with nothing, soft break a space run, identities in document order",
            "# A title\n\nSome **bold** and _slanted_ text.\nSee [the site](https://example.com/).\n\nSteps:\n\n- one\n- two\n\nOrder:\n\n1. first\n2. second\n\n",
            runs: [
                #""A title" @ header(level: 1)#1"#,
                #""Some " @ paragraph#2"#,
                #""bold" stronglyEmphasized @ paragraph#2"#,
                #"" and " @ paragraph#2"#,
                #""slanted" emphasized @ paragraph#2"#,
                #"" text." @ paragraph#2"#,
                #"" " softBreak @ paragraph#2"#,
                #""See " @ paragraph#2"#,
                #""the site" link=https://example.com/ @ paragraph#2"#,
                #""." @ paragraph#2"#,
                #""Steps:" @ paragraph#3"#,
                #""one" @ paragraph#6, listItem(ordinal: 1)#5, unorderedList#4"#,
                #""two" @ paragraph#8, listItem(ordinal: 2)#7, unorderedList#4"#,
                #""Order:" @ paragraph#9"#,
                #""first" @ paragraph#12, listItem(ordinal: 1)#11, orderedList#10"#,
                #""second" @ paragraph#14, listItem(ordinal: 2)#13, orderedList#10"#,
            ]),
        Case(
            "stream-chat-swift Sources/StreamChat/Utils/MarkdownParser.swift: nested lists, intents innermost first (document reconstructed from its printout)",
            "- Outer item\n  - Inner item\n    - Innermost item\n",
            runs: [
                #""Outer item" @ paragraph#3, listItem(ordinal: 1)#2, unorderedList#1"#,
                #""Inner item" @ paragraph#6, listItem(ordinal: 1)#5, unorderedList#4, listItem(ordinal: 1)#2, unorderedList#1"#,
                #""Innermost item" @ paragraph#9, listItem(ordinal: 1)#8, unorderedList#7, listItem(ordinal: 1)#5, unorderedList#4, listItem(ordinal: 1)#2, unorderedList#1"#,
            ]),
        Case(
            "textual BlockRunsTests consecutiveParagraphs: no character between paragraphs",
            "One paragraph.\n\nAnother paragraph.",
            runs: [#""One paragraph." @ paragraph#1"#, #""Another paragraph." @ paragraph#2"#]),
        Case(
            "textual BlockRunsTests headingAndParagraph: code in a heading, a paragraph right after",
            "# About `bar`\nHi, **there**!",
            runs: [
                #""About " @ header(level: 1)#1"#,
                #""bar" code @ header(level: 1)#1"#,
                #""Hi, " @ paragraph#2"#,
                #""there" stronglyEmphasized @ paragraph#2"#,
                #""!" @ paragraph#2"#,
            ]),
        Case(
            "textual BlockRunsTests htmlBlock: an HTML block has no intent and ends with \\n, at the document's end too (its identities are not printed)",
            "<div>first block</div>\n\n# Heading\n\n<div>last block</div>",
            runs: [
                #""<div>first block</div>\n" blockHTML"#,
                #""Heading" @ header(level: 1)#1"#,
                #""<div>last block</div>\n" blockHTML"#,
            ]),
        Case(
            "textual BlockRunsTests nestedBlocks: an HTML block in a list item has the item's intents only",
            "A list:\n- Item one\n- <div>Item two</div>\n- Item three",
            runs: [
                #""A list:" @ paragraph#1"#,
                #""Item one" @ paragraph#4, listItem(ordinal: 1)#3, unorderedList#2"#,
                #""<div>Item two</div>\n" blockHTML @ listItem(ordinal: 2)#5, unorderedList#2"#,
                #""Item three" @ paragraph#7, listItem(ordinal: 3)#6, unorderedList#2"#,
            ]),
        Case(
            "textual PlainTextFormatterTests codeBlock: a code block keeps its final \\n",
            "```swift\nlet a = 1\nprint(a)\n```",
            runs: [#""let a = 1\nprint(a)\n" @ codeBlock(languageHint: "swift")#1"#]),
        Case(
            "textual PlainTextFormatterTests codeBlockWithSurroundingText: nothing around a code block",
            "Before.\n\n```\nline one\nline two\n```\n\nAfter.",
            runs: [
                #""Before." @ paragraph#1"#,
                #""line one\nline two\n" @ codeBlock(languageHint: nil)#2"#,
                #""After." @ paragraph#3"#,
            ]),
        Case(
            "textual PlainTextFormatterTests simpleTable: cells are leaves (no paragraph); an unaligned column is left",
            "| H1 | H2 |\n| --- | --- |\n| a1 | a2 |\n| b1 | b2 |",
            runs: [
                #""H1" @ tableCell(columnIndex: 0)#3, tableHeaderRow#2, table(columns: [left, left])#1"#,
                #""H2" @ tableCell(columnIndex: 1)#4, tableHeaderRow#2, table(columns: [left, left])#1"#,
                #""a1" @ tableCell(columnIndex: 0)#6, tableRow(rowIndex: 1)#5, table(columns: [left, left])#1"#,
                #""a2" @ tableCell(columnIndex: 1)#7, tableRow(rowIndex: 1)#5, table(columns: [left, left])#1"#,
                #""b1" @ tableCell(columnIndex: 0)#9, tableRow(rowIndex: 2)#8, table(columns: [left, left])#1"#,
                #""b2" @ tableCell(columnIndex: 1)#10, tableRow(rowIndex: 2)#8, table(columns: [left, left])#1"#,
            ]),
        Case(
            "textual HTMLFormatterTests tableWithAlignment: column alignments",
            "| L | C | R |\n| :--- | :---: | ---: |\n| x | y | z |",
            runs: [
                #""L" @ tableCell(columnIndex: 0)#3, tableHeaderRow#2, table(columns: [left, center, right])#1"#,
                #""C" @ tableCell(columnIndex: 1)#4, tableHeaderRow#2, table(columns: [left, center, right])#1"#,
                #""R" @ tableCell(columnIndex: 2)#5, tableHeaderRow#2, table(columns: [left, center, right])#1"#,
                #""x" @ tableCell(columnIndex: 0)#7, tableRow(rowIndex: 1)#6, table(columns: [left, center, right])#1"#,
                #""y" @ tableCell(columnIndex: 1)#8, tableRow(rowIndex: 1)#6, table(columns: [left, center, right])#1"#,
                #""z" @ tableCell(columnIndex: 2)#9, tableRow(rowIndex: 1)#6, table(columns: [left, center, right])#1"#,
            ]),
        Case(
            "textual HTMLFormatterTests thematicBreak: a run whose intent is thematicBreak (its characters are not printed; \\n is our pick)",
            "Part one.\n\n---\n\nPart two.",
            runs: [#""Part one." @ paragraph#1"#, #""\n" @ thematicBreak#2"#, #""Part two." @ paragraph#3"#]),
        Case(
            "textual PlainTextFormatterTests blockQuoteWithParagraphs: a quote's paragraph inside its quote",
            "Before.\n\n> Quoted.\n\nAfter.",
            runs: [#""Before." @ paragraph#1"#, #""Quoted." @ paragraph#3, blockQuote#2"#, #""After." @ paragraph#4"#]),
        Case(
            "stream-chat-swift MarkdownParser_Tests test_style_fixLinksWithoutSchemeAndHost: without a base URL a relative link stays as written",
            "[site](example.org) and [page](docs/a.html)",
            runs: [
                #""site" link=example.org @ paragraph#1"#,
                #"" and " @ paragraph#1"#,
                #""page" link=docs/a.html @ paragraph#1"#,
            ]),
        Case(
            "Apple's documentation of init(markdown:options:baseURL:): with a base URL, links and images resolve against it",
            "[page](docs/a.html), ![pic](img/b.png) and [abs](https://other.example/x)",
            baseURL: "https://example.com/book/",
            runs: [
                #""page" link=https://example.com/book/docs/a.html @ paragraph#1"#,
                #"", " @ paragraph#1"#,
                #""pic" image=https://example.com/book/img/b.png @ paragraph#1"#,
                #"" and " @ paragraph#1"#,
                #""abs" link=https://other.example/x @ paragraph#1"#,
            ]),
        Case(
            "issue 16: a hard break is a \\n with lineBreak (stream-chat-swift's comment says it shows as a space: unverified)",
            "one  \ntwo\\\nthree",
            runs: [
                #""one" @ paragraph#1"#, #""\n" lineBreak @ paragraph#1"#,
                #""two" @ paragraph#1"#, #""\n" lineBreak @ paragraph#1"#,
                #""three" @ paragraph#1"#,
            ]),
        Case(
            "issue 16 (as Laminate does): an ordered list's items count from its start number",
            "7. seven\n8. eight",
            runs: [
                #""seven" @ paragraph#3, listItem(ordinal: 7)#2, orderedList#1"#,
                #""eight" @ paragraph#5, listItem(ordinal: 8)#4, orderedList#1"#,
            ]),
        Case(
            "the identity rule (automerge-swift): an empty item has no characters but takes its identity",
            "- \n- filled",
            runs: [#""filled" @ paragraph#4, listItem(ordinal: 2)#3, unorderedList#1"#]),
    ]

    @Test(arguments: cases)
    func runsAreTheOnesTheSourcePrints(_ testCase: Case) {
        let tree = MarkdownParser.parse(Array(testCase.markdown.utf8))
        let runs = AttributeRunBuilder.build(tree, baseURL: testCase.baseURL.flatMap { URL(string: $0) })
        #expect(RunDump.lines(runs) == testCase.runs)
    }

    struct ReadableCase: Sendable {
        var markdown: String
        var text: String
    }

    /// The readable form adds a `\n` between blocks, and none after a block
    /// whose text already ends with one.
    @Test(arguments: [
        ReadableCase(markdown: "One.\n\nTwo.", text: "One.\nTwo."),
        ReadableCase(markdown: "# Head\nPara\n\n- a\n- b", text: "Head\nPara\na\nb"),
        ReadableCase(markdown: "Before.\n\n```\ncode\n```\n\n---\n\n<div>x</div>\nAfter.", text: "Before.\ncode\n\n<div>x</div>\nAfter.\n"),
        ReadableCase(markdown: "| a | b |\n|---|---|\n| c | d |", text: "a\nb\nc\nd"),
    ])
    func readableFormSeparatesBlocks(_ testCase: ReadableCase) {
        let runs = AttributeRunBuilder.buildReadable(MarkdownParser.parse(Array(testCase.markdown.utf8)))
        #expect(runs.text == testCase.text)
    }
}

import LaminateDialect
import LaminateFeatures
import Testing

/// One toggle: the marked document, the style, the text after applying the
/// action, and the texts so formatted afterwards (read back by the parser).
struct ToggleCase: CustomTestStringConvertible, Sendable {
    var name: String
    var marked: String
    var style: FormattingStyle
    var expectedText: String
    var expectedFormatted: [String]
    var testDescription: String { name }
}

let toggleCases: [ToggleCase] = [
    ToggleCase(name: "bold a word", marked: "Add ⟨butter⟩ now.", style: .bold,
               expectedText: "Add **butter** now.", expectedFormatted: ["butter"]),
    ToggleCase(name: "surrounding spaces are trimmed", marked: "Add⟨ butter ⟩now.", style: .bold,
               expectedText: "Add **butter** now.", expectedFormatted: ["butter"]),
    ToggleCase(name: "cursor means the word under it", marked: "Add but‸ter now.", style: .italic,
               expectedText: "Add *butter* now.", expectedFormatted: ["butter"]),
    ToggleCase(name: "inside a word uses stars", marked: "butter⟨scotch⟩ pie", style: .italic,
               expectedText: "butter*scotch* pie", expectedFormatted: ["scotch"]),
    ToggleCase(name: "inside a word, bold", marked: "un⟨believ⟩able", style: .bold,
               expectedText: "un**believ**able", expectedFormatted: ["believ"]),
    ToggleCase(name: "next to an existing star uses underscores", marked: "*a*⟨b⟩ c", style: .bold,
               expectedText: "*a*__b__ c", expectedFormatted: ["b"]),
    ToggleCase(name: "next to a literal star", marked: "5 *⟨x⟩ y", style: .italic,
               expectedText: "5 *_x_ y", expectedFormatted: ["x"]),
    ToggleCase(name: "a literal star inside uses underscores", marked: "⟨a*b⟩ c", style: .italic,
               expectedText: "_a*b_ c", expectedFormatted: ["a*b"]),
    ToggleCase(name: "already bold: the stars go", marked: "Add **⟨butter⟩** now.", style: .bold,
               expectedText: "Add butter now.", expectedFormatted: []),
    ToggleCase(name: "cursor in bold: the stars go", marked: "Add __but‸ter__ now.", style: .bold,
               expectedText: "Add butter now.", expectedFormatted: []),
    ToggleCase(name: "whole bold node selected", marked: "Add ⟨**butter**⟩ now.", style: .bold,
               expectedText: "Add butter now.", expectedFormatted: []),
    ToggleCase(name: "partly bold becomes one bold run", marked: "⟨a **b** c⟩", style: .bold,
               expectedText: "**a b c**", expectedFormatted: ["a b c"]),
    ToggleCase(name: "selection ending inside bold widens to it", marked: "⟨a **b⟩ c**", style: .bold,
               expectedText: "**a b c**", expectedFormatted: ["a b c"]),
    ToggleCase(name: "italic inside bold", marked: "**a ⟨b⟩ c**", style: .italic,
               expectedText: "**a *b* c**", expectedFormatted: ["b"]),
    ToggleCase(name: "two paragraphs: one edit each", marked: "⟨one\n\ntwo⟩\n", style: .bold,
               expectedText: "**one**\n\n**two**\n", expectedFormatted: ["one", "two"]),
    ToggleCase(name: "across list items", marked: "- ⟨one\n- two⟩\n", style: .strikethrough,
               expectedText: "- ~~one~~\n- ~~two~~\n", expectedFormatted: ["one", "two"]),
    ToggleCase(name: "over a line break in a quote", marked: "> ⟨one\n> two⟩\n", style: .italic,
               expectedText: "> *one\n> two*\n", expectedFormatted: ["one two"]),
    ToggleCase(name: "unwrap across paragraphs", marked: "**⟨one**\n\n**two⟩**\n", style: .bold,
               expectedText: "one\n\ntwo\n", expectedFormatted: []),
    ToggleCase(name: "emoji between spaces", marked: "I love ⟨🍞⟩ so", style: .bold,
               expectedText: "I love **🍞** so", expectedFormatted: ["🍞"]),
    ToggleCase(name: "emoji word with a joiner", marked: "a 👩‍👩‍‸👧 b", style: .italic,
               expectedText: "a *👩‍👩‍👧* b", expectedFormatted: ["👩‍👩‍👧"]),
    ToggleCase(name: "combining marks stay in the word", marked: "cafe\u{301}‸ ok", style: .bold,
               expectedText: "**cafe\u{301}** ok", expectedFormatted: ["cafe\u{301}"]),
    ToggleCase(name: "CJK", marked: "我喜欢⟨黄油⟩。", style: .bold,
               expectedText: "我喜欢**黄油**。", expectedFormatted: ["黄油"]),
    ToggleCase(name: "right to left", marked: "שלום ⟨עולם⟩", style: .strikethrough,
               expectedText: "שלום ~~עולם~~", expectedFormatted: ["עולם"]),
    ToggleCase(name: "a link is wrapped whole", marked: "see [th⟨e link](https://x.org) now⟩", style: .bold,
               expectedText: "see **[the link](https://x.org) now**", expectedFormatted: ["the link now"]),
    ToggleCase(name: "text starting with punctuation after a space", marked: "say ⟨\"hi\"⟩ ok", style: .italic,
               expectedText: "say *\"hi\"* ok", expectedFormatted: ["\"hi\""]),
    ToggleCase(name: "a heading", marked: "# Warm ⟨milk⟩\n", style: .bold,
               expectedText: "# Warm **milk**\n", expectedFormatted: ["milk"]),
    ToggleCase(name: "table cells: one edit each", marked: "| a | b |\n|---|---|\n| ⟨x | y⟩ |\n", style: .bold,
               expectedText: "| a | b |\n|---|---|\n| **x** | **y** |\n", expectedFormatted: ["x", "y"]),
    // Any tilde run here would join the literal one: not offered.
    ToggleCase(name: "strike next to a tilde is not offered", marked: "~⟨x⟩ y", style: .strikethrough,
               expectedText: "~x y", expectedFormatted: []),
    ToggleCase(name: "code wraps the rendered text", marked: "run ⟨**make** it⟩ now", style: .code,
               expectedText: "run `make it` now", expectedFormatted: ["make it"]),
    ToggleCase(name: "code with a backtick inside", marked: "run ⟨a`b⟩ now", style: .code,
               expectedText: "run ``a`b`` now", expectedFormatted: ["a`b"]),
    ToggleCase(name: "cursor in code unwraps and escapes", marked: "run `a*b*‸c` now", style: .code,
               expectedText: "run a\\*b\\*c now", expectedFormatted: []),
    ToggleCase(name: "an attribute span is kept whole", marked: "Add ^[⟨butter](ingredient: 1)⟩ now", style: .bold,
               expectedText: "Add **^[butter](ingredient: 1)** now", expectedFormatted: ["butter"]),
    ToggleCase(name: "inside an attribute span's text", marked: "Add ^[warm ⟨butter⟩](ingredient: 1) now", style: .bold,
               expectedText: "Add ^[warm **butter**](ingredient: 1) now", expectedFormatted: ["butter"]),
]

@Test(arguments: toggleCases)
func toggleParsesAsIntended(_ toggle: ToggleCase) throws {
    let document = MarkedDocument(toggle.marked)
    guard toggle.expectedText != document.text else {
        #expect(document.action(toggle.style.kind) == nil)
        return
    }
    let action = try #require(document.action(toggle.style.kind), "no \(toggle.style) action")
    let edited = EditedDocument(document.text, applying: action.edits)
    #expect(edited.text == toggle.expectedText)
    #expect(edited.formatted(toggle.style) == toggle.expectedFormatted)
}

/// Where a toggle cannot work it is not offered.
@Test(arguments: [
    "run `co‸de` now",
    "```\nfen‸ced\n```\n",
    "Add ^[butter](ingre‸dient: 1)",
    "[link](https://exa‸mple.org)",
    "<span title=\"x‸y\">a</span> b",
    "    indented c‸ode\n",
    "<https://exa‸mple.org>",
])
func boldIsNotOfferedInsideSyntax(_ marked: String) {
    let document = MarkedDocument(marked)
    #expect(document.action(.bold) == nil)
}

/// A toggle's edit never overlaps another and leaves every character of the text.
@Test func everyToggleKeepsTheText() throws {
    let document = MarkedDocument("Mix ⟨the **soft** butter⟩ with sugar.")
    for style in [FormattingStyle.bold, .italic, .strikethrough] {
        let action = try #require(document.action(style.kind))
        let edited = EditedDocument(document.text, applying: action.edits)
        #expect(edited.formatted(style) == ["the soft butter"])
        #expect(edited.rendered(edited.tree.root).contains("Mix the soft butter with sugar."))
    }
}

/// A selection that cuts a character (an accent from its letter, a person
/// from a family emoji) is widened to whole characters.
@Test(arguments: [
    ("a cafe⟨\u{301} b⟩", "a caf**e\u{301} b**"),
    ("x 👩‍⟨👩‍👧⟩ y", "x **👩‍👩‍👧** y"),
])
func selectionsAreWidenedToWholeCharacters(_ marked: String, _ expected: String) throws {
    let document = MarkedDocument(marked)
    let action = try #require(document.action(.bold))
    #expect(EditedDocument(document.text, applying: action.edits).text == expected)
}

/// A selection is a set of ranges: each is wrapped; ranges that meet are one.
@Test(arguments: [
    ("⟨salt⟩ and ⟨pepper⟩", "**salt** and **pepper**", ["salt", "pepper"]),
    ("⟨salt an⟩⟨d pepper⟩", "**salt and pepper**", ["salt and pepper"]),
])
func multiRangeSelections(_ marked: String, _ expected: String, _ bold: [String]) throws {
    let document = MarkedDocument(marked)
    let action = try #require(document.action(.bold))
    let edited = EditedDocument(document.text, applying: action.edits)
    #expect(edited.text == expected)
    #expect(edited.strong == bold)
}

@Test func overlappingRangesAreOneTarget() throws {
    let text = "salt and pepper"
    let analysis = DocumentAnalysis(text: Array(text.utf8))
    let query = CodeActionQuery(selection: [ByteRange(0, 8), ByteRange(5, 15)], only: [.bold])
    let action = try #require(CodeActions.actions(in: analysis, for: query).first)
    #expect(EditedDocument(text, applying: action.edits).strong == ["salt and pepper"])
}

import LaminateAttributes
import LaminateDialect
import LaminateFeatures
import Testing

/// The rendering modifiers: the text of an attribute span carries how it
/// will look (bold, italic, underline, line-through, colour), in both
/// coverages, and never the span's own markup or its keys and values.
struct SemanticTokenAppearanceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var markdown: String
        /// The token's text.
        var text: String
        /// Every modifier of the token that covers `text`.
        var modifiers: [String]
        /// Whether the token is Attributed Markdown's own, sent to clients that
        /// augment their Markdown highlighting too (a code span is Markdown's).
        var isAttributeSyntax = true
        var testDescription: String { markdown }
    }

    static let cases: [Case] = [
        Case(markdown: ##"^[x](fontWeight: "bold")"##, text: "x", modifiers: ["bold"]),
        Case(markdown: ##"^[x](fontWeight: "black")"##, text: "x", modifiers: ["bold"]),
        Case(markdown: ##"^[x](fontWeight: "semibold")"##, text: "x", modifiers: []),
        Case(markdown: ##"^[x](fontWeight: "bolt")"##, text: "x", modifiers: []),
        Case(markdown: ##"^[x](font: {name: "Avenir-HeavyOblique", size: 3})"##, text: "x", modifiers: ["bold", "italic"]),
        Case(markdown: ##"^[x](font: {name: "Avenir-HeavyOblique", size: 3}, fontWeight: "light")"##, text: "x", modifiers: ["italic"]),
        // `font` and `fontWeight` each override only their own kind.
        Case(markdown: ##"^[a ^[x](font: {name: "Georgia", size: 3}) b](fontWeight: "bold")"##, text: "x", modifiers: ["bold"]),
        Case(
            markdown: ##"^[a ^[x](font: {name: "Georgia", size: 3}) b](font: {name: "Georgia-Bold", size: 3})"##,
            text: "x", modifiers: []),
        Case(markdown: ##"^[a ^[x](font: "body") b](font: {name: "Georgia-Italic", size: 3})"##, text: "x", modifiers: []),
        Case(markdown: ##"^[x](font: {name: "Georgia-Bold", size: 0})"##, text: "x", modifiers: []),
        Case(markdown: ##"^[x](underlineStyle: "thick dot")"##, text: "x", modifiers: ["underline"]),
        Case(markdown: ##"^[x](underlineStyle: false)"##, text: "x", modifiers: []),
        Case(markdown: ##"^[x](strikethroughStyle: true)"##, text: "x", modifiers: ["lineThrough"]),
        Case(markdown: ##"^[x](foregroundColor: "pink")"##, text: "x", modifiers: ["colorPink"]),
        Case(markdown: ##"^[x](foregroundColor: "accentColor")"##, text: "x", modifiers: ["colorBlue"]),
        Case(markdown: ##"^[x](foregroundColor: "secondary")"##, text: "x", modifiers: ["colorGray"]),
        Case(markdown: ##"^[x](foregroundColor: "primary")"##, text: "x", modifiers: []),
        Case(markdown: ##"^[x](foregroundColor: "#0000FE")"##, text: "x", modifiers: ["colorBlue"]),
        Case(markdown: ##"^[x](foregroundColor: "#FFF")"##, text: "x", modifiers: ["colorWhite"]),
        Case(markdown: ##"^[x](foregroundColor: "#a2845e")"##, text: "x", modifiers: ["colorBrown"]),
        Case(markdown: ##"^[x](foregroundColor: "#FF000040")"##, text: "x", modifiers: []),
        Case(markdown: ##"^[x](foregroundColor: "gren")"##, text: "x", modifiers: []),
        // Markdown formatting keeps its own modifiers beside the rendering ones.
        Case(markdown: ##"**^[x](foregroundColor: "red")**"##, text: "x", modifiers: ["strong", "colorRed"]),
        Case(markdown: ##"^[*x*](underlineStyle: true)"##, text: "x", modifiers: ["emphasis", "underline"]),
        // The inner span wins for the keys it sets; the others come from outside.
        Case(
            markdown: ##"^[a ^[x](foregroundColor: "teal") b](foregroundColor: "red", fontWeight: "bold")"##,
            text: "x", modifiers: ["bold", "colorTeal"]),
        Case(markdown: ##"^[a ^[x](fontWeight: "regular") b](fontWeight: "bold")"##, text: "x", modifiers: []),
        Case(markdown: ##"^[a ^[x](foregroundColor: "primary") b](foregroundColor: "red")"##, text: "x", modifiers: []),
        Case(markdown: ##"^[a ^[x](foregroundColor: "nope") b](foregroundColor: "red")"##, text: "x", modifiers: ["colorRed"]),
        // Content inside the span: code, links, entities.
        Case(markdown: ##"^[`x`](foregroundColor: "yellow")"##, text: "x", modifiers: ["colorYellow"], isAttributeSyntax: false),
        Case(markdown: ##"^[&amp;](foregroundColor: "cyan")"##, text: "&amp;", modifiers: ["colorCyan"], isAttributeSyntax: false),
        // A reference-form span takes its look from its definition.
        Case(markdown: "^[x][d]\n\n^[d]: foregroundColor: \"indigo\"", text: "x", modifiers: ["colorIndigo"]),
    ]

    @Test(arguments: cases, [SemanticTokenCoverage.everything, .attributesOnly])
    func spanTextCarriesItsLook(_ testCase: Case, coverage: SemanticTokenCoverage) throws {
        if coverage == .attributesOnly, !testCase.isAttributeSyntax { return }
        let token = try #require(Self.token(covering: testCase.text, in: testCase.markdown, coverage: coverage))
        #expect(token.modifiers.names.sorted() == testCase.modifiers.sorted())
    }

    @Test(arguments: [SemanticTokenCoverage.everything, .attributesOnly])
    func markupKeysAndValuesCarryNoLook(coverage: SemanticTokenCoverage) {
        let markdown = ##"^[**x**](foregroundColor: "red", fontWeight: "bold")"##
        let analysis = DocumentAnalysis(text: Array(markdown.utf8))
        for token in SemanticTokens.tokens(in: analysis, coverage: coverage) where analysis.tree.text(token.range) != "x" {
            #expect(token.modifiers.intersection(Self.rendering).isEmpty, "\(analysis.tree.text(token.range))")
        }
    }

    @Test func keysOutsideTheDefinitionsScopeShowNothing() throws {
        let definition = FormattingDefinition(scope: ["ingredient"])
        let markdown = ##"^[x](foregroundColor: "red", ingredient: 1)"##
        let analysis = DocumentAnalysis(text: Array(markdown.utf8), definition: definition)
        let token = try #require(SemanticTokens.tokens(in: analysis).first { analysis.tree.text($0.range) == "x" })
        #expect(token.type == .ingredient)
        #expect(token.modifiers.isEmpty)
    }

    @Test func everyNamedColourWithAModifierIsInTheLegend() {
        for name in ForegroundColorModifier.names {
            let modifier = ForegroundColorModifier.modifier(forColorValue: name)
            #expect(modifier?.names.count == 1, "\(name)")
            #expect(modifier.map { SemanticTokenModifiers.colors.isSuperset(of: $0) } == true, "\(name)")
        }
        // LSP sends modifiers as a bit set in an unsigned 31-bit integer.
        #expect(SemanticTokenLegend.tokenModifiers.count <= 31)
        #expect(Set(SemanticTokenLegend.tokenModifiers).count == SemanticTokenLegend.tokenModifiers.count)
    }

    static let rendering: SemanticTokenModifiers = [.bold, .italic, .underline, .lineThrough, .colors]

    static func token(covering text: String, in markdown: String, coverage: SemanticTokenCoverage) -> SemanticToken? {
        let analysis = DocumentAnalysis(text: Array(markdown.utf8))
        return SemanticTokens.tokens(in: analysis, coverage: coverage).first { analysis.tree.text($0.range) == text }
    }
}

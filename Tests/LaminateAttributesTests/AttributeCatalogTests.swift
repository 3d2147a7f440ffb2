import Foundation
import LaminateAttributes
import Testing

@Suite struct AttributeCatalogTests {
    @Test func everySpecKeyIsInTheCatalog() {
        let keys = [
            "foregroundColor", "backgroundColor", "underlineColor", "strikethroughColor", "font", "fontWeight",
            "fontDesign", "kern", "tracking", "baselineOffset", "underlineStyle", "strikethroughStyle", "link",
            "alignment", "lineHeight", "writingDirection", "inflect", "morphology", "ingredient",
        ]
        #expect(AttributeCatalog.builtIn.keys == keys)
    }

    @Test func paragraphAttributesHaveParagraphRunBoundaries() {
        let paragraph = AttributeCatalog.builtIn.declarations.filter(\.isParagraphAttribute).map(\.key)
        #expect(paragraph == ["alignment", "lineHeight", "writingDirection"])
    }

    @Test func ingredientIsNotInheritedAndIsInvalidatedByTextChanges() throws {
        let ingredient = try #require(AttributeCatalog.builtIn["ingredient"])
        #expect(ingredient.behaviours.inheritedByAddedText == false)
        #expect(ingredient.behaviours.invalidatedWhen == [.textChanged])
        #expect(ingredient.rule == .integer(NumericBounds(minimum: 1)))
    }

    @Test func markdownTableHasARowPerKey() {
        let table = AttributeCatalog.builtIn.markdownTable()
        #expect(table.hasPrefix("| key | value | effect | values |\n|---|---|---|---|\n"))
        #expect(table.split(separator: "\n").count == AttributeCatalog.builtIn.keys.count + 2)
        #expect(table.contains("| `backgroundColor` | color | The color of the text's background. |"))
        #expect(table.contains("| `kern` | number | Extra space between characters, in points. | points, finite |"))
        #expect(table.contains("| `ingredient` | integer ≥ 1 |"))
        if ProcessInfoEnvironment.wantsPrint { print(table) }
    }

    @Test func hoverAndCompletionReadTheCatalog() throws {
        let alignment = try #require(AttributeCatalog.builtIn["alignment"])
        #expect(alignment.hoverMarkdown.hasPrefix("**alignment** — enum\n\nHow the paragraph's lines are aligned."))
        #expect(alignment.hoverMarkdown.hasSuffix("*paragraph attribute*"))
        #expect(alignment.valueCompletions == ["\"left\"", "\"center\"", "\"right\"", "\"natural\"", "\"justified\""])
        #expect(AttributeCatalog.builtIn["inflect"]?.valueCompletions == ["true", "false"])
        #expect(AttributeCatalog.builtIn["underlineStyle"]?.valueCompletions.last == "true")
        #expect(AttributeCatalog.builtIn["foregroundColor"]?.valueCompletions.count == NamedColors.all.count)
    }

    @Test func diagnosticCodesAreUniqueAndDocumented() {
        #expect(Set(DiagnosticCode.allCases.map(\.rawValue)).count == DiagnosticCode.allCases.count)
        #expect(DiagnosticCode.markdownTable().split(separator: "\n").count == DiagnosticCode.allCases.count + 2)
        if ProcessInfoEnvironment.wantsPrint { print(DiagnosticCode.markdownTable()) }
    }

    @Test(
        arguments: [
            ("gren", "green"), ("Green", "green"), ("centre", "center"), ("forgroundColor", "foregroundColor"),
            ("bleu", "blue"), ("xyzzy", nil),
        ] as [(String, String?)])
    func suggestions(_ word: String, _ expected: String?) {
        let candidates = NamedColors.all + ["center", "left", "foregroundColor"]
        #expect(Suggestions.nearest(to: word, in: candidates) == expected)
    }
}

enum ProcessInfoEnvironment {
    /// Set `LAMINATE_PRINT_TABLES=1` to print the generated reference tables.
    static var wantsPrint: Bool { ProcessInfo.processInfo.environment["LAMINATE_PRINT_TABLES"] != nil }
}

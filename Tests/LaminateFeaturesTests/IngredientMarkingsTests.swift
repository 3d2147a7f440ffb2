import LaminateDialect
import Testing

@testable import LaminateFeatures

/// Ingredient markings skip lists that cannot set the key without reading
/// them; lists that spell the key in any way must still be found.
struct IngredientMarkingsTests {
    @Test func findsTheKeyHoweverItIsWritten() {
        let text = #"""
            Take ^[flour](ingredient: 1), ^[salt]('ingredient': 2), ^[milk]("ingr\u0065dient": 3),
            ^[eggs](\u0069ngredient: 4), ^[water](note: "ingredient", ingredient: 5) and ^[oil](note: "x").
            """#
        let markings = IngredientMarkings(MarkdownParser.parse(Array(text.utf8)))
        // 4: the reader does not take an escape in an unquoted key as the
        // key (with or without the shortcut), so it is no use.
        #expect(markings.uses.map(\.id) == [1, 2, 3, 5])
    }

    @Test(arguments: [
        ("ingredient: 1", true), ("x: 'ingredient'", true), ("\\u0069ngredient: 1", true),
        ("ingredien: 1", false), ("", false), ("note: 1", false), ("ingredientX: 2", true),
    ])
    func mayMentionKey(text: String, expected: Bool) {
        #expect(IngredientMarkings.mayMentionKey(Array(text.utf8)) == expected)
    }
}

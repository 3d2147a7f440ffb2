#if FOUNDATION_LACKS_MARKDOWN
import Foundation
import LaminateMarkdown

/// An app's own scope, as Apple's documentation writes one: a
/// `Decodable` enum key, an integer key whose Markdown name differs from its
/// attribute name, a key with its own `decodeMarkdown(from:)`, and
/// Foundation's attributes.
enum RainbowAttribute: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
    enum Value: String, Codable, Hashable, Sendable { case plain, fun, extreme }
    static let name = "rainbow"
}

enum RecipeIngredientAttribute: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
    typealias Value = Int
    static let name = "recipeIngredient"
    static let markdownName = "ingredient"
}

enum ShoutAttribute: MarkdownDecodableAttributedStringKey {
    typealias Value = String
    static let name = "shout"
    static func decodeMarkdown(from decoder: any Decoder) throws -> String {
        try decoder.singleValueContainer().decode(String.self).uppercased()
    }
}

extension AttributeScopes {
    struct TestAppAttributes: AttributeScope {
        let rainbow: RainbowAttribute
        let ingredient: RecipeIngredientAttribute
        let shout: ShoutAttribute
        let foundation: FoundationAttributes
    }

    var testApp: TestAppAttributes.Type { TestAppAttributes.self }
}

extension AttributeDynamicLookup {
    subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.TestAppAttributes, T>) -> T {
        self[T.self]
    }
}
#endif

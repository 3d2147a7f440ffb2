/// Attribute spans as writers use them: ingredient markings, styled phrases,
/// reference-form spans, nested spans, spans whose attribute list runs over
/// lines, and now and then something that only looks like a span.
extension DocumentGenerator {
    /// An attribute span in one of the forms a writer uses: an ingredient
    /// marking, a styled phrase, a reference-form span, a nested span, a span
    /// whose attribute list spans lines, and now and then one that is not a
    /// span at all (`^[text]` alone, an undefined label).
    mutating func attributeSpan(style: InlineStyle) -> String {
        let (name, id) = randomIngredient()
        switch random.below(20) {
        case 0..<8: return span(name, "ingredient: \(id)")
        case 8..<10: return span("**\(name)**", "ingredient: \(id), foregroundColor: \"green\"")
        case 10: return span("*\(name)*", "ingredient: \(id), underlineStyle: \"single dot\"")
        case 11: return span(plainWords(1...3), "foregroundColor: \"\(random.pick(RecipeVocabulary.colors))\"")
        case 12: return span(plainWords(1...2), "font: {name: \"Papyrus\", size: \(random.between(9...36))}, kern: 1.5")
        case 13: return spanReference(plainWords(1...2), label: "warm-\(recipeNumber)")
        case 14: return spanReference(plainWords(1...2), label: "note-\(recipeNumber)")
        case 15:
            let inner = span(name, "ingredient: \(id)")
            return span("fold in \(inner) \(plainWords(1...2))", "fontWeight: \"\(random.pick(RecipeVocabulary.weights))\"")
        case 16:
            return span(
                "\(random.pick(RecipeVocabulary.worldWords)) \(plainWords(1...1))",
                "writingDirection: \"rightToLeft\", morphology: {grammaticalGender: \"feminine\", partOfSpeech: \"noun\"}")
        case 17:
            if style.allowsLineBreaks {
                return span(name, "ingredient: \(id),\nforegroundColor: \"green\"")
            }
            return span(name, "ingredient: \(id), baselineOffset: -2")
        case 18: return span(plainWords(1...2), "tracking: 0.5, note: \"see step (3)\"")
        default:
            // Not spans: `^[text]` alone, and a reference to an undefined label.
            let undefinedLabel = random.chance(50) ? nil : "undefined-\(id)"
            guard dialect == .attributedMarkdown else { return name }
            return undefinedLabel.map { "^[\(name)][\($0)]" } ?? "^[\(name)]"
        }
    }

    /// An inline attribute span, or in the CommonMark dialect its text alone.
    func span(_ text: String, _ attributes: String) -> String {
        dialect == .attributedMarkdown ? "^[\(text)](\(attributes))" : text
    }

    /// A reference-form attribute span, or in the CommonMark dialect its text.
    func spanReference(_ text: String, label: String) -> String {
        dialect == .attributedMarkdown ? "^[\(text)][\(label)]" : text
    }
}

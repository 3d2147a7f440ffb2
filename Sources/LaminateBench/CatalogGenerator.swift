/// A deterministic String Catalog (`.xcstrings`) of about a given size, the
/// shape Xcode writes: entries keyed by their English text, each with a few
/// translations (plural variations for counts), most holding attribute
/// spans (`inflect`, colours, ingredients), some with problems, JSON
/// escapes for quotes and some for emoji. For `session` on a large catalog.
enum CatalogGenerator {
    static let languages = ["de", "es", "fr", "ja"]

    static func generate(size: ByteSize, seed: UInt64) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        var out = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        var entry = 0
        let target = size.bytes - 40
        while out.utf8.count < target {
            if entry > 0 { out += ",\n" }
            out += self.entry(number: entry, random: &random)
            entry += 1
        }
        out += "\n  },\n  \"version\" : \"1.0\"\n}\n"
        return Array(out.utf8)
    }

    /// One entry: the key (its English text) and its translations.
    private static func entry(number: Int, random: inout SplitMix64) -> String {
        // Translations carry the key's spans, as translators keep them.
        let shape = random.below(6)
        let key = text(number: number, shape: shape, random: &random)
        var localizations: [String] = []
        for language in languages {
            let value = text(number: number, shape: shape, random: &random)
            if random.chance(20) {
                localizations.append(
                    """
                            "\(language)" : { "variations" : { "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "\(value)" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "\(value)" } } } } }
                    """)
            } else {
                localizations.append(
                    """
                            "\(language)" : { "stringUnit" : { "state" : "translated", "value" : "\(value)" } }
                    """)
            }
        }
        return "    \"\(key)\" : {\n      \"comment\" : \"Entry \(number)\",\n      \"localizations\" : {\n"
            + localizations.joined(separator: ",\n") + "\n      }\n    }"
    }

    /// A string's text, already JSON-escaped: prose with one or two spans.
    private static func text(number: Int, shape: Int, random: inout SplitMix64) -> String {
        let ingredient = random.pick(RecipeVocabulary.ingredients)
        let words = (0..<random.between(24...72)).map { _ in random.pick(RecipeVocabulary.fillerWords) }.joined(separator: " ")
        let emoji = random.chance(10) ? "\\uD83C\\uDF73 " : ""
        switch shape {
        case 0: return "\(emoji)Add ^[%lld \(ingredient)](inflect: true) \(words) (\(number))"
        case 1: return "\(emoji)Tap ^[\(ingredient)](foregroundColor: \\\"\(random.chance(5) ? "gren" : "green")\\\") \(words) (\(number))"
        case 2: return "^[\(ingredient)](ingredient: \(random.between(1...40))) \(words) **\(number)**"
        case 3: return "\(words) ^[%@](fontWeight: \\\"bold\\\") (\(number))"
        default: return "\(emoji)\(words) (\(number))"
        }
    }
}

/// A set of attribute declarations looked up by key, in a stable order.
public struct AttributeCatalog: Sendable, Hashable {
    public private(set) var declarations: [AttributeDeclaration]
    private var indexByKey: [String: Int]

    public init(_ declarations: [AttributeDeclaration]) {
        self.declarations = []
        self.indexByKey = [:]
        for declaration in declarations { declare(declaration) }
    }

    public subscript(key: String) -> AttributeDeclaration? {
        indexByKey[key].map { declarations[$0] }
    }

    public var keys: [String] { declarations.map(\.key) }

    /// Adds a declaration, replacing any earlier one with the same key in place.
    public mutating func declare(_ declaration: AttributeDeclaration) {
        if let index = indexByKey[declaration.key] {
            declarations[index] = declaration
        } else {
            indexByKey[declaration.key] = declarations.count
            declarations.append(declaration)
        }
    }
}

extension AttributeCatalog {
    /// The built-in catalog of spec section 4: Apple's attributes plus `ingredient`.
    public static let builtIn = AttributeCatalog(BuiltInAttributes.all)
}

/// The entries of the built-in catalog, written once.
enum BuiltInAttributes {
    static let textStyles = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body",
        "callout", "footnote", "caption", "caption2",
    ]
    static let fontWeights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
    static let fontDesigns = ["default", "serif", "rounded", "monospaced"]
    static let alignments = ["left", "center", "right", "natural", "justified"]
    static let lineHeights = ["tight", "normal", "loose"]
    static let writingDirections = ["leftToRight", "rightToLeft", "natural"]
    static let genders = ["feminine", "masculine", "neuter"]
    static let partsOfSpeech = [
        "determiner", "pronoun", "letter", "adverb", "particle", "adjective", "adposition", "verb",
        "noun", "conjunction", "numeral", "interjection", "classifier", "abbreviation",
    ]
    static let grammaticalNumbers = ["zero", "singular", "dual", "pair", "triple", "paucal", "plural"]

    static let colorNotes =
        "a named color — " + NamedColors.all.map { "`\($0)`" }.joined(separator: " ")
        + " — or `#RGB`, `#RRGGBB`, `#RRGGBBAA`"

    static func list(_ values: [String]) -> String { values.map { "`\($0)`" }.joined(separator: " ") }

    static func color(_ key: String, _ what: String) -> AttributeDeclaration {
        AttributeDeclaration(key: key, rule: .color, summary: "The color of the \(what).", notes: colorNotes)
    }

    static func lineStyle(_ key: String, _ what: String) -> AttributeDeclaration {
        AttributeDeclaration(
            key: key, rule: .anyOf([.lineStyle, .literalTrue]),
            summary: "Draws \(what) through the text in the given style.", valueDescription: "enum or `true`",
            notes: "`single double thick`, optionally with a pattern: `\"single dot\"`, `\"double dash\"`, "
                + "`\"thick dashDot\"`, `\"single dashDotDot\"`; `true` means `single`")
    }

    static let all: [AttributeDeclaration] = [
        color("foregroundColor", "text"),
        color("backgroundColor", "text's background"),
        color("underlineColor", "underline"),
        color("strikethroughColor", "strikethrough line"),
        AttributeDeclaration(
            key: "font",
            rule: .anyOf([
                .enumeration(textStyles),
                .object(fields: [
                    ObjectField("name", .string(pattern: nil)),
                    ObjectField("size", .number(NumericBounds(minimum: 0, minimumIsExclusive: true)), isRequired: true),
                ]),
            ]),
            summary: "A text style, or a font by name and size.", valueDescription: "text style, or object",
            notes: "a style: " + list(textStyles) + "; or `{name: \"Papyrus\", size: 36}` (size > 0, name optional)"),
        AttributeDeclaration(
            key: "fontWeight", rule: .enumeration(fontWeights), summary: "The weight of the font.",
            notes: list(fontWeights)),
        AttributeDeclaration(
            key: "fontDesign", rule: .enumeration(fontDesigns), summary: "The design of the system font.",
            notes: list(fontDesigns)),
        AttributeDeclaration(
            key: "kern", rule: .number(.unbounded), summary: "Extra space between characters, in points.",
            notes: "points, finite"),
        AttributeDeclaration(
            key: "tracking", rule: .number(.unbounded), summary: "Tracking between characters, in points.",
            notes: "points, finite"),
        AttributeDeclaration(
            key: "baselineOffset", rule: .number(.unbounded), summary: "Raises or lowers the text from its baseline, in points.",
            notes: "points, finite"),
        lineStyle("underlineStyle", "a line under"),
        lineStyle("strikethroughStyle", "a line"),
        AttributeDeclaration(
            key: "link", rule: .url, summary: "Makes the text a link to the URL.",
            notes: "must have a scheme"),
        AttributeDeclaration(
            key: "alignment", rule: .enumeration(alignments), behaviours: .paragraph,
            summary: "How the paragraph's lines are aligned.",
            notes: list(alignments) + " — paragraph attribute"),
        AttributeDeclaration(
            key: "lineHeight",
            rule: .anyOf([.number(NumericBounds(minimum: 0, minimumIsExclusive: true)), .enumeration(lineHeights)]),
            behaviours: .paragraph, summary: "The paragraph's line height, as a multiple or a preset.",
            valueDescription: "number or enum",
            notes: "a multiple > 0, or " + list(lineHeights) + " — paragraph attribute"),
        AttributeDeclaration(
            key: "writingDirection", rule: .enumeration(writingDirections), behaviours: .paragraph,
            summary: "The paragraph's base writing direction.",
            notes: list(writingDirections) + " — paragraph attribute"),
        AttributeDeclaration(
            key: "inflect", rule: .boolean, summary: "Lets Foundation make the text agree grammatically (automatic grammar agreement).",
            notes: "Foundation's automatic grammar agreement"),
        AttributeDeclaration(
            key: "morphology",
            rule: .object(fields: [
                ObjectField("grammaticalGender", .enumeration(genders)),
                ObjectField("partOfSpeech", .enumeration(partsOfSpeech)),
                ObjectField("number", .enumeration(grammaticalNumbers)),
            ]),
            summary: "The grammatical properties of the text, for inflection.",
            notes: "`grammaticalGender`: " + list(genders) + "; `partOfSpeech`: " + list(partsOfSpeech)
                + "; `number`: " + list(grammaticalNumbers)),
        AttributeDeclaration(
            key: "ingredient", rule: .integer(NumericBounds(minimum: 1)),
            behaviours: AttributeBehaviours(inheritedByAddedText: false, invalidatedWhen: [.textChanged]),
            summary: "The id of a recipe ingredient that this text names.",
            notes: "the id of a recipe ingredient; not inherited by added text, invalidated when its text changes"),
    ]
}

extension AttributeCatalog {
    /// The catalog as the language reference's Markdown table: one row per
    /// key, with its value, what it does and the values it takes.
    public func markdownTable() -> String {
        var lines = ["| key | value | effect | values |", "|---|---|---|---|"]
        for declaration in declarations {
            lines.append("| `\(declaration.key)` | \(declaration.valueDescription) | \(declaration.summary) | \(declaration.notes) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

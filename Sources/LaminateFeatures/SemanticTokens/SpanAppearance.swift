import LaminateAttributes

/// How the text of an attribute span will look, as far as an editor can
/// show it: bold, italic, underlined, struck through, and its colour; read
/// from the span's attributes and turned into rendering modifiers.
///
/// Each field is nil where the span leaves that look to the spans around it:
/// an inner span that sets a key with a valid value wins over an outer one
/// for that key (as `AttributedString` does), so an inner `fontWeight:
/// "regular"` ends an outer span's bold, and inner blue replaces outer red.
struct SpanAppearance: Hashable {
    /// From `fontWeight`: bold or heavier, or lighter.
    var hasBoldWeight: Bool?
    /// From `font`: whether the font's name makes it bold, and italic (a
    /// text style or a nameless font is neither). `font` and `fontWeight`
    /// are separate attributes, each overriding only its own kind.
    var hasBoldFont: Bool?
    var isItalic: Bool?
    var isUnderlined: Bool?
    var isStruckThrough: Bool?
    /// A colour modifier, or `[]` for the theme's own colour.
    var color: SemanticTokenModifiers?

    static let none = SpanAppearance()

    /// Weights that read as bold: bold and heavier.
    private static let boldWeights: Set<String> = ["bold", "heavy", "black"]
    /// Words in a font's name that make it bold or italic (`Georgia-BoldItalic`).
    private static let boldFontWords = ["bold", "heavy", "black"]
    private static let italicFontWords = ["italic", "oblique"]

    /// The look that `list` sets, from its effective values only (keys the
    /// definition allows, values valid for them: an invalid value is
    /// reported and, as in `AttributedString`, shows nothing).
    init(_ list: AttributeList, definition: FormattingDefinition) {
        func value(_ key: String) -> JSON5Value? { list.effectiveValue(of: key, definition: definition) }
        if let font = value("font") {
            // A text style or a nameless font is neither bold nor italic.
            let name = font.objectValue?["name"]?.value.stringValue?.lowercased() ?? ""
            hasBoldFont = Self.boldFontWords.contains { name.contains($0) }
            isItalic = Self.italicFontWords.contains { name.contains($0) }
        }
        if let weight = value("fontWeight")?.stringValue {
            hasBoldWeight = Self.boldWeights.contains(weight)
        }
        // Every valid line style, and `true`, draws a line.
        isUnderlined = value("underlineStyle") != nil ? true : nil
        isStruckThrough = value("strikethroughStyle") != nil ? true : nil
        color = value("foregroundColor")?.stringValue.flatMap(ForegroundColorModifier.modifier(forColorValue:))
    }

    private init() {}

    /// This span's look inside `outer`'s: what this span sets wins.
    func inside(_ outer: SpanAppearance) -> SpanAppearance {
        var merged = outer
        merged.hasBoldWeight = hasBoldWeight ?? outer.hasBoldWeight
        merged.hasBoldFont = hasBoldFont ?? outer.hasBoldFont
        merged.isItalic = isItalic ?? outer.isItalic
        merged.isUnderlined = isUnderlined ?? outer.isUnderlined
        merged.isStruckThrough = isStruckThrough ?? outer.isStruckThrough
        merged.color = color ?? outer.color
        return merged
    }

    /// The rendering modifiers of this look.
    var modifiers: SemanticTokenModifiers {
        var modifiers = color ?? []
        // A weight, where one is set, decides over the font's own weight.
        if hasBoldWeight ?? hasBoldFont ?? false { modifiers.insert(.bold) }
        if isItalic == true { modifiers.insert(.italic) }
        if isUnderlined == true { modifiers.insert(.underline) }
        if isStruckThrough == true { modifiers.insert(.lineThrough) }
        return modifiers
    }
}

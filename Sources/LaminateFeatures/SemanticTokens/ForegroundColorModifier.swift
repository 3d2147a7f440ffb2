import LaminateAttributes

/// The colour modifier for a `foregroundColor` value: one modifier per
/// distinct named colour of the catalog, so that a client can paint the text
/// in (nearly) the colour it will have, from the tokens alone.
///
/// Fifteen modifiers, not one per name: `primary` is the label colour (the
/// theme's own text colour, so no modifier), `secondary` reads as gray,
/// `accentColor` is the system blue, and `clear` shows nothing. A hex colour
/// gets the modifier of the nearest named colour.
public enum ForegroundColorModifier {
    /// The colour names with a modifier, in legend order.
    public static let names = [
        "black", "white", "gray", "red", "orange", "yellow", "green", "mint", "teal", "cyan",
        "blue", "indigo", "purple", "pink", "brown",
    ]

    /// `red` → `colorRed`.
    static func modifierName(_ colorName: String) -> String {
        "color" + colorName.prefix(1).uppercased() + colorName.dropFirst()
    }

    /// Names that stand for another name's colour.
    private static let aliases = ["secondary": "gray", "accentColor": "blue"]

    /// Names whose text keeps the theme's own colour.
    private static let uncolored: Set<String> = ["primary", "clear"]

    /// Below this opacity a hex colour reads as no colour at all.
    private static let minimumAlpha = 0.5

    /// The modifier for a colour value (a name or `#RGB`, `#RRGGBB`,
    /// `#RRGGBBAA`): a colour modifier, `[]` for a value that sets the
    /// theme's colour, nil for a value that is not a colour.
    public static func modifier(forColorValue value: String) -> SemanticTokenModifiers? {
        if uncolored.contains(value) { return [] }
        if let index = names.firstIndex(of: aliases[value] ?? value) { return modifier(at: index) }
        guard let color = RGBAColor(hex: value) else { return nil }
        guard color.alpha >= minimumAlpha else { return [] }
        return modifier(at: nearestIndex(to: color))
    }

    private static func modifier(at index: Int) -> SemanticTokenModifiers {
        SemanticTokenModifiers(rawValue: 1 << (SemanticTokenModifiers.firstColorBit + UInt32(index)))
    }

    /// The named colours' values, in `names` order.
    private static let palette: [RGBAColor] = names.map { NamedColorValues.color(named: $0) ?? RGBAColor(0, 0, 0) }

    /// The index of the named colour nearest to `color`, by squared distance
    /// in RGB (unweighted, so that pure `#00F` reads as blue, not indigo).
    private static func nearestIndex(to color: RGBAColor) -> Int {
        func distance(_ other: RGBAColor) -> Double {
            let red = color.red - other.red
            let green = color.green - other.green
            let blue = color.blue - other.blue
            return red * red + green * green + blue * blue
        }
        var best = 0
        for index in palette.indices where distance(palette[index]) < distance(palette[best]) {
            best = index
        }
        return best
    }
}

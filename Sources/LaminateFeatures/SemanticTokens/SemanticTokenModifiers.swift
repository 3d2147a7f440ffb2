/// What a semantic token's bytes are inside of: a set of modifiers.
///
/// Bit `n` is the modifier at index `n` of the legend, so, as with the
/// types, **new modifiers are appended, never reordered**. Formatting
/// modifiers combine: text that is bold and italic at once carries both
/// `strong` and `emphasis`.
public struct SemanticTokenModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let emphasis = Self(rawValue: 1 << 0)
    public static let strong = Self(rawValue: 1 << 1)
    public static let strikethrough = Self(rawValue: 1 << 2)
    public static let level1 = Self(rawValue: 1 << 3)
    public static let level2 = Self(rawValue: 1 << 4)
    public static let level3 = Self(rawValue: 1 << 5)
    public static let level4 = Self(rawValue: 1 << 6)
    public static let level5 = Self(rawValue: 1 << 7)
    public static let level6 = Self(rawValue: 1 << 8)
    /// Part of a link reference definition or an attribute definition (a
    /// standard LSP modifier).
    public static let definition = Self(rawValue: 1 << 9)
    /// Part of an image rather than a link.
    public static let image = Self(rawValue: 1 << 10)

    // The rendering modifiers: how an attribute span's text will look, from
    // its attributes (see `SpanAppearance`). Markdown formatting keeps the
    // modifiers above; a client shows `strong` and `bold` alike.

    /// `fontWeight` bold or heavier, or a bold font by name.
    public static let bold = Self(rawValue: 1 << 11)
    /// An italic or oblique font by name.
    public static let italic = Self(rawValue: 1 << 12)
    /// Any `underlineStyle`.
    public static let underline = Self(rawValue: 1 << 13)
    /// Any `strikethroughStyle`.
    public static let lineThrough = Self(rawValue: 1 << 14)
    /// The first of the fifteen colour modifiers (`colorBlack` … `colorBrown`,
    /// in `ForegroundColorModifier.names` order): the `foregroundColor`.
    static let firstColorBit: UInt32 = 15
    /// Every colour modifier at once.
    public static let colors = Self(rawValue: ((1 << 15) - 1) << firstColorBit)

    /// The modifier names in legend order (bit 0 first).
    public static let legendNames =
        [
            "emphasis", "strong", "strikethrough",
            "level1", "level2", "level3", "level4", "level5", "level6",
            "definition", "image",
            "bold", "italic", "underline", "lineThrough",
        ] + ForegroundColorModifier.names.map(ForegroundColorModifier.modifierName)

    /// The modifier for a heading level (clamped to 1…6).
    public static func headingLevel(_ level: Int) -> Self {
        Self(rawValue: 1 << (3 + UInt32(min(max(level, 1), 6) - 1)))
    }

    /// The names of the modifiers in this set, in legend order.
    public var names: [String] {
        Self.legendNames.indices.compactMap { index in
            rawValue & (1 << UInt32(index)) != 0 ? Self.legendNames[index] : nil
        }
    }
}

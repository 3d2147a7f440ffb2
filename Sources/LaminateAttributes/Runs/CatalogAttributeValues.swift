// Values of catalog keys that are neither a string, a number nor a boolean.

/// The value of `font`: a text style, or a font by name and size.
public enum FontValue: Sendable, Hashable {
    case textStyle(String)
    case custom(name: String?, size: Double)
}

/// The value of `lineHeight`: a multiple of the normal height, or a preset.
public enum LineHeightValue: Sendable, Hashable {
    case multiple(Double)
    case preset(String)
}

/// The value of `morphology`, as Foundation's `Morphology` names its parts.
public struct MorphologyValue: Sendable, Hashable {
    public var grammaticalGender: String?
    public var partOfSpeech: String?
    public var number: String?

    public init(grammaticalGender: String? = nil, partOfSpeech: String? = nil, number: String? = nil) {
        self.grammaticalGender = grammaticalGender
        self.partOfSpeech = partOfSpeech
        self.number = number
    }
}

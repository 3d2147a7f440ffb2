/// What values an attribute accepts, as data that validation, hover and
/// completion all read.
public indirect enum AttributeValueRule: Sendable, Hashable {
    /// Any string, optionally matching a regular expression (whole string).
    case string(pattern: String?)
    /// A whole number within optional bounds.
    case integer(NumericBounds)
    /// A finite number within optional bounds.
    case number(NumericBounds)
    case boolean
    /// `true` only (as in `underlineStyle: true`).
    case literalTrue
    /// A named color or `#RGB`, `#RRGGBB`, `#RRGGBBAA`.
    case color
    /// A URL string with a scheme.
    case url
    /// One of the listed strings.
    case enumeration([String])
    /// A line style: `single`, `double` or `thick`, optionally followed by a
    /// pattern (`dot`, `dash`, `dashDot`, `dashDotDot`).
    case lineStyle
    /// An object. With fields, only those keys are known; `nil` allows any object.
    case object(fields: [ObjectField]?)
    /// The first alternative that fits.
    case anyOf([AttributeValueRule])

    /// How the rule reads in a table or a message: "color", "integer ≥ 1".
    public var summary: String {
        switch self {
        case .string(let pattern): return pattern.map { "string matching `\($0)`" } ?? "string"
        case .integer(let bounds): return "integer" + bounds.summary
        case .number(let bounds): return "number" + bounds.summary
        case .boolean: return "boolean"
        case .literalTrue: return "`true`"
        case .color: return "color"
        case .url: return "URL"
        case .enumeration: return "enum"
        case .lineStyle: return "line style"
        case .object: return "object"
        case .anyOf(let rules): return rules.map(\.summary).joined(separator: " or ")
        }
    }

    /// Every string value the rule names, for completion and "did you mean".
    public var knownStrings: [String] {
        switch self {
        case .enumeration(let values): return values
        case .color: return NamedColors.all
        case .lineStyle: return LineStyle.allValues
        case .anyOf(let rules): return rules.flatMap(\.knownStrings)
        default: return []
        }
    }
}

/// Inclusive or exclusive bounds on a number.
public struct NumericBounds: Sendable, Hashable {
    public var minimum: Double?
    public var minimumIsExclusive: Bool
    public var maximum: Double?

    public init(minimum: Double? = nil, minimumIsExclusive: Bool = false, maximum: Double? = nil) {
        self.minimum = minimum
        self.minimumIsExclusive = minimumIsExclusive
        self.maximum = maximum
    }

    public static let unbounded = NumericBounds()

    public func contains(_ value: Double) -> Bool {
        if let minimum {
            if minimumIsExclusive ? !(value > minimum) : !(value >= minimum) { return false }
        }
        if let maximum, !(value <= maximum) { return false }
        return true
    }

    /// " ≥ 1", " > 0", " 1…10", or "".
    public var summary: String {
        switch (minimum, maximum) {
        case (let minimum?, let maximum?): return " \(format(minimum))…\(format(maximum))"
        case (let minimum?, nil): return (minimumIsExclusive ? " > " : " ≥ ") + format(minimum)
        case (nil, let maximum?): return " ≤ " + format(maximum)
        case (nil, nil): return ""
        }
    }

    private func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// One field of an object value, such as `size` in a font.
public struct ObjectField: Sendable, Hashable {
    public var key: String
    public var rule: AttributeValueRule
    public var isRequired: Bool

    public init(_ key: String, _ rule: AttributeValueRule, isRequired: Bool = false) {
        self.key = key
        self.rule = rule
        self.isRequired = isRequired
    }
}

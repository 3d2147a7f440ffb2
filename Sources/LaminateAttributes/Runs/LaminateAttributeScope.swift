import Foundation

extension AttributeScopes {
    /// The attributes of Attributed Markdown runs, as Foundation keys: Apple's
    /// two presentation intents (which Foundation on Linux lacks), one key per
    /// built-in catalog attribute, Foundation's own `link`, `imageURL` and
    /// `languageIdentifier`, and `customAttributes` for keys a formatting
    /// definition declares.
    public struct LaminateAttributes: AttributeScope {
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        public let presentationIntent: PresentationIntentAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let underlineColor: UnderlineColorAttribute
        public let strikethroughColor: StrikethroughColorAttribute
        public let font: FontAttribute
        public let fontWeight: FontWeightAttribute
        public let fontDesign: FontDesignAttribute
        public let kern: KernAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let alignment: AlignmentAttribute
        public let lineHeight: LineHeightAttribute
        public let writingDirection: WritingDirectionAttribute
        public let inflect: InflectAttribute
        public let morphology: MorphologyAttribute
        public let ingredient: IngredientAttribute
        public let customAttributes: CustomAttributesAttribute
        public let foundation: AttributeScopes.FoundationAttributes
    }

    public var laminate: LaminateAttributes.Type { LaminateAttributes.self }
}

extension AttributeDynamicLookup {
    /// `run.ingredient`, `run.foregroundColor`, … on runs and containers.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.LaminateAttributes, T>) -> T {
        self[T.self]
    }
}

/// A key whose value comes from the attribute of the same name in the
/// catalog, as in `^[text](key: value)`.
public protocol CatalogAttributedStringKey: AttributedStringKey where Value: Sendable {
    /// The value for a catalog attribute's valid value, or nil when the value
    /// does not fit this key (a definition file redeclared the key).
    static func value(from attribute: AttributeValue) -> Value?
}

/// Keys whose value is a string (colors, enums, line styles).
public protocol StringCatalogKey: CatalogAttributedStringKey where Value == String {}

extension StringCatalogKey {
    public static func value(from attribute: AttributeValue) -> String? { attribute.stringValue }
}

/// Keys whose value is a number of points.
public protocol NumberCatalogKey: CatalogAttributedStringKey where Value == Double {}

extension NumberCatalogKey {
    public static func value(from attribute: AttributeValue) -> Double? { attribute.numberValue }
}

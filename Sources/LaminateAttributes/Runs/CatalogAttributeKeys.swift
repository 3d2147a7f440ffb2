import Foundation

/// The Foundation keys of `AttributeScopes.LaminateAttributes`: Apple's two
/// presentation intents, one key per built-in catalog attribute (with the
/// behaviours spec section 4 gives it), and one for declared attributes.
extension AttributeScopes.LaminateAttributes {
    public enum InlinePresentationIntentAttribute: AttributedStringKey {
        public typealias Value = InlinePresentationIntent
        public static let name = "NSInlinePresentationIntent"
    }

    public enum PresentationIntentAttribute: AttributedStringKey {
        public typealias Value = PresentationIntent
        public static let name = "NSPresentationIntent"
    }

    public enum ForegroundColorAttribute: StringCatalogKey { public static let name = "foregroundColor" }
    public enum BackgroundColorAttribute: StringCatalogKey { public static let name = "backgroundColor" }
    public enum UnderlineColorAttribute: StringCatalogKey { public static let name = "underlineColor" }
    public enum StrikethroughColorAttribute: StringCatalogKey { public static let name = "strikethroughColor" }
    public enum FontWeightAttribute: StringCatalogKey { public static let name = "fontWeight" }
    public enum FontDesignAttribute: StringCatalogKey { public static let name = "fontDesign" }
    public enum KernAttribute: NumberCatalogKey { public static let name = "kern" }
    public enum TrackingAttribute: NumberCatalogKey { public static let name = "tracking" }
    public enum BaselineOffsetAttribute: NumberCatalogKey { public static let name = "baselineOffset" }

    /// `"single"`, `"double dash"`, …; `true` is read as `"single"`.
    public enum UnderlineStyleAttribute: StringCatalogKey {
        public static let name = "underlineStyle"
        public static func value(from attribute: AttributeValue) -> String? {
            attribute.boolValue == true ? "single" : attribute.stringValue
        }
    }

    public enum StrikethroughStyleAttribute: StringCatalogKey {
        public static let name = "strikethroughStyle"
        public static func value(from attribute: AttributeValue) -> String? {
            attribute.boolValue == true ? "single" : attribute.stringValue
        }
    }

    public enum FontAttribute: CatalogAttributedStringKey {
        public typealias Value = FontValue
        public static let name = "font"
        public static func value(from attribute: AttributeValue) -> FontValue? {
            if let style = attribute.stringValue { return .textStyle(style) }
            guard let fields = attribute.objectValue, let size = fields["size"]?.numberValue else { return nil }
            return .custom(name: fields["name"]?.stringValue, size: size)
        }
    }

    /// Paragraph attribute: one value per paragraph.
    public enum AlignmentAttribute: StringCatalogKey {
        public static let name = "alignment"
        public static let runBoundaries: AttributedString.AttributeRunBoundaries? = .paragraph
    }

    /// Paragraph attribute: one value per paragraph.
    public enum LineHeightAttribute: CatalogAttributedStringKey {
        public typealias Value = LineHeightValue
        public static let name = "lineHeight"
        public static let runBoundaries: AttributedString.AttributeRunBoundaries? = .paragraph
        public static func value(from attribute: AttributeValue) -> LineHeightValue? {
            if let multiple = attribute.numberValue { return .multiple(multiple) }
            return attribute.stringValue.map { .preset($0) }
        }
    }

    /// Paragraph attribute: one value per paragraph.
    public enum WritingDirectionAttribute: StringCatalogKey {
        public static let name = "writingDirection"
        public static let runBoundaries: AttributedString.AttributeRunBoundaries? = .paragraph
    }

    public enum InflectAttribute: CatalogAttributedStringKey {
        public typealias Value = Bool
        public static let name = "inflect"
        public static func value(from attribute: AttributeValue) -> Bool? { attribute.boolValue }
    }

    public enum MorphologyAttribute: CatalogAttributedStringKey {
        public typealias Value = MorphologyValue
        public static let name = "morphology"
        public static func value(from attribute: AttributeValue) -> MorphologyValue? {
            guard let fields = attribute.objectValue else { return nil }
            return MorphologyValue(
                grammaticalGender: fields["grammaticalGender"]?.stringValue,
                partOfSpeech: fields["partOfSpeech"]?.stringValue, number: fields["number"]?.stringValue)
        }
    }

    /// The id of a recipe ingredient. Text typed next to it stays outside
    /// it, and Foundation removes it from a run whose text changes: the
    /// behaviours spec section 4 gives `ingredient`.
    public enum IngredientAttribute: CatalogAttributedStringKey {
        public typealias Value = Int
        public static let name = "ingredient"
        public static let inheritedByAddedText = false
        public static let invalidationConditions: Set<AttributedString.AttributeInvalidationCondition>? = [.textChanged]
        public static func value(from attribute: AttributeValue) -> Int? { attribute.integerValue }
    }

    /// Attributes a formatting definition declares, and catalog keys a
    /// definition redeclared with values their key cannot hold, by key.
    public enum CustomAttributesAttribute: AttributedStringKey {
        public typealias Value = [String: AttributeValue]
        public static let name = "laminateCustomAttributes"
    }
}

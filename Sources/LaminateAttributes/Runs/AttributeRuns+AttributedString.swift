import Foundation

extension AttributeRuns {
    /// The runs as Foundation's `AttributedString`, in the scope
    /// `AttributeScopes.LaminateAttributes`: one run of it per run here
    /// (unless two runs differ only in ways its keys cannot tell apart).
    public var attributedString: AttributedString {
        var result = AttributedString()
        for (run, text) in zip(runs, runTexts) {
            result.append(AttributedString(text, attributes: run.attributes.attributeContainer))
        }
        return result
    }
}

extension RunAttributes {
    typealias Keys = AttributeScopes.LaminateAttributes

    /// The attributes as Foundation keys.
    public var attributeContainer: AttributeContainer {
        var container = AttributeContainer()
        if !inlinePresentationIntent.isEmpty { container[Keys.InlinePresentationIntentAttribute.self] = inlinePresentationIntent }
        if let presentationIntent { container[Keys.PresentationIntentAttribute.self] = presentationIntent }
        if let url = (link ?? spanAttributes["link"]?.stringValue).flatMap({ Self.url($0) }) { container.link = url }
        if let url = imageURL.flatMap({ Self.url($0) }) { container.imageURL = url }
        if let languageIdentifier { container.languageIdentifier = languageIdentifier }
        var custom: [String: AttributeValue] = [:]
        for (key, value) in spanAttributes where key != "link" {
            if !Self.setCatalogKey(key, value, in: &container) { custom[key] = value }
        }
        if !custom.isEmpty { container[Keys.CustomAttributesAttribute.self] = custom }
        return container
    }

    /// Sets the typed key for a catalog key; false when there is none or the value does not fit it.
    private static func setCatalogKey(_ key: String, _ value: AttributeValue, in container: inout AttributeContainer) -> Bool {
        func set<K: CatalogAttributedStringKey>(_ type: K.Type) -> Bool {
            guard let typed = K.value(from: value) else { return false }
            container[K.self] = typed
            return true
        }
        switch key {
        case "foregroundColor": return set(Keys.ForegroundColorAttribute.self)
        case "backgroundColor": return set(Keys.BackgroundColorAttribute.self)
        case "underlineColor": return set(Keys.UnderlineColorAttribute.self)
        case "strikethroughColor": return set(Keys.StrikethroughColorAttribute.self)
        case "font": return set(Keys.FontAttribute.self)
        case "fontWeight": return set(Keys.FontWeightAttribute.self)
        case "fontDesign": return set(Keys.FontDesignAttribute.self)
        case "kern": return set(Keys.KernAttribute.self)
        case "tracking": return set(Keys.TrackingAttribute.self)
        case "baselineOffset": return set(Keys.BaselineOffsetAttribute.self)
        case "underlineStyle": return set(Keys.UnderlineStyleAttribute.self)
        case "strikethroughStyle": return set(Keys.StrikethroughStyleAttribute.self)
        case "alignment": return set(Keys.AlignmentAttribute.self)
        case "lineHeight": return set(Keys.LineHeightAttribute.self)
        case "writingDirection": return set(Keys.WritingDirectionAttribute.self)
        case "inflect": return set(Keys.InflectAttribute.self)
        case "morphology": return set(Keys.MorphologyAttribute.self)
        case "ingredient": return set(Keys.IngredientAttribute.self)
        default: return false
        }
    }

    /// A URL from a destination as written (relative to `base` when given):
    /// as it is when Foundation accepts it, else with the characters a URL
    /// cannot hold percent-encoded.
    public static func url(_ destination: String, relativeTo base: URL? = nil) -> URL? {
        if let url = URL(string: destination, relativeTo: base) { return url }
        let allowed = CharacterSet.urlFragmentAllowed.union(CharacterSet(charactersIn: "#%"))
        return destination.addingPercentEncoding(withAllowedCharacters: allowed).flatMap { URL(string: $0, relativeTo: base) }
    }
}

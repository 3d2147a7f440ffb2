/// The CSS of the catalog attributes that have one.
enum CSSProperties {
    struct Declaration: Hashable {
        var property: String
        var value: String
    }

    /// CSS declarations for valid attribute values, in catalog order.
    static func declarations(for attributes: [String: AttributeValue]) -> [Declaration] {
        var result: [Declaration] = []
        func add(_ property: String, _ value: String?) {
            if let value { result.append(Declaration(property: property, value: value)) }
        }
        add("color", attributes["foregroundColor"]?.stringValue.map(color))
        add("background-color", attributes["backgroundColor"]?.stringValue.map(color))
        if let font = attributes["font"] {
            if let style = font.stringValue, let css = textStyles[style] {
                add("font-size", css.size)
                add("font-weight", css.weight)
            } else if let fields = font.objectValue {
                add("font-family", fields["name"]?.stringValue.map { "\"" + $0.replacingOccurrences(of: "\"", with: "'") + "\"" })
                add("font-size", fields["size"]?.numberValue.map { points($0) })
            }
        }
        add("font-weight", attributes["fontWeight"]?.stringValue.flatMap { fontWeights[$0] })
        add("font-family", attributes["fontDesign"]?.stringValue.flatMap { fontDesigns[$0] })
        add("letter-spacing", (attributes["kern"] ?? attributes["tracking"])?.numberValue.map { points($0) })
        add("vertical-align", attributes["baselineOffset"]?.numberValue.map { points($0) })
        let underline = attributes["underlineStyle"].flatMap(lineStyle)
        let strikethrough = attributes["strikethroughStyle"].flatMap(lineStyle)
        let lines = [underline.map { _ in "underline" }, strikethrough.map { _ in "line-through" }].compactMap { $0 }
        if let style = underline ?? strikethrough {
            add("text-decoration-line", lines.joined(separator: " "))
            add("text-decoration-style", style.style)
            add("text-decoration-thickness", style.thickness)
        }
        add(
            "text-decoration-color",
            (underline != nil ? attributes["underlineColor"] : nil)?.stringValue.map(color)
                ?? (strikethrough != nil ? attributes["strikethroughColor"] : nil)?.stringValue.map(color))
        add("text-align", attributes["alignment"]?.stringValue.flatMap { alignments[$0] })
        if let lineHeight = attributes["lineHeight"] {
            add("line-height", lineHeight.numberValue.map { JSONText.number($0) } ?? lineHeight.stringValue.flatMap { lineHeights[$0] })
        }
        switch attributes["writingDirection"]?.stringValue {
        case "leftToRight": add("direction", "ltr")
        case "rightToLeft": add("direction", "rtl")
        case "natural": add("unicode-bidi", "plaintext")
        default: break
        }
        return result
    }

    /// Points as CSS pixels (a CSS pixel is a point on Apple's screens).
    static func points(_ value: Double) -> String { JSONText.number(value) + "px" }

    /// Named colors as CSS knows them; SwiftUI's own names get Apple's values.
    static func color(_ name: String) -> String {
        switch name {
        case "mint": return "#00c7be"
        case "clear": return "transparent"
        case "primary": return "currentColor"
        case "secondary": return "GrayText"
        case "accentColor": return "AccentColor"
        default: return name
        }
    }

    /// Apple's default sizes (points) and weights of the text styles.
    static let textStyles: [String: (size: String, weight: String?)] = [
        "largeTitle": ("34px", nil), "title": ("28px", nil), "title2": ("22px", nil), "title3": ("20px", nil),
        "headline": ("17px", "600"), "subheadline": ("15px", nil), "body": ("17px", nil), "callout": ("16px", nil),
        "footnote": ("13px", nil), "caption": ("12px", nil), "caption2": ("11px", nil),
    ]

    static let fontWeights = [
        "ultraLight": "100", "thin": "200", "light": "300", "regular": "400", "medium": "500",
        "semibold": "600", "bold": "700", "heavy": "800", "black": "900",
    ]

    static let fontDesigns = ["default": "system-ui", "serif": "serif", "rounded": "ui-rounded", "monospaced": "monospace"]

    static let alignments = ["left": "left", "center": "center", "right": "right", "natural": "start", "justified": "justify"]

    static let lineHeights = ["tight": "1.1", "normal": "normal", "loose": "1.6"]

    /// `single`, `double`, `thick`, optionally with a pattern, or `true`.
    static func lineStyle(_ value: AttributeValue) -> (style: String, thickness: String?)? {
        if value.boolValue == true { return ("solid", nil) }
        guard let words = value.stringValue?.split(separator: " "), let weight = words.first else { return nil }
        var style = weight == "double" ? "double" : "solid"
        switch words.dropFirst().first {
        case "dot", "dashDotDot": style = "dotted"
        case "dash", "dashDot": style = "dashed"
        default: break
        }
        return (style, weight == "thick" ? "2px" : nil)
    }
}

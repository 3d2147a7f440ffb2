import LaminateDialect

/// The attribute-aware `<span>` for `laminate html`: each attribute of the
/// list as `data-<key>="value"`, and an inline `style` with the CSS for the
/// attributes that have one (`color`, `background-color`, `text-align`,
/// `font-weight`, `letter-spacing`, `line-height`, `text-decoration`,
/// `direction`, …).
///
/// `<span data-ingredient="3" data-foreground-color="green" style="color: green">`
public enum AttributeSpanHTML {
    /// A renderer whose spans use `tag(definition:)`.
    public static func renderer(definition: FormattingDefinition = .builtIn) -> HTMLRenderer {
        HTMLRenderer(attributeSpanTag: tag(definition: definition))
    }

    /// The span tag for the attributes `definition` knows. Every key written
    /// becomes a `data-` attribute (the first of duplicates, as Foundation
    /// reads it); only keys the definition allows, with valid values, add
    /// style. A list that is not valid JSON5 keeps the raw text in
    /// `data-attributes`, as the dialect's default tag does.
    public static func tag(definition: FormattingDefinition = .builtIn) -> HTMLRenderer.AttributeSpanTag {
        let cache = SpanTagCache()
        return { attributes in
            cache.tag(for: attributes.bytes) { spanTag(attributes, definition: definition) }
        }
    }

    static func spanTag(_ attributes: MappedText, definition: FormattingDefinition) -> String {
        guard case .success(let list) = AttributeList.read(attributes) else {
            return HTMLRenderer.defaultAttributeSpanTag(attributes)
        }
        var tag = "<span"
        var seen: Set<String> = []
        var valid: [String: AttributeValue] = [:]
        for member in list.object.members where seen.insert(member.key).inserted {
            let value = AttributeValue(member.value)
            tag += " " + dataAttributeName(member.key) + "=\"" + HTMLEscaping.escape(dataText(value)) + "\""
            if list.isEffective(member, definition: definition) { valid[member.key] = value }
        }
        let declarations = CSSProperties.declarations(for: valid)
        if !declarations.isEmpty {
            tag += " style=\"" + HTMLEscaping.escape(declarations.map { "\($0.property): \($0.value)" }.joined(separator: "; ")) + "\""
        }
        return tag + ">"
    }

    /// `foregroundColor` → `data-foreground-color`, which scripts read back
    /// as `element.dataset.foregroundColor`. Characters an attribute name
    /// cannot hold become `_`.
    static func dataAttributeName(_ key: String) -> String {
        var name = "data-"
        for scalar in key.unicodeScalars {
            switch scalar {
            case "A"..."Z":
                name += "-" + String(scalar).lowercased()
            case "a"..."z", "0"..."9", "_", ".":
                name.unicodeScalars.append(scalar)
            case "-":
                name += "-"
            default:
                name += "_"
            }
        }
        return name
    }

    /// A value as a data attribute holds it: strings as they are, other
    /// values as JSON.
    static func dataText(_ value: AttributeValue) -> String {
        value.stringValue ?? value.jsonText
    }
}

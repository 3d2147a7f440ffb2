import LaminateAttributes
import LaminateDialect

/// One colour value in a document: the characters between its quotes.
public struct ColorValue: Sendable, Hashable {
    public var range: ByteRange
    public var color: RGBAColor

    public init(range: ByteRange, color: RGBAColor) {
        self.range = range
        self.color = color
    }
}

/// Colour swatches and the colour picker: every colour value in the
/// document's attribute lists, and how to write a picked colour back.
public enum DocumentColors {
    /// Every valid colour value (named or hex) of a colour-typed key (the
    /// built-in ones such as `foregroundColor`, and keys a formatting
    /// definition declares with type `color`) in attribute spans and
    /// attribute definitions, in document order.
    public static func colors(in analysis: DocumentAnalysis) -> [ColorValue] {
        // The lists already read, chunk by chunk: the tree's other nodes
        // (most of a document) are never visited.
        var values: [ColorValue] = []
        analysis.attributeLists.forEachValidOwnList { list in
            for member in list.object.members {
                guard let rule = analysis.definition[member.key]?.rule, accepts(rule),
                    let text = member.value.stringValue, let color = RGBAColor(colorValue: text)
                else { continue }
                values.append(ColorValue(range: contentRange(of: member.value, in: list), color: color))
            }
        }
        return values
    }

    /// How a picked colour is written: its name when a named colour is
    /// exactly that colour (to the byte), else `#RRGGBB`, or `#RRGGBBAA`
    /// when it is not opaque.
    public static func presentation(of color: RGBAColor) -> String {
        NamedColorValues.name(of: color) ?? color.hexString
    }

    static func accepts(_ rule: AttributeValueRule) -> Bool {
        switch rule {
        case .color: return true
        case .anyOf(let rules): return rules.contains(where: accepts)
        default: return false
        }
    }

    /// A string value's range without its quotes, in the document.
    static func contentRange(of value: JSON5Value, in list: AttributeList) -> ByteRange {
        let range = value.range
        let bytes = list.text.bytes
        guard range.count >= 2, range.end <= bytes.count,
            bytes[range.start] == UInt8(ascii: "\"") || bytes[range.start] == UInt8(ascii: "'")
        else {
            return list.sourceRange(range)
        }
        return list.sourceRange(ByteRange(range.start + 1, range.end - 1))
    }
}

/// The color names SwiftUI's `Color` has, which the catalog accepts.
public enum NamedColors {
    public static let all = [
        "black", "white", "gray", "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue",
        "indigo", "purple", "pink", "brown", "clear", "primary", "secondary", "accentColor",
    ]

    /// Whether `text` is a color name or a `#RGB`, `#RRGGBB` or `#RRGGBBAA` hex color.
    public static func isColor(_ text: String) -> Bool {
        if all.contains(text) { return true }
        return isHexColor(text)
    }

    public static func isHexColor(_ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        guard utf8.first == UInt8(ascii: "#"), [4, 7, 9].contains(utf8.count) else { return false }
        return utf8.dropFirst().allSatisfy { JSON5Characters.hexValue($0) != nil }
    }
}

/// Underline and strikethrough styles: a weight and an optional pattern.
public enum LineStyle {
    public static let weights = ["single", "double", "thick"]
    public static let patterns = ["dot", "dash", "dashDot", "dashDotDot"]

    /// Every accepted spelling, for completion and suggestions.
    public static let allValues: [String] = weights + weights.flatMap { weight in patterns.map { "\(weight) \($0)" } }

    public static func isValid(_ text: String) -> Bool {
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        switch words.count {
        case 1: return weights.contains(String(words[0]))
        case 2: return weights.contains(String(words[0])) && patterns.contains(String(words[1]))
        default: return false
        }
    }
}

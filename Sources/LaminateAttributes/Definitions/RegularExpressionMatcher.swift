import Foundation

/// `pattern` of string attributes, matched with Foundation's
/// `NSRegularExpression` against the whole value.
enum RegularExpressionMatcher {
    static func isValid(_ pattern: String) -> Bool {
        (try? NSRegularExpression(pattern: pattern)) != nil
    }

    /// Whether the whole of `text` matches `pattern` (false for an invalid pattern).
    static func matches(_ text: String, pattern: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$") else { return false }
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        return expression.firstMatch(in: text, options: [], range: range) != nil
    }
}

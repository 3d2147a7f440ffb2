import Foundation
import LaminateDialect

/// Checks one value against an attribute's rule and describes what is wrong.
struct ValueChecker {
    /// A problem with a value, in the list's own offsets.
    struct Finding {
        var code: DiagnosticCode
        var message: String
        var range: ByteRange
        /// Replacement texts for the value's range, best first.
        var replacements: [(title: String, text: String)] = []
    }

    /// What is wrong with `value` for `key`, or nothing.
    static func check(_ value: JSON5Value, rule: AttributeValueRule, key: String, source: [UInt8]) -> [Finding] {
        switch rule {
        case .anyOf(let rules):
            var best: [Finding]?
            for alternative in rules {
                let findings = check(value, rule: alternative, key: key, source: source)
                if findings.isEmpty { return [] }
                // Prefer the alternative whose kind of value matched (its findings
                // are about the content, not the type).
                if best == nil || (best?.first?.code == .wrongValueType && findings.first?.code != .wrongValueType) {
                    best = findings
                }
            }
            if let best, best.first?.code != .wrongValueType { return best }
            return [
                Finding(
                    code: .wrongValueType,
                    message: "'\(key)' must be \(describe(rule)), but \(shown(value, source)) is \(value.kindDescription).",
                    range: value.range)
            ]

        case .string(let pattern):
            guard let string = value.stringValue else { return [typeMismatch(value, rule, key, source)] }
            if let pattern, !RegularExpressionMatcher.matches(string, pattern: pattern) {
                return [
                    Finding(
                        code: .patternMismatch,
                        message: "'\(key)' must match the pattern \(pattern), but \(shown(value, source)) does not.", range: value.range)
                ]
            }
            return []

        case .integer(let bounds):
            guard let number = value.numberValue else { return [typeMismatch(value, rule, key, source)] }
            guard number.value.isFinite, number.value.rounded(.towardZero) == number.value else {
                return [
                    Finding(code: .valueOutOfRange, message: "'\(key)' must be a whole number, but \(number.literal) is not.", range: value.range)
                ]
            }
            if !bounds.contains(number.value) {
                return [
                    Finding(
                        code: .valueOutOfRange,
                        message: "'\(key)' must be an integer\(bounds.summary), but \(number.literal) is not.", range: value.range)
                ]
            }
            return []

        case .number(let bounds):
            guard let number = value.numberValue else { return [typeMismatch(value, rule, key, source)] }
            guard number.value.isFinite else {
                return [
                    Finding(code: .valueOutOfRange, message: "'\(key)' must be a finite number, but \(number.literal) is not.", range: value.range)
                ]
            }
            if !bounds.contains(number.value) {
                return [
                    Finding(
                        code: .valueOutOfRange,
                        message: "'\(key)' must be a number\(bounds.summary), but \(number.literal) is not.", range: value.range)
                ]
            }
            return []

        case .boolean:
            return value.boolValue == nil ? [typeMismatch(value, rule, key, source)] : []

        case .literalTrue:
            return value.boolValue == true ? [] : [typeMismatch(value, rule, key, source)]

        case .color:
            guard let string = value.stringValue else { return [typeMismatch(value, rule, key, source)] }
            if NamedColors.isColor(string) { return [] }
            return [
                suggesting(
                    .invalidColor, value, key: key, string: string, candidates: NamedColors.all, source: source,
                    expectation: "a color name or a hex color (#RGB, #RRGGBB, #RRGGBBAA)")
            ]

        case .url:
            guard let string = value.stringValue else { return [typeMismatch(value, rule, key, source)] }
            if hasScheme(string) { return [] }
            let quote = quoteCharacter(value, source)
            return [
                Finding(
                    code: .invalidURL, message: "'\(key)' must be a URL with a scheme, but \(shown(value, source)) has none.",
                    range: value.range, replacements: [("Add 'https://'", "\(quote)https://\(string)\(quote)")])
            ]

        case .enumeration(let values):
            guard let string = value.stringValue else { return [typeMismatch(value, rule, key, source)] }
            if values.contains(string) { return [] }
            return [
                suggesting(
                    .valueNotInEnum, value, key: key, string: string, candidates: values, source: source,
                    expectation: "one of " + values.joined(separator: ", "))
            ]

        case .lineStyle:
            guard let string = value.stringValue else { return [typeMismatch(value, rule, key, source)] }
            if LineStyle.isValid(string) { return [] }
            return [
                suggesting(
                    .valueNotInEnum, value, key: key, string: string, candidates: LineStyle.allValues, source: source,
                    expectation: "single, double or thick, optionally followed by dot, dash, dashDot or dashDotDot")
            ]

        case .object(let fields):
            guard let object = value.objectValue else { return [typeMismatch(value, rule, key, source)] }
            guard let fields else { return [] }
            var findings: [Finding] = []
            for member in object.members {
                guard let field = fields.first(where: { $0.key == member.key }) else {
                    var message = "'\(member.key)' is not a field of '\(key)'"
                    var replacements: [(String, String)] = []
                    if let suggestion = Suggestions.nearest(to: member.key, in: fields.map(\.key)) {
                        message += "; did you mean '\(suggestion)'?"
                        replacements.append(("Change to '\(suggestion)'", suggestion))
                    } else {
                        message += "; fields are " + fields.map(\.key).joined(separator: ", ") + "."
                    }
                    findings.append(Finding(code: .unknownKey, message: message, range: member.keyRange, replacements: replacements))
                    continue
                }
                findings += check(member.value, rule: field.rule, key: "\(key).\(member.key)", source: source)
            }
            for field in fields where field.isRequired && object[field.key] == nil {
                findings.append(Finding(code: .missingField, message: "'\(key)' needs a '\(field.key)' (\(field.rule.summary)).", range: value.range))
            }
            return findings
        }
    }

    private static func typeMismatch(_ value: JSON5Value, _ rule: AttributeValueRule, _ key: String, _ source: [UInt8]) -> Finding {
        Finding(
            code: .wrongValueType,
            message: "'\(key)' must be \(describe(rule)), but \(shown(value, source)) is \(value.kindDescription).", range: value.range)
    }

    private static func suggesting(
        _ code: DiagnosticCode, _ value: JSON5Value, key: String, string: String, candidates: [String],
        source: [UInt8], expectation: String
    ) -> Finding {
        var message = "'\(key)' must be \(expectation), but \(shown(value, source)) is not"
        var replacements: [(String, String)] = []
        if let suggestion = Suggestions.nearest(to: string, in: candidates) {
            message += " — did you mean '\(suggestion)'?"
            let quote = quoteCharacter(value, source)
            replacements.append(("Change to '\(suggestion)'", "\(quote)\(suggestion)\(quote)"))
        } else {
            message += "."
        }
        return Finding(code: code, message: message, range: value.range, replacements: replacements)
    }

    /// The rule as a phrase: "an integer ≥ 1", "a color".
    static func describe(_ rule: AttributeValueRule) -> String {
        switch rule {
        case .string(let pattern): return pattern == nil ? "a string" : "a string matching \(pattern ?? "")"
        case .integer(let bounds): return "an integer" + bounds.summary
        case .number(let bounds): return "a number" + bounds.summary
        case .boolean: return "true or false"
        case .literalTrue: return "true"
        case .color: return "a color (a name such as \"green\" or \"#RRGGBB\")"
        case .url: return "a URL string"
        case .enumeration(let values):
            return "one of " + values.prefix(6).map { "\"\($0)\"" }.joined(separator: ", ") + (values.count > 6 ? ", …" : "")
        case .lineStyle: return "a line style such as \"single\" or \"double dash\""
        case .object: return "an object"
        case .anyOf(let rules): return rules.map(describe).joined(separator: " or ")
        }
    }

    /// The value as written, shortened for a message.
    static func shown(_ value: JSON5Value, _ source: [UInt8]) -> String {
        let start = max(0, min(value.range.start, source.count))
        let end = max(start, min(value.range.end, source.count))
        var text = String(decoding: source[start..<end], as: UTF8.self)
        if text.count > 40 { text = String(text.prefix(37)) + "…" }
        return text
    }

    private static func quoteCharacter(_ value: JSON5Value, _ source: [UInt8]) -> String {
        value.range.start < source.count && source[value.range.start] == UInt8(ascii: "'") ? "'" : "\""
    }

    /// A URL Foundation can parse, with a scheme (`https:`, `mailto:`).
    static func hasScheme(_ string: String) -> Bool {
        guard let url = URL(string: string), let scheme = url.scheme, !scheme.isEmpty else { return false }
        return true
    }
}

/// The stable codes of every problem Laminate reports. Codes never change
/// meaning; `LAM0xx` are found in documents (and in the strings of app
/// string containers), `LAM1xx` in definition files, `LAM2xx` in the
/// containers themselves (String Catalogs, `.strings` files, Swift files),
/// `LAM3xx` are the language server's limits (what it leaves undone).
public enum DiagnosticCode: String, Sendable, Hashable, CaseIterable {
    // Documents
    case invalidAttributeList = "LAM001"
    case unknownKey = "LAM002"
    case keyOutsideScope = "LAM003"
    case wrongValueType = "LAM004"
    case valueOutOfRange = "LAM005"
    case valueNotInEnum = "LAM006"
    case invalidColor = "LAM007"
    case invalidURL = "LAM008"
    case patternMismatch = "LAM009"
    case duplicateKey = "LAM010"
    case partialParagraphAttribute = "LAM011"
    case constraintViolated = "LAM012"
    case staleIngredient = "LAM013"
    case ingredientIDOnDifferentTexts = "LAM014"
    case textWithSeveralIngredientIDs = "LAM015"
    case quoteEndedAttributeList = "LAM016"
    case undefinedAttributeLabel = "LAM017"
    case unfinishedAttributeSpan = "LAM018"
    case emptyAttributeSpan = "LAM019"
    case attributeNestingTooDeep = "LAM020"
    case missingField = "LAM021"
    // Links (checked against the workspace, see `LinkDiagnostics`)
    case missingLinkTarget = "LAM025"
    case unknownLinkFragment = "LAM026"

    // App strings (String Catalogs, .strings files, Swift literals)
    case placeholderInAttributeList = "LAM022"
    case translationAttributesDiffer = "LAM023"
    case inflectionUnsupported = "LAM024"

    // Definition files
    case invalidDefinitionJSON5 = "LAM101"
    case invalidDefinitionShape = "LAM102"
    case unknownAttributeType = "LAM103"
    case unknownKeyInScope = "LAM104"
    case constraintOnUndeclaredAttribute = "LAM105"
    case unknownDefinitionField = "LAM106"
    case invalidPattern = "LAM107"

    // Containers of app strings
    case unreadableContainer = "LAM201"

    // The language server's limits
    case diagnosticsNotShown = "LAM301"
    case documentTooLarge = "LAM302"

    public var defaultSeverity: DiagnosticSeverity {
        switch self {
        case .invalidAttributeList, .wrongValueType, .valueOutOfRange, .valueNotInEnum, .invalidColor, .invalidURL,
            .patternMismatch, .missingField:
            return .error
        case .unknownKey, .keyOutsideScope, .duplicateKey, .partialParagraphAttribute, .constraintViolated,
            .staleIngredient, .ingredientIDOnDifferentTexts, .textWithSeveralIngredientIDs, .quoteEndedAttributeList,
            .undefinedAttributeLabel, .emptyAttributeSpan, .attributeNestingTooDeep,
            .placeholderInAttributeList, .translationAttributesDiffer, .inflectionUnsupported,
            .missingLinkTarget, .unknownLinkFragment:
            return .warning
        case .unreadableContainer:
            return .error
        case .unfinishedAttributeSpan:
            return .hint
        case .invalidDefinitionJSON5, .invalidDefinitionShape, .unknownAttributeType, .unknownKeyInScope,
            .constraintOnUndeclaredAttribute, .invalidPattern:
            return .error
        case .unknownDefinitionField:
            return .warning
        case .diagnosticsNotShown, .documentTooLarge:
            return .information
        }
    }

    /// What the code means, in a few words: the documentation table's column.
    public var meaning: String {
        switch self {
        case .invalidAttributeList: return "the attribute list is not valid JSON5"
        case .unknownKey: return "unknown attribute key (with \"did you mean\")"
        case .keyOutsideScope: return "key outside the formatting definition's scope"
        case .wrongValueType: return "value of the wrong type"
        case .valueOutOfRange: return "number out of range (or not finite, or not whole)"
        case .valueNotInEnum: return "value not among the allowed values (with \"did you mean\")"
        case .invalidColor: return "not a color name or hex color (with \"did you mean\")"
        case .invalidURL: return "not a URL with a scheme"
        case .patternMismatch: return "string does not match the declared pattern"
        case .duplicateKey: return "the same key twice in one span (Foundation keeps the first)"
        case .partialParagraphAttribute: return "paragraph attribute on part of a paragraph"
        case .constraintViolated: return "a formatting-definition constraint is violated"
        case .staleIngredient: return "ingredient marking is stale: its text changed"
        case .ingredientIDOnDifferentTexts: return "one ingredient id on different texts"
        case .textWithSeveralIngredientIDs: return "the same text carries different ingredient ids"
        case .quoteEndedAttributeList: return "a `)` inside an open quote ended the attribute list"
        case .undefinedAttributeLabel: return "`^[text][label]` whose label has no definition"
        case .unfinishedAttributeSpan: return "`^[text]` with no attribute list"
        case .emptyAttributeSpan: return "empty span `^[](…)`"
        case .attributeNestingTooDeep: return "attribute list nests parentheses more than 32 deep"
        case .missingField: return "an object value lacks a required field"
        case .missingLinkTarget: return "a link or image to a local file that does not exist"
        case .unknownLinkFragment: return "a link's `#fragment` names no heading of its target (with \"did you mean\")"
        case .placeholderInAttributeList: return "a placeholder (`%@`, `\\(…)`) inside an attribute list"
        case .translationAttributesDiffer: return "a translation's spans use other attribute keys than the source language's"
        case .inflectionUnsupported: return "`inflect` in a language Foundation cannot inflect"
        case .invalidDefinitionJSON5: return "the definition file is not valid JSON5"
        case .invalidDefinitionShape: return "a definition entry has the wrong shape or type"
        case .unknownAttributeType: return "unknown attribute type in the definition"
        case .unknownKeyInScope: return "`scope` names a key that is neither built in nor declared"
        case .constraintOnUndeclaredAttribute: return "a constraint names an undeclared attribute"
        case .unknownDefinitionField: return "unknown field in the definition file (ignored)"
        case .invalidPattern: return "`pattern` is not a valid regular expression"
        case .unreadableContainer: return "a String Catalog, `.strings` file or Swift file that cannot be read"
        case .diagnosticsNotShown: return "more problems than the server publishes for one document (`laminate check` lists them all)"
        case .documentTooLarge: return "the document is larger than the server analyses"
        }
    }
}

public enum DiagnosticSeverity: String, Sendable, Hashable, Comparable {
    case error, warning, information, hint

    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .information: return 2
        case .hint: return 3
        }
    }

    /// Errors sort first.
    public static func < (lhs: DiagnosticSeverity, rhs: DiagnosticSeverity) -> Bool { lhs.rank < rhs.rank }
}

extension DiagnosticCode {
    /// The codes as a Markdown table (code, severity, meaning), for `Laminate.docc/Diagnostics.md`.
    public static func markdownTable() -> String {
        var lines = ["| code | severity | meaning |", "|---|---|---|"]
        for code in allCases {
            lines.append("| \(code.rawValue) | \(code.defaultSeverity.rawValue) | \(code.meaning) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

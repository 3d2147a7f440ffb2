import LaminateDialect

/// An inline formatting the toggles put on or take off.
public enum FormattingStyle: Sendable, Hashable, CaseIterable {
    case bold, italic, strikethrough, code

    public var kind: CodeActionKind {
        switch self {
        case .bold: return .bold
        case .italic: return .italic
        case .strikethrough: return .strikethrough
        case .code: return .code
        }
    }

    var wrapTitle: String {
        switch self {
        case .bold: return "Make bold"
        case .italic: return "Make italic"
        case .strikethrough: return "Strike through"
        case .code: return "Format as code"
        }
    }

    var unwrapTitle: String {
        switch self {
        case .bold: return "Remove bold"
        case .italic: return "Remove italic"
        case .strikethrough: return "Remove strikethrough"
        case .code: return "Remove code formatting"
        }
    }

    /// Delimiters to try, preferred first: `*` before `_` because `_` cannot
    /// work inside a word.
    var delimiters: [String] {
        switch self {
        case .bold: return ["**", "__"]
        case .italic: return ["*", "_"]
        case .strikethrough: return ["~~", "~"]
        case .code: return ["`"]
        }
    }

    func isFormatted(by kind: NodeKind) -> Bool {
        switch (self, kind) {
        case (.bold, .strong), (.italic, .emphasis), (.strikethrough, .strikethrough), (.code, .codeSpan): return true
        default: return false
        }
    }

    var markerKind: MarkerKind {
        switch self {
        case .bold: return .strongDelimiter
        case .italic: return .emphasisDelimiter
        case .strikethrough: return .strikethroughDelimiter
        case .code: return .codeSpanDelimiter
        }
    }
}

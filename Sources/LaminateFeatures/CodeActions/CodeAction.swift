import LaminateAttributes
import LaminateDialect

/// One action the editor can offer on a selection: a title for its menu, a
/// kind it can filter on, and the edits that carry it out, in byte ranges of
/// the document the action was computed for.
public struct CodeAction: Sendable, Hashable {
    public var title: String
    public var kind: CodeActionKind
    /// Edits to apply together; they never overlap and are sorted by position.
    public var edits: [SourceEdit]
    /// The problems this action repairs (quick fixes only).
    public var diagnostics: [Diagnostic]
    /// Whether an editor may apply it as the one obvious choice.
    public var isPreferred: Bool

    public init(title: String, kind: CodeActionKind, edits: [SourceEdit], diagnostics: [Diagnostic] = [], isPreferred: Bool = false) {
        self.title = title
        self.kind = kind
        self.edits = edits.sorted { $0.range < $1.range }
        self.diagnostics = diagnostics
        self.isPreferred = isPreferred
    }
}

/// A code action kind: a dot-separated hierarchy, as LSP defines it, so that
/// asking for `refactor` also returns `refactor.rewrite.bold`.
public struct CodeActionKind: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let quickFix = CodeActionKind("quickfix")
    public static let refactor = CodeActionKind("refactor")
    public static let refactorRewrite = CodeActionKind("refactor.rewrite")
    public static let bold = CodeActionKind("refactor.rewrite.bold")
    public static let italic = CodeActionKind("refactor.rewrite.italic")
    public static let strikethrough = CodeActionKind("refactor.rewrite.strikethrough")
    public static let code = CodeActionKind("refactor.rewrite.code")
    public static let markIngredient = CodeActionKind("refactor.rewrite.ingredient.mark")
    public static let markAllIngredients = CodeActionKind("refactor.rewrite.ingredient.markAll")
    public static let removeIngredient = CodeActionKind("refactor.rewrite.ingredient.remove")
    public static let source = CodeActionKind("source")
    public static let sourceFixAll = CodeActionKind("source.fixAll")
    public static let fixAll = CodeActionKind("source.fixAll.laminate")

    /// Every kind Laminate produces, for the server's capabilities.
    public static let produced: [CodeActionKind] = [
        .quickFix, .bold, .italic, .strikethrough, .code,
        .markIngredient, .markAllIngredients, .removeIngredient, .fixAll,
    ]

    /// Whether `self` is `filter` or below it in the hierarchy
    /// (`refactor.rewrite.bold` is below `refactor`, not below `refactor.re`).
    public func isIncluded(in filter: CodeActionKind) -> Bool {
        rawValue == filter.rawValue || rawValue.hasPrefix(filter.rawValue + ".")
    }

    public static func < (lhs: CodeActionKind, rhs: CodeActionKind) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { rawValue }
}

/// Why the editor asked: the user chose the menu, or the editor asks on its
/// own as the cursor moves (and wants a cheap answer).
public enum CodeActionTrigger: Sendable, Hashable {
    case invoked
    case automatic
}

/// What a code-action request asks for, in byte offsets.
public struct CodeActionQuery: Sendable, Hashable {
    /// The selection, a set of ranges (as `AttributedString`'s `RangeSet`);
    /// an empty range is a cursor.
    public var selection: [ByteRange]
    /// Only kinds at or below these (nil: every kind except `source` ones,
    /// which LSP says are offered only when asked for).
    public var only: [CodeActionKind]?
    public var trigger: CodeActionTrigger
    /// Stale markings the server carries for the document (see `StaleMarkingTracker`).
    public var staleMarkings: [StaleMarking]
    /// The ranges of the problems the editor showed at the selection and
    /// sent with the request, when it sent its list. On an automatic
    /// trigger with none, the document is not validated again: no problem
    /// shown, no quick fix to compute.
    public var reportedProblems: [ByteRange]?
    /// Kinds whose edits the caller fetches later (LSP's `codeAction/resolve`):
    /// costly actions of these kinds come back with their titles and no edits.
    public var resolvedLater: Set<CodeActionKind> = []

    public init(
        selection: [ByteRange], only: [CodeActionKind]? = nil, trigger: CodeActionTrigger = .invoked,
        staleMarkings: [StaleMarking] = [], reportedProblems: [ByteRange]? = nil
    ) {
        self.selection = selection
        self.only = only
        self.trigger = trigger
        self.staleMarkings = staleMarkings
        self.reportedProblems = reportedProblems
    }

    public init(
        selection: ByteRange, only: [CodeActionKind]? = nil, trigger: CodeActionTrigger = .invoked,
        staleMarkings: [StaleMarking] = [], reportedProblems: [ByteRange]? = nil
    ) {
        self.init(selection: [selection], only: only, trigger: trigger, staleMarkings: staleMarkings, reportedProblems: reportedProblems)
    }

    /// Whether actions of `kind` are wanted.
    public func wants(_ kind: CodeActionKind) -> Bool {
        guard let only else { return !kind.isIncluded(in: .source) }
        return only.contains { kind.isIncluded(in: $0) }
    }
}

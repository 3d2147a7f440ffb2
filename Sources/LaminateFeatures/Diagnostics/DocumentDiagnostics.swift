import LaminateAttributes
import LaminateDialect

/// The problems of one checked version of a document, with what the next
/// check needs to carry stale markings forward.
public struct CheckedDocument: Sendable {
    public let tree: SyntaxTree
    public let staleMarkings: [StaleMarking]
    /// Its problems, made whole as they are read (nil once carried forward).
    public let problems: ValidationProblems?

    /// Every problem, whole, in order.
    public var diagnostics: [Diagnostic] { problems?.all() ?? [] }

    /// What the next check needs of this one, to keep: its tree and stale
    /// markings, without the problems (which no check reads back, and
    /// which hold this version's findings).
    public var carriedForward: CheckedDocument {
        CheckedDocument(tree: tree, staleMarkings: staleMarkings, problems: nil)
    }
}

/// Diagnostics while typing: a pure function from a document version (and
/// the previous checked version with the change between them) to its
/// problems.
public enum DocumentDiagnostics {
    /// Checks `analysis`. With `previous` and the `change` that turned its
    /// text into this one (nil: the text did not change), ingredient markings
    /// whose text changed are reported as stale, and stay so until re-marked
    /// or removed; without `previous` (a document just opened or replaced)
    /// nothing is stale.
    public static func check(_ analysis: DocumentAnalysis, previous: CheckedDocument? = nil, change: TextChange? = nil) -> CheckedDocument {
        var staleMarkings: [StaleMarking] = []
        if let previous {
            let edit = (change ?? .none).edit(from: previous.tree.source, to: analysis.text)
            staleMarkings = StaleMarkingTracker.update(previous.staleMarkings, oldTree: previous.tree, edit: edit,
                                                       newTree: analysis.tree, definition: analysis.definition)
        }
        let problems = AttributeValidator.problems(analysis.tree, attributeLists: analysis.attributeLists, definition: analysis.definition,
                                                   staleMarkings: staleMarkings, findings: analysis.validationFindings)
        return CheckedDocument(tree: analysis.tree, staleMarkings: staleMarkings, problems: problems)
    }
}

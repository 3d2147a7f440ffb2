import LaminateAttributes
import LaminateDialect

/// The diagnostics of one version of a document while it is edited: its
/// problems, and what the next version's diagnostics need to carry stale
/// ingredient markings forward. A pure function of the version's analysis
/// (and the previous version's diagnostics with the change between them).
public struct DocumentDiagnostics: Sendable {
    public let tree: SyntaxTree
    public let staleMarkings: [StaleMarking]
    /// Its problems, made whole as they are read (nil once carried forward).
    public let problems: ValidationProblems?

    /// Every problem, whole, in order.
    public var diagnostics: [Diagnostic] { problems?.all() ?? [] }

    /// The diagnostics of `analysis`. With `previous` and the `change` that
    /// turned its text into this one (nil: the text did not change),
    /// ingredient markings whose text changed are reported as stale, and
    /// stay so until re-marked or removed; without `previous` (a document
    /// just opened or replaced) nothing is stale.
    public init(_ analysis: DocumentAnalysis, previous: DocumentDiagnostics? = nil, change: TextChange? = nil) {
        var staleMarkings: [StaleMarking] = []
        if let previous {
            let edit = (change ?? .none).edit(from: previous.tree.source, to: analysis.text)
            staleMarkings = StaleMarkingTracker.update(
                previous.staleMarkings, oldTree: previous.tree, edit: edit,
                newTree: analysis.tree, definition: analysis.definition)
        }
        let problems = AttributeValidator.problems(
            analysis.tree, attributeLists: analysis.attributeLists, definition: analysis.definition,
            staleMarkings: staleMarkings, findings: analysis.validationFindings)
        self.init(tree: analysis.tree, staleMarkings: staleMarkings, problems: problems)
    }

    private init(tree: SyntaxTree, staleMarkings: [StaleMarking], problems: ValidationProblems?) {
        self.tree = tree
        self.staleMarkings = staleMarkings
        self.problems = problems
    }

    /// What the next version's diagnostics need of these, to keep: the
    /// tree and stale markings, without the problems (which nothing reads
    /// back, and which hold this version's findings).
    public var carriedForward: DocumentDiagnostics {
        DocumentDiagnostics(tree: tree, staleMarkings: staleMarkings, problems: nil)
    }
}

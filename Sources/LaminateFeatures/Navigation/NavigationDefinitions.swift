import LaminateDialect

/// Where a definition request leads.
public struct NavigationTarget: Hashable, Sendable {
    public var path: String
    /// The whole target (the heading line, the definition line).
    public var range: ByteRange
    /// What to select in it (the heading's text, the label).
    public var selectionRange: ByteRange
}

/// `textDocument/definition`, from the files' summaries.
public enum NavigationDefinitions {
    /// - a label (its use or its definition) → its first definition, the one in force;
    /// - a heading (a link with a fragment) → the heading with that anchor
    ///   in the linked file, or that file's start when no heading has it;
    /// - a file (a link without a fragment) → its start;
    /// - an ingredient → the line that sets it, for `^[text][label]`
    ///   spans, else its first span in the document.
    ///
    /// Nil when the target is not in `workspace` (a file that does not exist).
    public static func target(
        of symbol: NavigationSymbol, from path: String,
        in workspace: WorkspaceFiles
    ) -> NavigationTarget? {
        switch symbol {
        case .label(let label, let file):
            guard let definition = workspace[file]?.definition(of: label) else { return nil }
            return NavigationTarget(path: file, range: definition.range, selectionRange: definition.labelRange)
        case .heading(let anchor, let file):
            guard let summary = workspace[file] else { return nil }
            guard let heading = summary.headings.first(where: { $0.anchor == anchor }) else { return start(of: file) }
            return NavigationTarget(path: file, range: heading.range, selectionRange: heading.textRange)
        case .file(let file):
            return workspace[file] == nil ? nil : start(of: file)
        case .ingredient(let id):
            let uses = workspace[path]?.ingredients.filter { $0.id == id } ?? []
            if let set = uses.first(where: \.isSetByDefinition) {
                return NavigationTarget(path: path, range: set.valueRange, selectionRange: set.valueRange)
            }
            return uses.first.map { NavigationTarget(path: path, range: $0.spanRange, selectionRange: $0.textRange) }
        }
    }

    private static func start(of file: String) -> NavigationTarget {
        NavigationTarget(path: file, range: ByteRange(0, 0), selectionRange: ByteRange(0, 0))
    }
}

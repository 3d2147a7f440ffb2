import LaminateDialect

/// One place a symbol is written.
public struct SymbolOccurrence: Hashable, Sendable {
    public var path: String
    public var range: ByteRange
    /// Where the symbol is declared (a heading, a `[label]:` definition, an
    /// ingredient id set in a `^[label]:` line) rather than used.
    public var isDeclaration: Bool

    public init(path: String, range: ByteRange, isDeclaration: Bool) {
        self.path = path
        self.range = range
        self.isDeclaration = isDeclaration
    }
}

/// `textDocument/references` and `textDocument/documentHighlight`: every
/// place that names a symbol, from the files' summaries.
///
/// - an ingredient id: the text of every span with that id, in every file;
///   the ids written in `^[label]:` lines are its declarations;
/// - a label: its definitions (declarations) and every use, in its file;
/// - a heading: the heading's text (declaration) and the fragment of every
///   link to its anchor, in every file;
/// - a file: every link to it.
public enum NavigationReferences {
    /// In the whole workspace, by path then position; declarations left out
    /// unless `includeDeclaration`.
    public static func occurrences(
        of symbol: NavigationSymbol, in workspace: WorkspaceFiles,
        includeDeclaration: Bool
    ) -> [SymbolOccurrence] {
        let paths: [String] =
            switch symbol {
            case .label(_, let file): [file]
            default: workspace.sortedPaths
            }
        return paths.flatMap { path -> [SymbolOccurrence] in
            guard let summary = workspace[path] else { return [] }
            return occurrences(of: symbol, inFile: path, summary: summary, workspace: workspace)
                .filter { includeDeclaration || !$0.isDeclaration }
        }
    }

    /// In one file (a highlight), declarations included, in document order.
    public static func occurrences(
        of symbol: NavigationSymbol, inFile path: String, summary: FileSummary,
        workspace: WorkspaceFiles
    ) -> [SymbolOccurrence] {
        var found: [SymbolOccurrence] = []
        switch symbol {
        case .ingredient(let id):
            var declared = Set<ByteRange>()
            for ingredient in summary.ingredients where ingredient.id == id {
                found.append(SymbolOccurrence(path: path, range: ingredient.textRange, isDeclaration: false))
                if ingredient.isSetByDefinition, declared.insert(ingredient.valueRange).inserted {
                    found.append(SymbolOccurrence(path: path, range: ingredient.valueRange, isDeclaration: true))
                }
            }
        case .label(let label, let file):
            guard file == path else { return [] }
            for definition in summary.labelDefinitions where definition.label == label {
                found.append(SymbolOccurrence(path: path, range: definition.labelRange, isDeclaration: true))
            }
            for use in summary.labelUses where use.label == label {
                found.append(SymbolOccurrence(path: path, range: use.labelRange, isDeclaration: false))
            }
        case .heading(let anchor, let file):
            if file == path {
                for heading in summary.headings where heading.anchor == anchor {
                    found.append(SymbolOccurrence(path: path, range: heading.textRange, isDeclaration: true))
                }
            }
            for link in links(in: summary, from: path, to: file, workspace: workspace) {
                guard case .local(_, let fragment?)? = link.destination, FileSummary.anchorKey(fragment) == anchor else { continue }
                found.append(SymbolOccurrence(path: path, range: link.fragmentRange ?? link.targetRange, isDeclaration: false))
            }
        case .file(let file):
            for link in links(in: summary, from: path, to: file, workspace: workspace) {
                guard case .local(let target, _)? = link.destination, !target.isEmpty else { continue }
                found.append(SymbolOccurrence(path: path, range: link.targetRange, isDeclaration: false))
            }
        }
        return found.sorted { $0.range.start < $1.range.start }
    }

    /// The links of a file whose destination, written there, names `target`.
    static func links(
        in summary: FileSummary, from path: String, to target: String,
        workspace: WorkspaceFiles
    ) -> [LinkEntry] {
        summary.links.filter { link in
            guard link.isWritten, case .local(let linked, _)? = link.destination else { return false }
            return workspace.resolve(linked, from: path) == target
        }
    }
}

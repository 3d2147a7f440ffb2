import LaminateAttributes
import LaminateDialect

/// `textDocument/rename`, from the files' summaries: the edits, by path,
/// that give a symbol a new name everywhere it is named, or why not.
///
/// - an ingredient id is written anew in every span and `^[label]:` line
///   that sets it, in every file;
/// - a label is written anew in its definitions and every use in its file
///   (`[label][]` and `[label]` keep their text and get the new label
///   written after it, so they stay references and read the same);
/// - a heading gets its new text, and every link to its anchor, in every
///   file, the new anchor (and the links to the other headings of its file
///   whose `-1`, `-2` numbering the new text changes).
///
/// `text` gives a file's whole text; only a heading's rename asks for it
/// (for its file), to read the anchors the new text makes exactly as they
/// will be read. Edits within a file do not overlap, in document order.
public enum NavigationRename {
    public static func edits(
        renaming symbol: NavigationSymbol, to newName: String, in workspace: WorkspaceFiles,
        text: (String) -> [UInt8]?
    ) throws(RenameRefusal) -> [String: [SourceEdit]] {
        let edits: [String: [SourceEdit]]
        switch symbol {
        case .ingredient(let id): edits = try ingredientEdits(renumbering: id, to: newName, in: workspace)
        case .label(let label, let file): edits = try labelEdits(renaming: label, in: file, to: newName, in: workspace)
        case .heading(let anchor, let file):
            edits = try headingEdits(renaming: anchor, in: file, to: newName, in: workspace, text: text)
        case .file: throw RenameRefusal(.nothingToRename, "A link to a file cannot be renamed; rename the file instead.")
        }
        return edits.filter { !$0.value.isEmpty }.mapValues { $0.sorted { $0.range.start < $1.range.start } }
    }

    /// The files a rename of `symbol` would edit, by the summaries at hand:
    /// the server reads those that are not open again before renaming, so
    /// that the edits fit the files as they are now.
    public static func pathsToEdit(renaming symbol: NavigationSymbol, in workspace: WorkspaceFiles) -> [String] {
        var paths = Set(NavigationReferences.occurrences(of: symbol, in: workspace, includeDeclaration: true).map(\.path))
        if case .heading(_, let file) = symbol {
            // Links to the file's other headings may follow a renumbering.
            paths.insert(file)
            for path in workspace.sortedPaths
            where !NavigationReferences.links(
                in: workspace[path]!, from: path, to: file,
                workspace: workspace
            ).isEmpty {
                paths.insert(path)
            }
        }
        return paths.sorted()
    }
}

extension NavigationRename {
    /// A file as a message names it: its last path component.
    static func displayName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

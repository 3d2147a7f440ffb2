import LaminateDialect

/// What `textDocument/prepareRename` answers: the symbol a rename at the
/// cursor would rename, the range of the name the editor selects, and the
/// name as it is written there (what the editor offers to change).
public struct RenameTarget: Hashable, Sendable {
    public var symbol: NavigationSymbol
    /// In the document the cursor is in.
    public var range: ByteRange
    public var placeholder: String
}

extension NavigationRename {
    /// The name a rename at `offset` would change, or nil where nothing can
    /// be renamed (plain text, a link to a file, a link to an anchor no
    /// heading has, a heading without text).
    ///
    /// The range is the name when the cursor is on it, else the construct
    /// the cursor is in (editors want a range that holds the cursor):
    ///
    /// - an ingredient span or its id: the id as written (in the span, or in
    ///   the `^[label]:` line the span takes it from);
    /// - a reference definition or a use of its label: the label as written;
    /// - a heading: its text as written; a link to a heading: the link's
    ///   fragment, with the heading's text as the placeholder (the new name
    ///   is the heading's new text, from whichever end it is renamed).
    public static func target(
        at offset: Int, path: String, text: [UInt8],
        in workspace: WorkspaceFiles
    ) -> RenameTarget? {
        guard let summary = workspace[path], let found = summary.symbol(at: offset, path: path, in: workspace) else { return nil }
        func written(_ range: ByteRange) -> String {
            guard range.end <= text.count else { return "" }
            return String(decoding: text[range.start..<range.end], as: UTF8.self)
        }
        // The name itself when the cursor is on it, else the construct around
        // the cursor: editors expect the range to hold the cursor.
        func range(_ name: ByteRange, within construct: ByteRange) -> ByteRange {
            name.start <= offset && offset <= name.end ? name : construct
        }
        switch found.symbol {
        case .ingredient(let id):
            guard let entry = summary.ingredients.first(where: { $0.id == id && ($0.spanRange == found.range || $0.valueRange == found.range) })
            else { return nil }
            return RenameTarget(symbol: found.symbol, range: range(entry.valueRange, within: found.range), placeholder: String(id))
        case .label(let label, _):
            let labelRange =
                summary.labelDefinitions.first { $0.label == label && $0.range == found.range }?.labelRange
                ?? summary.labelUses.first { $0.label == label && $0.range == found.range }?.labelRange
            guard let labelRange else { return nil }
            return RenameTarget(symbol: found.symbol, range: range(labelRange, within: found.range), placeholder: written(labelRange))
        case .heading(let anchor, let file):
            if file == path, let heading = summary.headings.first(where: { $0.range == found.range }) {
                guard heading.textRange != heading.range else { return nil }
                return RenameTarget(
                    symbol: found.symbol, range: range(heading.textRange, within: heading.range),
                    placeholder: written(heading.textRange))
            }
            guard let link = summary.links.first(where: { $0.range == found.range || $0.targetRange == found.range }),
                let fragmentRange = link.fragmentRange,
                let heading = workspace[file]?.headings.first(where: { $0.anchor == anchor }),
                heading.textRange != heading.range
            else { return nil }
            return RenameTarget(symbol: found.symbol, range: range(fragmentRange, within: found.range), placeholder: heading.text)
        case .file:
            return nil
        }
    }
}

import LaminateDialect

/// What a cursor can stand on that other places refer to.
public enum NavigationSymbol: Hashable, Sendable {
    /// An ingredient id, shared by every file of the workspace.
    case ingredient(Int)
    /// A reference label (normalized), local to the file that defines it.
    case label(String, file: String)
    /// A heading of `file`, by its anchor (as `FileSummary.anchorKey` reads it).
    case heading(anchor: String, file: String)
    /// A file as a link names it, without a fragment.
    case file(String)
}

/// The symbol under a cursor and the range it was found on (an origin
/// range for `LocationLink`, and what rename's `prepareRename` names).
public struct SymbolAtCursor: Hashable, Sendable {
    public var symbol: NavigationSymbol
    /// The construct the cursor is in (the span, the link, the heading).
    public var range: ByteRange
}

extension FileSummary {
    /// The innermost construct at `offset` that names a symbol: an
    /// ingredient span or its id, a reference definition or a label's use,
    /// a link to a file or a heading, a heading. When nothing is at
    /// `offset`, the character before it is tried (a cursor just after a
    /// word).
    public func symbol(at offset: Int, path: String, in workspace: WorkspaceFiles) -> SymbolAtCursor? {
        symbol(strictlyAt: offset, path: path, in: workspace)
            ?? (offset > 0 ? symbol(strictlyAt: offset - 1, path: path, in: workspace) : nil)
    }

    private func symbol(strictlyAt offset: Int, path: String, in workspace: WorkspaceFiles) -> SymbolAtCursor? {
        var best: SymbolAtCursor?
        func consider(_ range: ByteRange, _ symbol: @autoclosure () -> NavigationSymbol?) {
            guard range.contains(offset), best.map({ range.count < $0.range.count }) ?? true, let symbol = symbol() else { return }
            best = SymbolAtCursor(symbol: symbol, range: range)
        }
        for heading in headings { consider(heading.range, .heading(anchor: heading.anchor, file: path)) }
        for definition in labelDefinitions { consider(definition.range, .label(definition.label, file: path)) }
        for use in labelUses { consider(use.range, .label(use.label, file: path)) }
        for link in links where link.isWritten {
            guard case .local(let target, let fragment)? = link.destination else { continue }
            // A definition line is its label's until the cursor is on its destination.
            let range = link.kind == .definition ? link.targetRange : link.range
            consider(
                range,
                workspace.resolve(target, from: path).flatMap { resolved in
                    if let fragment { return .heading(anchor: Self.anchorKey(fragment), file: resolved) }
                    return target.isEmpty ? nil : .file(resolved)
                })
        }
        for ingredient in ingredients {
            consider(ingredient.spanRange, .ingredient(ingredient.id))
            if ingredient.isSetByDefinition { consider(ingredient.valueRange, .ingredient(ingredient.id)) }
        }
        return best
    }
}

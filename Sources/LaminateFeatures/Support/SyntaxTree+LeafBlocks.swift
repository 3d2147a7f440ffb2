import LaminateDialect

extension SyntaxTree {
    /// Calls `visit` on every block that is not a container (headings,
    /// paragraphs, definitions, code, tables, HTML, breaks), in document
    /// order, wherever quotes and lists hold it; inlines are not visited.
    /// The outline and the sections need only these, and skipping the
    /// inlines keeps a paragraph of any length one step.
    func forEachLeafBlock(_ visit: (NodeID) -> Void) {
        walk { event in
            guard case .enter(let id) = event else { return true }
            switch self[id].kind {
            case .document, .blockQuote, .list, .listItem:
                return true
            default:
                visit(id)
                return false
            }
        }
    }
}

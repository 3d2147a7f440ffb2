import LaminateDialect

/// A clickable link of a document (`textDocument/documentLink`).
public struct DocumentLinkItem: Hashable, Sendable {
    public enum Target: Hashable, Sendable {
        /// A URL with a scheme, as written.
        case url(String)
        /// A workspace file, with the fragment as written (without `#`).
        case file(path: String, fragment: String?)
    }

    public var range: ByteRange
    public var target: Target
}

/// The links of a document with their targets: inline links, reference
/// links (the label, leading where its definition does), images, autolinks
/// and the destinations of definitions; relative paths resolved against
/// the document (`other.md#heading` keeps the fragment).
public enum DocumentLinks {
    public static func links(in summary: FileSummary, path: String, workspace: WorkspaceFiles) -> [DocumentLinkItem] {
        summary.links.compactMap { link in
            switch link.destination {
            case .external(let url)?:
                return DocumentLinkItem(range: link.targetRange, target: .url(url))
            case .local(let target, let fragment)?:
                guard let resolved = workspace.resolve(target, from: path) else { return nil }
                return DocumentLinkItem(range: link.targetRange, target: .file(path: resolved, fragment: fragment))
            case nil:
                return nil
            }
        }
    }
}
